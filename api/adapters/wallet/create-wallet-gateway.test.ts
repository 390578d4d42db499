import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWalletGateway } from './create-wallet-gateway';

describe('WALLET_ADAPTER selects the PayPal gateway', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const paypal = { PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' } as const;

  it('PayPal: the real PayPal when WALLET_ADAPTER=paypal, the local stand-in otherwise', async () => {
    expect((await createWalletGateway({ WALLET_ADAPTER: 'paypal', ...paypal }, testApp.db, testApp.clock.now)).mode).toBe('paypal');
    expect((await createWalletGateway({ WALLET_ADAPTER: 'local', ...paypal }, testApp.db, testApp.clock.now)).mode).toBe('local');
  });
});
