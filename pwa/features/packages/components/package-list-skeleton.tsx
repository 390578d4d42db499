import { cn } from '@/lib/cn';

/** Placeholder cards of the list's size while it loads. */
export function PackageListSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <ul aria-hidden="true" data-testid="packages-skeleton" className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex justify-between gap-3">
            <div className="w-1/2 space-y-2">
              <div className="h-5 rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-100" />
            </div>
            <div className="h-5 w-20 rounded-full bg-slate-200" />
          </div>
          <div className="mt-3 h-4 w-3/4 rounded bg-slate-100" />
          <div className="mt-3 h-4 w-full rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
