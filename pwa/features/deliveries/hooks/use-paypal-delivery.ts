import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryCreateRequest } from '@shared/deliveries/delivery-schema';
import { AttemptKeys } from '@/lib/attempt-keys';
import { createPaypalDeliveryOrderMutation } from '../api/delivery-queries';
import type { PayRefusal } from '../model/pay-refusal';
import { readPaypalFailure } from './read-paypal-failure';

/** Failed, the customer stays on the rates; `unknown`: no answer arrived, the same attempt may be sent with the same key. */
export type PaypalStartOutcome = { ok: true } | { ok: false; message: string; refusal: PayRefusal | 'unknown' };

/**
 * Pays a rate of a quote with PayPal: the order is created (the delivery reserved) and the browser goes to PayPal to
 * approve it; PayPal sends it back to the delivery's return or cancel page. The Idempotency-Key is kept while the
 * outcome is unknown, and after the order came: back from PayPal through the browser's history, the same key gives the
 * same order again. A refusal starts a new attempt.
 */
export function usePaypalDelivery() {
  const { t } = useTranslation();
  const attempts = useRef(new AttemptKeys());
  const { mutateAsync } = useMutation(createPaypalDeliveryOrderMutation());
  // From the tap until the browser has left for PayPal (or a refusal came back).
  const [opening, setOpening] = useState(false);

  // The page shown again from the browser's memory (Back at PayPal): the button is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (request: DeliveryCreateRequest): Promise<PaypalStartOutcome> => {
    setOpening(true);
    try {
      const { order } = await mutateAsync({ request, idempotencyKey: attempts.current.keyFor(JSON.stringify([request.quote_id, request.rate_id])) });
      const { approveLinkOf } = await import('@shared/payments/paypal-order-schema');
      const approveUrl = approveLinkOf(order);
      if (!approveUrl) {
        attempts.current.settle();
        setOpening(false);
        return { ok: false, message: t('deliveries.paypal.noApproveLink'), refusal: 'other' };
      }
      window.location.assign(approveUrl);
      return { ok: true };
    } catch (error) {
      const failure = await readPaypalFailure(error, { unknown: t('deliveries.paypal.unknown'), fallback: t('deliveries.paypal.failed') });
      if (failure.next !== 'unknown') attempts.current.settle();
      setOpening(false);
      return { ok: false, message: failure.message, refusal: failure.next };
    }
  };

  return { start, busy: opening };
}
