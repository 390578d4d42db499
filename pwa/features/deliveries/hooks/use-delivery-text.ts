import { useTranslation } from 'react-i18next';
import type { DeliveryStage } from '@shared/deliveries/delivery-stages';
import type { TrackingStatus } from '@shared/packages/tracking-status-list';
import { formatLongDate, formatNewYorkDateTime, type DateLanguage } from '@shared/time/new-york';
import { formatUsd } from '@shared/money/format-usd';

/** Money, dates (New York time), stages, carrier statuses and cards in the reader's language. */
export function useDeliveryText() {
  const { t, i18n } = useTranslation();
  const language: DateLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return {
    language,
    money: (cents: number) => formatUsd(cents, language),
    stage: (stage: DeliveryStage) => t(`deliveries.stage.${stage}`),
    // The carrier's status as the package screens name it (the account texts load with every delivery screen).
    trackingStatus: (status: TrackingStatus) => t(`packages.status.${status}`),
    /** "Visa •••• 1111" */
    card: (card: { card_type: string; last_4: string }) => t('deliveries.card', { brand: card.card_type, last4: card.last_4 }),
    dateTime: (iso: string) => formatNewYorkDateTime(iso, language),
    longDate: (date: string) => formatLongDate(date, language),
    weight: (pounds: number | null) =>
      pounds === null ? t('deliveries.packages.notWeighed') : t('deliveries.packages.weight', { weight: pounds.toLocaleString(language === 'en' ? 'en-US' : 'es-US') }),
  };
}
