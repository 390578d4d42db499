import { cn } from '@/lib/cn';

/** A hidden-from-readers bar holding the place of a value that is loading, so nothing moves when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block animate-pulse rounded bg-current opacity-20', className)} />;
}
