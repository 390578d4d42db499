import { useRef, useState } from 'react';
import { getApiFailure } from '@/lib/api-client';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { createSubscription, type SubscribeAnswer, type SubscribeRequest } from '../api/create-subscription';
import { AttemptKeys } from '../model/idempotency-key';
import { describePaymentFailure, type PaymentFailureDetail } from '../model/payment-failure';

export type SubscribeOutcome = { ok: true; answer: SubscribeAnswer } | { ok: false; failure: PaymentFailureDetail };

/**
 * POST /api/subscriptions with an Idempotency-Key per attempt (reused only when the same request
 * is sent again after no answer arrived), so a retry never charges twice.
 */
export function useSubscribe() {
  const keys = useRef(new AttemptKeys());
  const [busy, setBusy] = useState(false);

  const subscribe = async (body: Omit<SubscribeRequest, 'recaptcha_token'>): Promise<SubscribeOutcome> => {
    setBusy(true);
    try {
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await getRecaptchaToken('subscribe');
      } catch {
        return { ok: false, failure: { detail: { key: 'payment.errors.recaptchaUnavailable' }, help: [], outcomeUnknown: false } };
      }
      const key = keys.current.keyFor(JSON.stringify(body));
      try {
        const answer = await createSubscription({ ...body, ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}) }, key);
        keys.current.settle();
        return { ok: true, answer };
      } catch (error) {
        const failure = describePaymentFailure(await getApiFailure(error));
        if (!failure.outcomeUnknown) keys.current.settle();
        return { ok: false, failure };
      }
    } finally {
      setBusy(false);
    }
  };

  return { subscribe, busy };
}
