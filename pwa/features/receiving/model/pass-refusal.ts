import type { TFunction } from 'i18next';
import { PICKUP_PASS_MESSAGES } from '@shared/pickup/pickup-pass-messages';
import { formatLongDate, formatNewYorkDateTime, type DateLanguage } from '@shared/time/new-york';
import type { ApiFailure } from '@/lib/api-client';

/**
 * The station's words for a refused pass or handover that carries details (who collected and when, the pickup's
 * day); null for any other failure, told as the server's message.
 */
export function passRefusalText(t: TFunction, failure: ApiFailure, language: DateLanguage): string | null {
  if (failure.kind !== 'http') return null;
  const { body } = failure;
  if (failure.error === PICKUP_PASS_MESSAGES.alreadyCollected) {
    const when = typeof body.handed_over_at === 'string' ? formatNewYorkDateTime(body.handed_over_at, language) : null;
    const by = typeof body.collected_by === 'string' ? body.collected_by : null;
    if (by && when) return t('counterPickup.refusal.collected', { name: by, when });
  }
  if (failure.error === PICKUP_PASS_MESSAGES.anotherDay && typeof body.pickup_date === 'string') {
    return t('counterPickup.refusal.anotherDay', { day: formatLongDate(body.pickup_date, language) });
  }
  return null;
}
