import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-list';
import type { Package } from '@shared/packages/package-schema';
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
    /** The warehouse's weighing, '3.2 lb', numbers as the customers read them in Miami (es-US, like the dollars). */
    weight: (pounds: number) => t('packages.arrival.weightValue', { weight: pounds.toLocaleString(language === 'en' ? 'en-US' : 'es-US') }),
    carrierName: (pkg: Pick<Package, 'carrier'>) => (pkg.carrier ? CARRIER_DISPLAY_NAMES[pkg.carrier] : t('packages.card.carrierUnknown')),
    dateTime: (iso: string) => formatNewYorkDateTime(iso, language),
    longDate: (date: string) => formatLongDate(date, language),
  };
}
