import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { braintreeSampleNotification, createBraintreePaymentGateway, type BraintreeConfig } from '../../../adapters/payments/braintree-payment-gateway';
import { payments, subscriptions, webhookEvents } from '../../../db/tables';
import { createSubscription, signedIn, subscribeViaApi } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { MINUTE_MS } from '../../../test/test-clock';

const form = (signed: { bt_signature: string; bt_payload: string }) => new URLSearchParams(signed).toString();

describe('POST /api/webhooks/braintree', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const post = (signed: { bt_signature: string; bt_payload: string }) =>
    callRaw(testApp, 'POST', '/api/webhooks/braintree', { contentType: 'application/x-www-form-urlencoded', body: form(signed) });
  const rowOf = async (userId: number) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1))[0];
  const paymentsOf = async (userId: number) => await testApp.db.select().from(payments).where(eq(payments.userId, userId));

  async function subscribed() {
    const { user, token } = await signedIn(testApp);
    const answer = await subscribeViaApi(testApp, token);
    return { user, token, id: answer.subscription_id };
  }

  it('a renewal extends the paid period by a month and records the charge', async () => {
    const { user, id } = await subscribed();
    testApp.clock.advance(MINUTE_MS);
    const response = await post(await testApp.localPayments.sampleNotification('subscription_charged_successfully', id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await rowOf(user.id)).toMatchObject({ accessUntil: new Date('2026-05-10T15:00:00Z'), nextBillingDate: new Date('2026-05-10T15:00:00Z'), currentPeriodStart: new Date('2026-04-10T15:00:00Z') });
    expect((await paymentsOf(user.id)).map((payment) => [payment.kind, payment.providerReference])).toEqual([
      ['subscription', 'local-transaction-1'],
      ['renewal', 'local-transaction-2'],
    ]);
  });

  it('does not extend for the first charge, already paid at subscribe', async () => {
    const { user, id } = await subscribed();
    await post(await testApp.localPayments.sampleNotification('subscription_charged_successfully', id, { transactionId: 'local-transaction-1' }));
    expect((await rowOf(user.id))?.accessUntil).toEqual(new Date('2026-04-10T15:00:00Z'));
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('a replayed webhook changes nothing', async () => {
    const { user, id } = await subscribed();
    const signed = await testApp.localPayments.sampleNotification('subscription_charged_successfully', id);
    await post(signed);
    const after = await rowOf(user.id);
    const replay = await post(signed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await rowOf(user.id)).toEqual(after);
    expect(await paymentsOf(user.id)).toHaveLength(2);
    expect(await testApp.db.select().from(webhookEvents)).toHaveLength(1);
  });

  it('past-due, active again, cancelled and expired move the status', async () => {
    const { user, token, id } = await subscribed();
    const at = (minutes: number) => ({ timestamp: new Date(testApp.clock.now().getTime() + minutes * MINUTE_MS) });
    await post(await testApp.localPayments.sampleNotification('subscription_went_past_due', id, at(1)));
    expect((await rowOf(user.id))?.status).toBe('past_due');
    expect((await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token }))).subscription_status).toBe('active');
    await post(await testApp.localPayments.sampleNotification('subscription_went_active', id, at(2)));
    expect((await rowOf(user.id))?.status).toBe('active');
    await post(await testApp.localPayments.sampleNotification('subscription_canceled', id, at(3)));
    expect(await rowOf(user.id)).toMatchObject({ status: 'cancelled', cancelledAt: at(3).timestamp, accessUntil: new Date('2026-04-10T15:00:00Z') });
    await post(await testApp.localPayments.sampleNotification('subscription_expired', id, at(4)));
    expect((await rowOf(user.id))?.status).toBe('expired');
    expect((await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token }))).subscription_status).toBe('expired');
  });

  it('is order-safe: an event older than the last one applied is ignored', async () => {
    const { user, id } = await subscribed();
    const base = testApp.clock.now().getTime();
    await post(await testApp.localPayments.sampleNotification('subscription_canceled', id, { timestamp: new Date(base + 10 * MINUTE_MS) }));
    const late = await post(await testApp.localPayments.sampleNotification('subscription_went_active', id, { timestamp: new Date(base + 5 * MINUTE_MS) }));
    expect(await late.json()).toEqual({ ok: true, outcome: 'stale' });
    expect((await rowOf(user.id))?.status).toBe('cancelled');
  });

  it('ignores events our own cancel already superseded', async () => {
    const { user, token, id } = await subscribed();
    const before = new Date(testApp.clock.now().getTime() - MINUTE_MS);
    await call(testApp, 'DELETE', `/api/users/${user.id}/subscription`, { token });
    await post(await testApp.localPayments.sampleNotification('subscription_went_active', id, { timestamp: before }));
    expect((await rowOf(user.id))?.status).toBe('cancelled');
  });

  it('refuses a tampered signature or payload (400) and changes nothing', async () => {
    const { user, id } = await subscribed();
    const signed = await testApp.localPayments.sampleNotification('subscription_canceled', id);
    const forged = await testApp.localPayments.sampleNotification('subscription_expired', id);
    for (const attempt of [
      { ...signed, bt_signature: `${signed.bt_signature.slice(0, -1)}${signed.bt_signature.endsWith('a') ? 'b' : 'a'}` },
      { ...signed, bt_payload: forged.bt_payload },
      { ...signed, bt_signature: 'local_public_key|' },
    ]) {
      const response = await post(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid webhook signature' });
    }
    // The operator can tell a wrong webhook key from noise: each refusal is logged with Braintree's reason.
    expect(testApp.logs.filter((line) => line === 'webhook refused: signature does not match payload - one has been modified')).toHaveLength(3);
    expect((await rowOf(user.id))?.status).toBe('active');
    expect(await testApp.db.select().from(webhookEvents)).toEqual([]);
  });

  it('refuses a request without the form fields', async () => {
    expect((await callRaw(testApp, 'POST', '/api/webhooks/braintree', { contentType: 'application/x-www-form-urlencoded', body: 'bt_payload=x' })).status).toBe(400);
    expect((await callRaw(testApp, 'POST', '/api/webhooks/braintree', { contentType: 'application/json', body: '{}' })).status).toBe(400);
  });

  it('acknowledges events for subscriptions it does not know', async () => {
    const response = await post(await testApp.localPayments.sampleNotification('subscription_canceled', 'someone-elses'));
    expect(await response.json()).toEqual({ ok: true, outcome: 'ignored' });
  });

  describe('with the real Braintree adapter (offline: SDK-signed sample notifications)', () => {
    const config: BraintreeConfig = { environment: 'sandbox', merchantId: 'offline', publicKey: 'offline-public', privateKey: 'offline-private' };
    beforeEach(async () => {
      testApp.close();
      testApp = await createTestApp({ payments: () => createBraintreePaymentGateway(config) });
    });

    it('applies a verified notification and refuses one signed with another key', async () => {
      const { user } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { providerSubscriptionId: 'bt-sub-1' });
      const foreign = await braintreeSampleNotification({ ...config, privateKey: 'attacker' }, 'subscription_canceled', 'bt-sub-1');
      expect((await post(foreign)).status).toBe(400);
      expect((await rowOf(user.id))?.status).toBe('active');
      expect((await post(await braintreeSampleNotification(config, 'subscription_went_past_due', 'bt-sub-1'))).status).toBe(200);
      expect((await rowOf(user.id))?.status).toBe('past_due');
    });
  });
});

