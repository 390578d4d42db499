import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentGateway } from './create-payment-gateway';

describe('PAYMENTS_ADAPTER selects the card gateway', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const braintree = { BRAINTREE_ENVIRONMENT: 'sandbox', BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public', BRAINTREE_PRIVATE_KEY: 'private' } as const;

  it('cards: Braintree when PAYMENTS_ADAPTER=braintree, the local sandbox otherwise', async () => {
    expect((await createPaymentGateway({ PAYMENTS_ADAPTER: 'braintree', ...braintree }, testApp.db, testApp.clock.now)).mode).toBe('braintree');
    expect((await createPaymentGateway({ PAYMENTS_ADAPTER: 'local', ...braintree }, testApp.db, testApp.clock.now)).mode).toBe('local');
  });

  it('Braintree without its keys (env.ts refuses that first) still fails at its first call rather than connecting anonymously', async () => {
    const sdkComplaint = { BRAINTREE_MERCHANT_ID: 'Missing merchantId', BRAINTREE_PUBLIC_KEY: 'Missing publicKey', BRAINTREE_PRIVATE_KEY: 'Missing privateKey' } as const;
    for (const [missing, complaint] of Object.entries(sdkComplaint)) {
      const env = { PAYMENTS_ADAPTER: 'braintree', ...braintree, [missing]: undefined } as const;
      const gateway = await createPaymentGateway(env, testApp.db, testApp.clock.now);
      await expect(gateway.generateClientToken(null)).rejects.toThrow(complaint);
    }
  });
});
