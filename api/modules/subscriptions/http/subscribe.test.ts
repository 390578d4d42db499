import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SubscribeResponseSchema } from '../../../../shared/subscription/subscribe-request-schema';
import { GatewayError } from '../../../adapters/payments/payment-gateway';
import { localRecaptcha, LOCAL_RECAPTCHA_PASS_TOKEN } from '../../../adapters/recaptcha/local-recaptcha';
import { idempotencyKeys, payments, subscriptions } from '../../../db/tables';
import { createSession } from '../../sessions/sessions-service';
import { createSubscription, createUser, signedIn, subscribeBody, validPersonalInfo } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

describe('POST /api/subscriptions', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const subscribe = (token: string | undefined, body: unknown = subscribeBody(), headers: Record<string, string> = {}) =>
    call(testApp, 'POST', '/api/subscriptions', { token, body, headers });
  const rowsOf = async (userId: number) => ({
    subscriptions: await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    payments: await testApp.db.select().from(payments).where(eq(payments.userId, userId)),
  });

  it('needs a session', async () => {
    const response = await subscribe(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });

  it('subscribes with the catalogue price, charges the first month and answers the subscription', async () => {
    const { user, token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody({ amount: 1, price: 0.01 }));
    expect(response.status).toBe(201);
    const body = SubscribeResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ success: true, subscription_id: 'local-subscription-1', customer_id: 'local-customer-1' });
    expect(body.subscription).toMatchObject({
      subscription_status: 'active',
      plan_type: 'plus',
      plan_name: 'Standard Drop',
      plan_price: 39.9,
      max_shipments: 10,
      storage_days: 30,
      can_cancel: true,
      payment_provider: 'braintree',
      provider_subscription_id: 'local-subscription-1',
      next_billing_date: '2026-04-10T15:00:00.000Z',
      access_until: '2026-04-10T15:00:00.000Z',
      cancellation_effective_date: null,
    });
    const rows = await rowsOf(user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.subscriptions[0]).toMatchObject({ paymentMethodToken: 'local-card-1', providerCustomerId: 'local-customer-1', priceCents: 3990 });
    expect(rows.payments).toEqual([expect.objectContaining({ kind: 'subscription', status: 'settled', amountCents: 3990, providerReference: 'local-transaction-1', subscriptionId: rows.subscriptions[0]?.id })]);
  });

  it.each([
    ['drop_basic', 'basic', 29.9],
    ['premium_drop', 'premium', 49.9],
    ['basico', 'basic', 29.9],
    ['estandar', 'plus', 39.9],
    ['premium', 'premium', 49.9],
  ])('takes the plan id %s', async (planId, planType, price) => {
    const { token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody({ planId }));
    expect(response.status).toBe(201);
    expect((await jsonOf<{ subscription: { plan_type: string; plan_price: number } }>(response)).subscription).toMatchObject({ plan_type: planType, plan_price: price });
  });

  it.each([
    ['fake-processor-declined-visa-nonce'],
    ['fake-processor-declined-mastercard-nonce'],
  ])('answers 402 with the processor message for %s and subscribes nothing', async (nonce) => {
    const { user, token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody({ paymentMethodNonce: nonce }));
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: 'Payment declined: Do Not Honor', code: '2000' });
    const rows = await rowsOf(user.id);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.payments).toEqual([expect.objectContaining({ status: 'declined', failureMessage: 'Do Not Honor' })]);
  });

  it.each(['fake-luhn-invalid-nonce', 'fake-consumed-nonce'])('answers 400 Invalid payment method for %s', async (nonce) => {
    const { user, token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody({ paymentMethodNonce: nonce }));
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).error).toBe('Invalid payment method');
    expect((await rowsOf(user.id)).subscriptions).toEqual([]);
  });

  it.each([
    [{ paymentMethodNonce: '' }, 'This field is required', 'paymentMethodNonce'],
    [{ planId: 'gold' }, 'Invalid plan', 'planId'],
    [{ email: 'nope' }, 'Please enter a valid email address', 'email'],
    [{ personalInfo: { fullName: 'Ana' } }, 'Email is required', 'personalInfo.email'],
    [{ personalInfo: validPersonalInfo({ phoneNumber: '12' }) }, 'Invalid number (6–15 digits)', 'personalInfo.phoneNumber'],
    [{ personalInfo: validPersonalInfo({ phoneCountryCode: '+1' }) }, 'This number is not valid for the chosen country', 'personalInfo.phoneNumber'],
  ])('validates the body: %j', async (overrides, error, field) => {
    const { token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it('requires the personal info the payment step asks for', async () => {
    const { token } = await signedIn(testApp);
    const response = await subscribe(token, subscribeBody({ personalInfo: { ...subscribeBody().personalInfo, country: ' ' } }));
    expect(await response.json()).toEqual({ error: 'This field is required', field: 'personalInfo.country' });
  });

  it('refuses a second subscription while one is active (409) without charging', async () => {
    const { user, token } = await signedIn(testApp);
    expect((await subscribe(token)).status).toBe(201);
    const again = await subscribe(token, subscribeBody({ planId: 'premium_drop' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'You already have an active subscription' });
    expect((await rowsOf(user.id)).payments).toHaveLength(1);
  });

  it('lets a cancelled or expired plan be subscribed again', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { status: 'cancelled', cancelledAt: testApp.clock.now() });
    expect((await subscribe(token)).status).toBe(201);
    expect((await rowsOf(user.id)).subscriptions).toHaveLength(2);
  });

  it('replays the first answer for the same Idempotency-Key: one subscription, one payment', async () => {
    const { user, token } = await signedIn(testApp);
    const headers = { 'Idempotency-Key': 'attempt-1' };
    const first = await subscribe(token, subscribeBody(), headers);
    const firstBody = await first.json();
    const replay = await subscribe(token, subscribeBody(), headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);
    const rows = await rowsOf(user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
  });

  it('after a crash that lost the stored answer, a retry with the key gets the subscription, not "already subscribed" (decision 141)', async () => {
    const { user, token } = await signedIn(testApp);
    const headers = { 'Idempotency-Key': 'attempt-1' };
    const first = await subscribe(token, subscribeBody(), headers);
    expect(first.status).toBe(201);
    await testApp.db.update(idempotencyKeys).set({ statusCode: null, responseBody: null });
    testApp.deps.bootId = 'after-crash';
    const retry = await subscribe(token, subscribeBody(), headers);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    const rows = await rowsOf(user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
  });

  it('replays a declined answer for its key, and a new key can try another card', async () => {
    const { token } = await signedIn(testApp);
    const declined = subscribeBody({ paymentMethodNonce: 'fake-processor-declined-visa-nonce' });
    expect((await subscribe(token, declined, { 'Idempotency-Key': 'a' })).status).toBe(402);
    expect((await subscribe(token, declined, { 'Idempotency-Key': 'a' })).status).toBe(402);
    expect((await subscribe(token, subscribeBody(), { 'Idempotency-Key': 'b' })).status).toBe(201);
  });

  it('refuses the same key with a different body (422)', async () => {
    const { token } = await signedIn(testApp);
    expect((await subscribe(token, subscribeBody(), { 'Idempotency-Key': 'k' })).status).toBe(201);
    const other = await subscribe(token, subscribeBody({ planId: 'premium_drop' }), { 'Idempotency-Key': 'k' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: 'Idempotency-Key was already used with a different request' });
  });

  it('keeps keys per user: another user with the same key gets their own subscription', async () => {
    const a = await signedIn(testApp);
    const b = await signedIn(testApp);
    expect((await subscribe(a.token, subscribeBody(), { 'Idempotency-Key': 'same' })).status).toBe(201);
    const response = await subscribe(b.token, subscribeBody(), { 'Idempotency-Key': 'same' });
    expect(response.status).toBe(201);
    expect((await rowsOf(b.user.id)).subscriptions).toHaveLength(1);
  });

  it('charges once for a double click, with or without a key', async () => {
    const { user, token } = await signedIn(testApp);
    const [one, two] = await Promise.all([subscribe(token), subscribe(token)]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const sameKey = await signedIn(testApp);
    const headers = { 'Idempotency-Key': 'double-click' };
    const [three, four] = await Promise.all([subscribe(sameKey.token, subscribeBody(), headers), subscribe(sameKey.token, subscribeBody(), headers)]);
    expect([three.status, four.status]).toEqual([201, 201]);
    expect(await three.json()).toEqual(await four.json());
    for (const id of [user.id, sameKey.user.id]) {
      expect((await rowsOf(id)).subscriptions).toHaveLength(1);
      expect((await rowsOf(id)).payments.filter((payment) => payment.status === 'settled')).toHaveLength(1);
    }
  });

  it('answers 502 when the gateway is down and lets the same key retry', async () => {
    let down = true;
    testApp.close();
    testApp = await createTestApp({
      payments: (local) => ({
        ...local,
        createSubscription: (input) => (down ? Promise.reject(new GatewayError('failed', 'connect ECONNREFUSED')) : local.createSubscription(input)),
      }),
    });
    const { user, token } = await signedIn(testApp);
    const failed = await subscribe(token, subscribeBody(), { 'Idempotency-Key': 'retry' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Payment service unavailable. Please try again later.' });
    down = false;
    expect((await subscribe(token, subscribeBody(), { 'Idempotency-Key': 'retry' })).status).toBe(201);
    expect((await rowsOf(user.id)).payments.map((payment) => payment.status)).toEqual(['failed', 'settled']);
  });

  it('refuses an unverified account', async () => {
    const { user } = await createUser(testApp, { verified: false });
    const { token } = await createSession(testApp.db, user.id, false, testApp.clock.now(), { ipAddress: null, userAgent: null });
    const response = await subscribe(token);
    expect(response.status).toBe(403);
    expect((await jsonOf(response)).error).toBe('Account not activated. Please verify your email first.');
  });

  describe('with reCAPTCHA on', () => {
    beforeEach(async () => {
      testApp.close();
      testApp = await createTestApp({ recaptcha: localRecaptcha });
    });

    it('needs a token that passes', async () => {
      const { token } = await signedIn(testApp);
      const missing = await subscribe(token);
      expect(missing.status).toBe(400);
      expect((await jsonOf(missing)).error).toBe('RECAPTCHA_TOKEN_MISSING');
      const failing = await subscribe(token, subscribeBody({ recaptcha_token: 'wrong' }), { 'Idempotency-Key': 'r' });
      expect((await jsonOf(failing)).error).toBe('RECAPTCHA_VERIFICATION_FAILED');
      // A reCAPTCHA failure is not stored: the same attempt with a good token goes through.
      const passing = await subscribe(token, subscribeBody({ recaptcha_token: LOCAL_RECAPTCHA_PASS_TOKEN }), { 'Idempotency-Key': 'r' });
      expect(passing.status).toBe(201);
    });
  });
});
