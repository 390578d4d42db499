import { cn } from '@/lib/cn';

/**
 * A hidden-from-readers bar holding the place of a value that is loading, so nothing moves when it arrives. On a
 * prerendered page the app starts when one comes near the view (`data-skeleton`, prerender/start-on-first-use.ts).
 */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" data-skeleton="" className={cn('inline-block animate-pulse rounded bg-current opacity-20', className)} />;
}
