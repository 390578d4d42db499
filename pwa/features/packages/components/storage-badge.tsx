import type { Package } from '@shared/packages/package-schema';
import { storageBadge, storageBadgeLabel } from '@shared/packages/storage';
import { storageDaysLeftUntil } from '@shared/storage/storage-extension';
import { STORAGE_TONES } from '@/components/ui/package-tones';
import { cn } from '@/lib/cn';
import { usePackageText } from '../hooks/use-package-text';

type StorageBadgeProps = {
  pkg: Pick<Package, 'delivery_status' | 'storage_last_day'>;
  now?: Date;
  className?: string;
};

/**
 * Storage days left (part 2 section 4), to the package's own last day (days bought included, decision 176): only for
 * received or scheduled packages; red when expired, orange at 3 days or fewer.
 */
export function StorageBadge({ pkg, now = new Date(), className }: StorageBadgeProps) {
  const { language } = usePackageText();
  if (!pkg.storage_last_day) return null;
  const badge = storageBadge(pkg, storageDaysLeftUntil(pkg.storage_last_day, now));
  if (!badge) return null;
  return (
    <span
      data-testid="storage-badge"
      data-tone={badge.tone}
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STORAGE_TONES[badge.tone], className)}
    >
      <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
        <circle cx="10" cy="10" r="7" />
        <path d="M10 6.5V10l2.5 1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {storageBadgeLabel(badge, language)}
    </span>
  );
}
