import type { AppDatabase } from '../../db/client';
import type { Env } from '../../env';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import { createLocalWalletGateway } from './local-wallet-gateway';
import type { WalletGateway } from './wallet-gateway';

type WalletEnv = Pick<Env, 'WALLET_ADAPTER' | 'PAYPAL_ENVIRONMENT' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID'>;

/** PayPal's SDK is loaded only when it is the configured adapter, on its first call (decisions 102 and 155). */
export async function createWalletGateway(env: WalletEnv, db: AppDatabase, now: () => Date): Promise<WalletGateway> {
  if (env.WALLET_ADAPTER === 'paypal') {
    return loadedOnFirstUse<WalletGateway, 'mode'>({ mode: 'paypal' }, async () => {
      const { createPaypalWalletGateway } = await import('./paypal-wallet-gateway');
      return createPaypalWalletGateway({
        environment: env.PAYPAL_ENVIRONMENT,
        clientId: env.PAYPAL_CLIENT_ID ?? '',
        clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
        webhookId: env.PAYPAL_WEBHOOK_ID ?? '',
        brandName: 'Miami Drop',
      });
    });
  }
  return createLocalWalletGateway(db, now);
}
