import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus } from '@shared/packages/package-status';
import { storageBadge, storageDaysLeft, type StorageBadgeTone } from '@shared/packages/storage';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAdminText } from '../hooks/use-admin-text';

const STATUS_TONES: Record<string, string> = {
  scheduled: 'bg-cyan-700 text-white',
  received: 'bg-indigo-100 text-indigo-900',
  picked_up: 'bg-slate-200 text-slate-700',
  delivered: 'bg-emerald-100 text-emerald-900',
  exception: 'bg-red-100 text-red-800',
  failed_attempt: 'bg-amber-100 text-amber-900',
  returned: 'bg-red-100 text-red-800',
};

/** The effective status (part 2 section 4) as a pill; scheduled reads READY FOR PICKUP. */
export function StatusPill({ pkg }: { pkg: Pick<Package, 'status' | 'delivery_status'> }) {
  const { effectiveStatusText } = useAdminText();
  const status = effectiveStatus(pkg);
  return (
    <span data-testid="package-status" data-status={status} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONES[status] ?? 'bg-sky-100 text-sky-900')}>
      {effectiveStatusText(pkg)}
    </span>
  );
}

const STORAGE_TONES: Record<StorageBadgeTone, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  orange: 'bg-orange-100 text-orange-900 ring-orange-200',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
};

/** Storage days left: only received or scheduled; red when expired, orange at 3 days or fewer. */
export function StorageDays({ pkg, now = new Date() }: { pkg: Pick<Package, 'delivery_status' | 'storage_period_start' | 'package_storage_days'>; now?: Date }) {
  const { t } = useTranslation();
  if (!pkg.storage_period_start || pkg.package_storage_days === null) return null;
  const badge = storageBadge(pkg, storageDaysLeft(pkg.storage_period_start, pkg.package_storage_days, now));
  if (!badge) return null;
  return (
    <span data-testid="storage-badge" data-tone={badge.tone} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STORAGE_TONES[badge.tone])}>
      {badge.expired ? t('admin.card.storageExpired') : t('admin.card.storageLeft', { count: badge.daysLeft, total: pkg.package_storage_days })}
    </span>
  );
}
