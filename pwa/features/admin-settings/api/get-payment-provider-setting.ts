import { PaymentProviderSettingSchema, type PaymentProvider } from '@shared/settings/settings-schema';
import { api } from '@/lib/api-client';

/** GET /api/payments/provider; unlike the payment step, a failure is shown (with retry), not replaced by the default. */
export async function getPaymentProviderSetting(): Promise<PaymentProvider> {
  return PaymentProviderSettingSchema.parse(await api.get('payments/provider').json()).provider;
}
