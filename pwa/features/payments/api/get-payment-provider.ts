import { z } from 'zod';
import { PaymentProviderSchema } from '@shared/settings/payment-provider-schema';
import { DEFAULT_PAYMENT_PROVIDER, type PaymentProvider } from '@shared/settings/payment-providers';
import { api } from '@/lib/api-client';

const ProviderAnswerSchema = z.object({ provider: PaymentProviderSchema });

/** GET /api/payments/provider, falling back to the public variant, then to braintree ('Failed to fetch provider'). */
export async function getPaymentProvider(): Promise<PaymentProvider> {
  for (const path of ['payments/provider', 'payments/provider/public']) {
    try {
      return ProviderAnswerSchema.parse(await api.get(path).json()).provider;
    } catch {
      // try the next source
    }
  }
  return DEFAULT_PAYMENT_PROVIDER;
}
