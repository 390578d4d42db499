import { PaymentMethodListSchema, type PaymentMethod } from '@shared/payments/payment-method-schema';
import { api } from '@/lib/api-client';

export type { PaymentMethod };

/** GET /api/braintree/payment-methods */
export async function listPaymentMethods(): Promise<PaymentMethod[]> {
  return PaymentMethodListSchema.parse(await api.get('braintree/payment-methods').json()).payment_methods;
}
