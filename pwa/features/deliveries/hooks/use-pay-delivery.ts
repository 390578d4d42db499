import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAnswer, DeliveryCreateRequest } from '@shared/deliveries/delivery-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { createDeliveryMutation } from '../api/delivery-queries';
import { AttemptKeys } from '@/lib/attempt-keys';
import { payRefusalOf, type PayRefusal } from '../model/pay-refusal';

/** `unknown`: no answer arrived (network, a gateway): the same attempt may be sent again with the same key. */
export type PayOutcome = { ok: true; answer: DeliveryAnswer } | { ok: false; message: string; refusal: PayRefusal | 'unknown' };

/** Pays a rate of a quote; the Idempotency-Key is kept only while the outcome of the same attempt is unknown. */
export function usePayDelivery() {
  const { t } = useTranslation();
  const attempts = useRef(new AttemptKeys());
  const mutation = useMutation(createDeliveryMutation(useQueryClient()));

  const pay = async (request: DeliveryCreateRequest): Promise<PayOutcome> => {
    try {
      const answer = await mutation.mutateAsync({ request, idempotencyKey: attempts.current.keyFor(JSON.stringify([request.quote_id, request.rate_id])) });
      attempts.current.settle();
      return { ok: true, answer };
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'network' || (failure.kind === 'server' && failure.status >= 500)) {
        return { ok: false, message: t('deliveries.pay.unknown'), refusal: 'unknown' };
      }
      attempts.current.settle();
      const message = await describeApiFailure(failure, t('deliveries.pay.failed'));
      return { ok: false, message, refusal: failure.kind === 'http' ? payRefusalOf(failure.error) : 'other' };
    }
  };

  return { pay, busy: mutation.isPending };
}
