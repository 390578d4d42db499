import type { AppDatabase } from '../../db/client';
import type { Env } from '../../env';
import { createBraintreePaymentGateway } from './braintree-payment-gateway';
import { createLocalPaymentGateway } from './local-payment-gateway';
import type { PaymentGateway } from './payment-gateway';

type PaymentsEnv = Pick<Env, 'PAYMENTS_ADAPTER' | 'BRAINTREE_ENVIRONMENT' | 'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY'>;

export function createPaymentGateway(env: PaymentsEnv, db: AppDatabase, now: () => Date): PaymentGateway {
  if (env.PAYMENTS_ADAPTER === 'braintree') {
    return createBraintreePaymentGateway({
      environment: env.BRAINTREE_ENVIRONMENT,
      merchantId: env.BRAINTREE_MERCHANT_ID ?? '',
      publicKey: env.BRAINTREE_PUBLIC_KEY ?? '',
      privateKey: env.BRAINTREE_PRIVATE_KEY ?? '',
    });
  }
  return createLocalPaymentGateway(db, now);
}
