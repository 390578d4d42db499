import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus } from '@shared/packages/package-status-rules';
import { statusTone } from '@/components/ui/package-tones';
import { cn } from '@/lib/cn';
import { usePackageText } from '../hooks/use-package-text';

/** The effective status (part 2 section 4) as a pill. */
export function StatusPill({ pkg, className }: { pkg: Pick<Package, 'status' | 'delivery_status'>; className?: string }) {
  const { statusLabel } = usePackageText();
  const status = effectiveStatus(pkg);
  return (
    <span data-testid="package-status" data-status={status} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone(status), className)}>
      {statusLabel(pkg)}
    </span>
  );
}
