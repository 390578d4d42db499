import { PaymentMethodResponseSchema, type PaymentMethod } from '@shared/payments/payment-method-schema';
import { api } from '@/lib/api-client';

/** POST /api/braintree/payment-methods/{token}/default */
export async function setDefaultPaymentMethod(token: string): Promise<PaymentMethod> {
  const data = await api.post(`braintree/payment-methods/${encodeURIComponent(token)}/default`, { json: {} }).json();
  return PaymentMethodResponseSchema.parse(data).payment_method;
}
