import { useTranslation } from 'react-i18next';
import type { TrackingStatus } from '@shared/packages/tracking-status-list';
import { formatNewYorkDateTime } from '@shared/time/new-york';
import { formatPounds } from '../model/pounds';

/** Weight, time and carrier status texts of the queue, in the reader's language; times in New York. */
export function useShippingText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return {
    weight: (ounces: number) => formatPounds(ounces, language),
    time: (iso: string) => formatNewYorkDateTime(iso, language),
    trackingStatus: (status: TrackingStatus | null) => (status ? t(`shipping.trackingStatus.${status}`) : t('shipping.card.noScanYet')),
  };
}
