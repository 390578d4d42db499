import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { useOncePerVisit } from '@/lib/use-once-per-visit';
import { cancelPaypalDeliveryOrderMutation } from '../api/delivery-queries';
import { readPaypalFailure, type PaypalFailure } from './read-paypal-failure';

/** `message` is the server's text (translated where it is shown). */
export type PaypalCancelOutcome = { ok: true; message: string } | ({ ok: false } & PaypalFailure);

/** The cancel page: the reservation removed once per visit. `outcome` is null while the first call runs. */
export function useCancelPaypalOrder(deliveryId: number) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation(cancelPaypalDeliveryOrderMutation(useQueryClient()));
  const visit = useOncePerVisit(`delivery-paypal-cancel:${deliveryId}`, async (): Promise<PaypalCancelOutcome> => {
    try {
      return { ok: true, message: (await mutateAsync(deliveryId)).message };
    } catch (error) {
      const failure = await readPaypalFailure(error, { unknown: t('deliveries.paypal.cancelUnknown'), fallback: t('deliveries.paypal.cancelFailed') });
      // Nothing to cancel (gone already, or never reserved): nothing was charged either.
      return failure.notFound ? { ok: true, message: DELIVERY_MESSAGES.paypalCancelled } : { ok: false, ...failure };
    }
  });
  return { outcome: visit.result, busy: visit.pending, retry: visit.retry };
}
