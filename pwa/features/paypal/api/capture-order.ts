import { PaypalCaptureResponseSchema, type PaypalCaptureResponse } from '@shared/payments/paypal-order-schema';
import { api } from '@/lib/api-client';

export type CaptureAnswer = PaypalCaptureResponse;

/** POST /api/paypal/orders/{id}/capture: 30 days of access; a second capture returns the first answer. */
export async function captureOrder(orderId: string): Promise<CaptureAnswer> {
  const data = await api.post(`paypal/orders/${encodeURIComponent(orderId)}/capture`, { json: {}, timeout: 60_000 }).json();
  return PaypalCaptureResponseSchema.parse(data);
}
