import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientTokenResponseSchema, PaymentMethodListSchema, PaymentMethodResponseSchema } from '../../../../shared/payments/payment-method-schema';
import { localSandboxSubscriptions, subscriptions } from '../../../db/tables';
import { signedIn, subscribeViaApi } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

describe('/api/braintree', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const list = async (token: string) => PaymentMethodListSchema.parse(await (await call(testApp, 'GET', '/api/braintree/payment-methods', { token })).json()).payment_methods;
  const add = (token: string, paymentMethodNonce: string) => call(testApp, 'POST', '/api/braintree/payment-methods', { token, body: { paymentMethodNonce } });

  it('needs a session for every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/braintree/client-token'],
      ['GET', '/api/braintree/payment-methods'],
      ['POST', '/api/braintree/payment-methods'],
      ['DELETE', '/api/braintree/payment-methods/local-card-1'],
      ['POST', '/api/braintree/payment-methods/local-card-1/default'],
    ] as const) {
      const response = await call(testApp, method, path, method === 'POST' ? { body: { paymentMethodNonce: 'fake-valid-nonce' } } : {});
      expect(response.status).toBe(401);
    }
  });

  it('gives a client token in local mode, and says when saved cards exist', async () => {
    const { token } = await signedIn(testApp);
    const first = ClientTokenResponseSchema.parse(await (await call(testApp, 'GET', '/api/braintree/client-token', { token })).json());
    expect(first).toMatchObject({ mode: 'local', has_saved_payment_methods: false });
    await add(token, 'fake-valid-nonce');
    expect((await jsonOf(await call(testApp, 'GET', '/api/braintree/client-token', { token }))).has_saved_payment_methods).toBe(true);
  });

  it('adds, lists, makes default and deletes saved cards', async () => {
    const { token } = await signedIn(testApp);
    expect(await list(token)).toEqual([]);
    const added = await add(token, 'fake-valid-mastercard-nonce');
    expect(added.status).toBe(201);
    const master = PaymentMethodResponseSchema.parse(await added.json()).payment_method;
    expect(master).toMatchObject({ card_type: 'MasterCard', last_4: '4444', is_default: true, expiration_month: '12' });
    const visa = PaymentMethodResponseSchema.parse(await (await add(token, 'fake-valid-visa-nonce')).json()).payment_method;
    expect(visa).toMatchObject({ card_type: 'Visa', last_4: '1881', is_default: false });

    const made = await call(testApp, 'POST', `/api/braintree/payment-methods/${visa.token}/default`, { token });
    expect(made.status).toBe(200);
    expect((await jsonOf(made)).payment_method).toMatchObject({ token: visa.token, is_default: true });
    expect((await list(token)).map((card) => [card.last_4, card.is_default])).toEqual([['4444', false], ['1881', true]]);

    const deleted = await call(testApp, 'DELETE', `/api/braintree/payment-methods/${master.token}`, { token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await list(token)).map((card) => card.token)).toEqual([visa.token]);
  });

  it('answers declined and rejected cards like the subscribe call', async () => {
    const { token } = await signedIn(testApp);
    const declined = await add(token, 'fake-processor-declined-visa-nonce');
    expect(declined.status).toBe(402);
    expect((await jsonOf(declined)).error).toBe('Payment declined: Do Not Honor');
    const rejected = await add(token, 'fake-luhn-invalid-nonce');
    expect(rejected.status).toBe(400);
    expect((await jsonOf(rejected)).error).toBe('Invalid payment method');
    const missing = await call(testApp, 'POST', '/api/braintree/payment-methods', { token, body: {} });
    expect(await missing.json()).toEqual({ error: 'This field is required', field: 'paymentMethodNonce' });
    expect(await list(token)).toEqual([]);
  });

  it('a customer can never see, delete or choose another customer card (404)', async () => {
    const a = await signedIn(testApp);
    const b = await signedIn(testApp);
    const card = PaymentMethodResponseSchema.parse(await (await add(a.token, 'fake-valid-nonce')).json()).payment_method;
    await add(b.token, 'fake-valid-amex-nonce');
    expect((await list(b.token)).map((method) => method.card_type)).toEqual(['American Express']);
    for (const response of [
      await call(testApp, 'DELETE', `/api/braintree/payment-methods/${card.token}`, { token: b.token }),
      await call(testApp, 'POST', `/api/braintree/payment-methods/${card.token}/default`, { token: b.token }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Payment method not found' });
    }
    expect((await list(a.token)).map((method) => method.token)).toEqual([card.token]);
  });

  it('keeps the card that pays the subscription until another becomes default, which moves the subscription', async () => {
    const { user, token } = await signedIn(testApp);
    const subscribed = await subscribeViaApi(testApp, token);
    const [paying] = await list(token);
    const refused = await call(testApp, 'DELETE', `/api/braintree/payment-methods/${paying?.token}`, { token });
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).error).toBe('This card pays your subscription. Make another card the default first.');

    const other = PaymentMethodResponseSchema.parse(await (await add(token, 'fake-valid-discover-nonce')).json()).payment_method;
    await call(testApp, 'POST', `/api/braintree/payment-methods/${other.token}/default`, { token });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]?.paymentMethodToken).toBe(other.token);
    expect((await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, subscribed.subscription_id)).limit(1))[0]?.paymentMethodToken).toBe(other.token);
    expect((await call(testApp, 'DELETE', `/api/braintree/payment-methods/${paying?.token}`, { token })).status).toBe(200);
  });
});
