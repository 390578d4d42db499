import type { PaymentMethod } from '@shared/payments/payment-method-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/braintree/payment-methods: the saved cards; storage days are charged on the one marked `is_default`. */
export const getPaymentCards = async (): Promise<PaymentMethod[]> =>
  (
    await checkedAnswer(
      import('@shared/payments/payment-method-schema').then((module) => module.PaymentMethodListSchema),
      api.get('braintree/payment-methods').json(),
    )
  ).payment_methods;
