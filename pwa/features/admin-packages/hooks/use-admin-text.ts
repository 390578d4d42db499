import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-names';
import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus, normalizeStatus } from '@shared/packages/package-status';
import { formatLongDate, formatNewYorkDateTime, type DateLanguage } from '@shared/time/new-york';

/** Status, carrier and date texts for staff, in the reader's language; times in New York. */
export function useAdminText() {
  const { t, i18n } = useTranslation();
  const language: DateLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const statusText = (status: string) => {
    const key = normalizeStatus(status);
    return i18n.exists(`packages.status.${key}`) ? t(`packages.status.${key}`) : status;
  };
  return {
    language,
    statusText,
    effectiveStatusText: (pkg: Pick<Package, 'status' | 'delivery_status'>) => statusText(effectiveStatus(pkg)),
    carrierName: (pkg: Pick<Package, 'carrier'>) => (pkg.carrier ? CARRIER_DISPLAY_NAMES[pkg.carrier] : t('admin.card.carrierUnknown')),
    dateTime: (iso: string) => formatNewYorkDateTime(iso, language),
    longDate: (date: string) => formatLongDate(date, language),
  };
}
