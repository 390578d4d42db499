import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getApiFailure } from '@/lib/api-client';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { createSubscription, type SubscribeAnswer, type SubscribeRequest } from '../api/create-subscription';
import { AttemptKeys } from '@/lib/attempt-keys';
import { describePaymentFailure, type PaymentFailureDetail } from '../model/payment-failure';

export type SubscribeOutcome = { ok: true; answer: SubscribeAnswer } | { ok: false; failure: PaymentFailureDetail };

type SubscribeBody = Omit<SubscribeRequest, 'recaptcha_token'>;

class RecaptchaUnavailable extends Error {}

async function subscribeWithRecaptcha({ body, key }: { body: SubscribeBody; key: string }): Promise<SubscribeAnswer> {
  let recaptchaToken: string | undefined;
  try {
    recaptchaToken = await getRecaptchaToken('subscribe');
  } catch {
    throw new RecaptchaUnavailable();
  }
  return createSubscription({ ...body, ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}) }, key);
}

/**
 * POST /api/subscriptions with an Idempotency-Key per attempt (reused only when the same request
 * is sent again after no answer arrived), so a retry never charges twice. The caller takes the
 * answer's subscription into the cache.
 */
export function useSubscribe() {
  const keys = useRef(new AttemptKeys());
  const mutation = useMutation({ mutationFn: subscribeWithRecaptcha });

  const subscribe = async (body: SubscribeBody): Promise<SubscribeOutcome> => {
    try {
      const answer = await mutation.mutateAsync({ body, key: keys.current.keyFor(JSON.stringify(body)) });
      keys.current.settle();
      return { ok: true, answer };
    } catch (error) {
      if (error instanceof RecaptchaUnavailable) {
        return { ok: false, failure: { detail: { key: 'payment.errors.recaptchaUnavailable' }, help: [], outcomeUnknown: false } };
      }
      const failure = describePaymentFailure(await getApiFailure(error));
      if (!failure.outcomeUnknown) keys.current.settle();
      return { ok: false, failure };
    }
  };

  return { subscribe, busy: mutation.isPending };
}
