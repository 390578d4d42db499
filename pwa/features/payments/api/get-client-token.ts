import { ClientTokenResponseSchema, type ClientTokenResponse } from '@shared/payments/payment-method-schema';
import { api } from '@/lib/api-client';

export type ClientToken = ClientTokenResponse;

/** GET /api/braintree/client-token: `mode` braintree loads Drop-in 1.45.1, local shows the test card form. */
export async function getClientToken(): Promise<ClientToken> {
  return ClientTokenResponseSchema.parse(await api.get('braintree/client-token').json());
}
