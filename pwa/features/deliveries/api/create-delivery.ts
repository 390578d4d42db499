import type { DeliveryAnswer, DeliveryCreateRequest } from '@shared/deliveries/delivery-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, checkedAnswer } from '@/lib/api-client';

/** A card payment and a label purchase can take a while at the processor. */
const PAYMENT_TIMEOUT_MS = 60_000;

export interface CreateDeliveryInput {
  request: DeliveryCreateRequest;
  /** One per payment attempt: a resend of the same attempt carries the same key, so it never charges twice. */
  idempotencyKey: string;
}

/** POST /api/deliveries: pays one rate of a quote on the customer's default card. */
export const createDelivery = ({ request, idempotencyKey }: CreateDeliveryInput): Promise<DeliveryAnswer> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryAnswerSchema),
    api.post('deliveries', { json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: PAYMENT_TIMEOUT_MS }).json(),
  );