describe('POST /api/webhooks/paypal', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const post = async (event: Record<string, unknown>, tamper = false) => {
    const signed = await testApp.localWallet.signWebhook(event);
    return callRaw(testApp, 'POST', '/api/webhooks/paypal', { contentType: 'application/json', body: tamper ? signed.body.replace('"id"', '"id" ') : signed.body, headers: signed.headers });
  };

  async function approvedOrder() {
    const { user, token } = await signedIn(testApp);
    const order = (await jsonOf<{ id: string }>(await call(testApp, 'POST', '/api/paypal/orders', { token, body: { plan_type: 'plus' } }))).id;
    await testApp.localWallet.approve(order);
    return { user, token, order };
  }

  it('captures an approved order the payer never returned from, once', async () => {
    const { user, order } = await approvedOrder();
    const event = { id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: testApp.clock.now().toISOString(), resource: { id: order } };
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, outcome: 'applied' });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]).toMatchObject({ provider: 'paypal', planType: 'plus', status: 'active' });
    expect(await (await post(event)).json()).toEqual({ ok: true, outcome: 'duplicate' });
    const capture = await call(testApp, 'POST', `/api/paypal/orders/${order}/capture`);
    expect(capture.status).toBe(200);
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });

  it('a refunded capture ends the access it bought', async () => {
    const { user, token, order } = await approvedOrder();
    await call(testApp, 'POST', `/api/paypal/orders/${order}/capture`, { token });
    testApp.clock.advance(MINUTE_MS);
    await post({
      id: 'WH-2',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      create_time: testApp.clock.now().toISOString(),
      resource: { id: 'LOCALCAPTURE0000001', supplementary_data: { related_ids: { order_id: order } } },
    });
    expect((await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token }))).subscription_status).toBe('expired');
    expect((await testApp.db.select().from(payments).where(eq(payments.userId, user.id)).limit(1))[0]?.status).toBe('refunded');
  });

  it('refuses a tampered or unsigned event', async () => {
    const { user, order } = await approvedOrder();
    const event = { id: 'WH-3', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: testApp.clock.now().toISOString(), resource: { id: order } };
    const tampered = await post(event, true);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ error: 'Invalid webhook signature' });
    const unsigned = await callRaw(testApp, 'POST', '/api/webhooks/paypal', { contentType: 'application/json', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
  });
});
