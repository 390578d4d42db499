import { PaymentProviderSettingSchema, type PaymentProvider } from '@shared/settings/settings-schema';
import { api } from '@/lib/api-client';

/** POST /api/payments/provider (staff). */
export async function savePaymentProviderSetting(provider: PaymentProvider): Promise<PaymentProvider> {
  return PaymentProviderSettingSchema.parse(await api.post('payments/provider', { json: { provider } }).json()).provider;
}
