import { api } from '@/lib/api-client';

/** DELETE /api/braintree/payment-methods/{token} */
export async function deletePaymentMethod(token: string): Promise<void> {
  await api.delete(`braintree/payment-methods/${encodeURIComponent(token)}`);
}
