import type { AppDatabase } from '../../db/client';
import type { Env } from '../../env';
import { createLocalPaymentGateway } from './local-payment-gateway';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { PaymentGateway } from './payment-gateway';

type PaymentsEnv = Pick<Env, 'PAYMENTS_ADAPTER' | 'BRAINTREE_ENVIRONMENT' | 'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY'>;

/** Braintree's SDK is loaded only when it is the configured adapter, on its first call (decisions 102 and 155). */
export async function createPaymentGateway(env: PaymentsEnv, db: AppDatabase, now: () => Date): Promise<PaymentGateway> {
  if (env.PAYMENTS_ADAPTER === 'braintree') {
    return loadedOnFirstUse<PaymentGateway, 'mode'>({ mode: 'braintree' }, async () => {
      const { createBraintreePaymentGateway } = await import('./braintree-payment-gateway');
      return createBraintreePaymentGateway({
        environment: env.BRAINTREE_ENVIRONMENT,
        merchantId: env.BRAINTREE_MERCHANT_ID ?? '',
        publicKey: env.BRAINTREE_PUBLIC_KEY ?? '',
        privateKey: env.BRAINTREE_PRIVATE_KEY ?? '',
      });
    });
  }
  return createLocalPaymentGateway(db, now);
}
