import { PaymentMethodResponseSchema, type PaymentMethod } from '@shared/payments/payment-method-schema';
import { api } from '@/lib/api-client';

/** POST /api/braintree/payment-methods */
export async function addPaymentMethod(paymentMethodNonce: string): Promise<PaymentMethod> {
  const data = await api.post('braintree/payment-methods', { json: { paymentMethodNonce } }).json();
  return PaymentMethodResponseSchema.parse(data).payment_method;
}
