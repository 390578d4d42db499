import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../db/tables';
import { callRaw, createTestApp, type TestApp } from '../test/test-app';
import { createLocalPaymentGateway } from './payments/local-payment-gateway';
import { createLocalWalletGateway, LOCAL_WALLET_SIGNATURE_HEADER } from './wallet/local-wallet-gateway';
import { localSigningKey, signingKeyName } from './local-signing-key';

// The keys that were written in the source before decision 111: anyone who read it could sign a webhook.
const PUBLISHED_PAYMENTS_KEY = 'local-sandbox-webhook-key';
const PUBLISHED_WALLET_KEY = 'local-paypal-webhook-key';
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

describe('the local stand-ins’ webhook signing keys', () => {
  let testApp: TestApp;
  let other: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
    other = await createTestApp();
  });
  afterEach(() => {
    testApp.close();
    other.close();
  });

  it('are random per database, kept across restarts and distinct per stand-in', async () => {
    const payments = await localSigningKey(testApp.db, 'payments');
    expect(payments).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await localSigningKey(testApp.db, 'payments')).toBe(payments);
    expect(await localSigningKey(testApp.db, 'wallet')).not.toBe(payments);
    expect(await localSigningKey(other.db, 'payments')).not.toBe(payments);
    const row = (await testApp.db.select().from(settings).where(eq(settings.key, signingKeyName('payments'))).limit(1))[0];
    expect(JSON.parse(row!.value)).toBe(payments);
  });

  it('sign what a gateway made on the same database verifies after a restart', async () => {
    const before = createLocalPaymentGateway(testApp.db, testApp.clock.now);
    const signed = await before.sampleNotification('subscription_canceled', 'sub-1');
    const restarted = createLocalPaymentGateway(testApp.db, testApp.clock.now);
    await expect(restarted.parseWebhook(signed.bt_signature, signed.bt_payload)).resolves.toMatchObject({ kind: 'subscription_canceled' });
    const elsewhere = createLocalPaymentGateway(other.db, other.clock.now);
    await expect(elsewhere.parseWebhook(signed.bt_signature, signed.bt_payload)).rejects.toMatchObject({ kind: 'invalid_signature' });
    const wallet = await createLocalWalletGateway(testApp.db, testApp.clock.now).signWebhook({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: {} });
    await expect(createLocalWalletGateway(other.db, other.clock.now).verifyWebhook(wallet.headers, wallet.body)).rejects.toMatchObject({ kind: 'invalid_signature' });
  });

  it('make a webhook signed with the key once published in the source a 400', async () => {
    const bt_payload = Buffer.from(JSON.stringify({ kind: 'subscription_canceled', timestamp: testApp.clock.now().toISOString(), subscription: { id: 'sub-1' } })).toString('base64');
    const braintree = await callRaw(testApp, 'POST', '/api/webhooks/braintree', {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ bt_signature: `local_public_key|${hmac(PUBLISHED_PAYMENTS_KEY, bt_payload)}`, bt_payload }).toString(),
    });
    expect(braintree.status).toBe(400);
    const body = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', create_time: testApp.clock.now().toISOString(), resource: { id: 'CAPTURE-1' } });
    const paypal = await callRaw(testApp, 'POST', '/api/webhooks/paypal', {
      contentType: 'application/json',
      body,
      headers: { [LOCAL_WALLET_SIGNATURE_HEADER]: hmac(PUBLISHED_WALLET_KEY, body) },
    });
    expect(paypal.status).toBe(400);
  });

  it('are out of the settings API’s reach', async () => {
    await localSigningKey(testApp.db, 'payments');
    const name = signingKeyName('payments');
    const read = await callRaw(testApp, 'GET', `/api/settings/${name}`);
    expect(read.status).toBe(404);
  });
});
