import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { useOncePerVisit } from '@/lib/use-once-per-visit';
import { capturePaypalDeliveryMutation } from '../api/delivery-queries';
import { readPaypalFailure, type PaypalFailure } from './read-paypal-failure';

export type PaypalCaptureOutcome = { ok: true; answer: DeliveryAnswer } | ({ ok: false } & PaypalFailure);

/**
 * The return page: the approved order captured once per visit; the answer is taken as a card payment's is (the
 * delivery shown, the list read again) and handed to `onPaid`. `outcome` is null while the first capture runs.
 */
export function usePaypalCapture(deliveryId: number, onPaid?: (answer: DeliveryAnswer) => void) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation(capturePaypalDeliveryMutation(useQueryClient()));
  const visit = useOncePerVisit(`delivery-paypal-capture:${deliveryId}`, async (): Promise<PaypalCaptureOutcome> => {
    try {
      const answer = await mutateAsync(deliveryId);
      onPaid?.(answer);
      return { ok: true, answer };
    } catch (error) {
      return { ok: false, ...(await readPaypalFailure(error, { unknown: t('deliveries.paypal.captureUnknown'), fallback: t('deliveries.paypal.captureFailed') })) };
    }
  });
  return { outcome: visit.result, busy: visit.pending, retry: visit.retry };
}
