import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-list';
import type { Package } from '@shared/packages/package-schema';
import type { TrackingStatus } from '@shared/packages/tracking-status-list';
import { effectiveStatus } from '@shared/packages/package-status-rules';
import { formatLongDate, formatNewYorkDateTime, type DateLanguage } from '@shared/time/new-york';

/** Status, carrier and date texts of a package in the reader's language, dates in New York time. */
export function usePackageText() {
  const { t, i18n } = useTranslation();
  const language: DateLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const label = (status: string) => (i18n.exists(`packages.status.${status}`) ? t(`packages.status.${status}`) : status);
  return {
    language,
    /** Part 2 section 4: the effective status, READY FOR PICKUP for scheduled. */
    statusLabel: (pkg: Pick<Package, 'status' | 'delivery_status'>) => label(effectiveStatus(pkg)),
    /** A carrier scan's status, as the reader's language says it (the carrier's own message is in English). */
    trackingStatusLabel: (status: TrackingStatus) => label(status),
    carrierName: (pkg: Pick<Package, 'carrier'>) => (pkg.carrier ? CARRIER_DISPLAY_NAMES[pkg.carrier] : t('packages.card.carrierUnknown')),
    dateTime: (iso: string) => formatNewYorkDateTime(iso, language),
    longDate: (date: string) => formatLongDate(date, language),
  };
}
