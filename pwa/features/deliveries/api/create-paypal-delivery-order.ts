import type { DeliveryCreateRequest, DeliveryPaypalOrder } from '@shared/deliveries/delivery-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, checkedAnswer } from '@/lib/api-client';

/** The packages are reserved and PayPal is asked for an order: slower than a plain write. */
const ORDER_TIMEOUT_MS = 60_000;

export interface CreatePaypalDeliveryOrderInput {
  request: DeliveryCreateRequest;
  /** One per attempt: a resend of the same attempt carries the same key and gets the same order. */
  idempotencyKey: string;
}

/** POST /api/deliveries/paypal-order: reserves the delivery of one rate of a quote; its order is approved at PayPal. */
export const createPaypalDeliveryOrder = ({ request, idempotencyKey }: CreatePaypalDeliveryOrderInput): Promise<DeliveryPaypalOrder> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryPaypalOrderSchema),
    api.post('deliveries/paypal-order', { json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: ORDER_TIMEOUT_MS }).json(),
  );
