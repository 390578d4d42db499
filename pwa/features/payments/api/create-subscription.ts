import {
  IDEMPOTENCY_KEY_HEADER,
  SubscribeResponseSchema,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@shared/subscription/subscribe-request-schema';
import { api } from '@/lib/api-client';

export type { SubscribeRequest };
export type SubscribeAnswer = SubscribeResponse;

/** A card payment can take a while at the processor. */
const PAYMENT_TIMEOUT_MS = 60_000;

/** POST /api/subscriptions; the Idempotency-Key makes a resend of the same attempt safe. */
export async function createSubscription(body: SubscribeRequest, idempotencyKey: string): Promise<SubscribeAnswer> {
  const data = await api
    .post('subscriptions', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: PAYMENT_TIMEOUT_MS })
    .json();
  return SubscribeResponseSchema.parse(data);
}
