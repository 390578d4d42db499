import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus } from '@shared/packages/package-status';
import { cn } from '@/lib/cn';
import { usePackageText } from '../hooks/use-package-text';

const TONES: Record<string, string> = {
  scheduled: 'bg-cyan-700 text-white',
  received: 'bg-indigo-100 text-indigo-900',
  picked_up: 'bg-slate-200 text-slate-700',
  delivered: 'bg-emerald-100 text-emerald-900',
  exception: 'bg-red-100 text-red-800',
  failed_attempt: 'bg-amber-100 text-amber-900',
  returned: 'bg-red-100 text-red-800',
};

/** The effective status (part 2 section 4) as a pill. */
export function StatusPill({ pkg, className }: { pkg: Pick<Package, 'status' | 'delivery_status'>; className?: string }) {
  const { statusLabel } = usePackageText();
  const status = effectiveStatus(pkg);
  return (
    <span data-testid="package-status" data-status={status} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status] ?? 'bg-sky-100 text-sky-900', className)}>
      {statusLabel(pkg)}
    </span>
  );
}
