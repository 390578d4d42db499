import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus } from '@shared/packages/package-status';
import { storageBadge } from '@shared/packages/storage';
import { storageDaysLeftUntil } from '@shared/storage/storage-extension';
import { useTranslation } from 'react-i18next';
import { STORAGE_TONES, statusTone } from '@/components/ui/package-tones';
import { cn } from '@/lib/cn';
import { useAdminText } from '../hooks/use-admin-text';

/** The effective status (part 2 section 4) as a pill; scheduled reads READY FOR PICKUP. */
export function StatusPill({ pkg }: { pkg: Pick<Package, 'status' | 'delivery_status'> }) {
  const { effectiveStatusText } = useAdminText();
  const status = effectiveStatus(pkg);
  return (
    <span data-testid="package-status" data-status={status} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone(status))}>
      {effectiveStatusText(pkg)}
    </span>
  );
}

/** Storage days left: only received or scheduled; red when expired, orange at 3 days or fewer. */
export function StorageDays({ pkg, now = new Date() }: { pkg: Pick<Package, 'delivery_status' | 'storage_last_day' | 'package_storage_days'>; now?: Date }) {
  const { t } = useTranslation();
  if (!pkg.storage_last_day || pkg.package_storage_days === null) return null;
  // Counted to the package's own last day: days bought for it included (decision 176).
  const badge = storageBadge(pkg, storageDaysLeftUntil(pkg.storage_last_day, now));
  if (!badge) return null;
  return (
    <span data-testid="storage-badge" data-tone={badge.tone} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STORAGE_TONES[badge.tone])}>
      {badge.expired ? t('admin.card.storageExpired') : t('admin.card.storageLeft', { count: badge.daysLeft, total: pkg.package_storage_days })}
    </span>
  );
}
