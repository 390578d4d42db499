import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryCreateRequest } from '@shared/deliveries/delivery-schema';
import { usePaypalRedirect } from '@/lib/use-paypal-redirect';
import { createPaypalDeliveryOrderMutation } from '../api/delivery-queries';
import type { PayRefusal } from '../model/pay-refusal';
import { readPaypalFailure } from './read-paypal-failure';

/**
 * Pays a rate of a quote with PayPal: the delivery is reserved by the order; PayPal sends the customer back to it. A
 * failure leaves the customer on the rates; its refusal `unknown` (no answer arrived) keeps the attempt's key.
 */
export function usePaypalDelivery() {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation(createPaypalDeliveryOrderMutation());
  return usePaypalRedirect<DeliveryCreateRequest, { message: string; refusal: PayRefusal | 'unknown' }>({
    createOrder: (request, idempotencyKey) => mutateAsync({ request, idempotencyKey }),
    attemptOf: (request) => [request.quote_id, request.rate_id],
    noApproveLink: () => ({ message: t('deliveries.paypal.noApproveLink'), refusal: 'other' }),
    refused: async (error) => {
      const failure = await readPaypalFailure(error, { unknown: t('deliveries.paypal.unknown'), fallback: t('deliveries.paypal.failed') });
      return { failure: { message: failure.message, refusal: failure.next }, sameAttempt: failure.next === 'unknown' };
    },
  });
}
