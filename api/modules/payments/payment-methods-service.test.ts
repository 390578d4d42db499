import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentMethodListSchema } from '../../../shared/payments/payment-method-schema';
import { GatewayError } from '../../adapters/payments/payment-gateway';
import { subscriptions } from '../../db/tables';
import { createSubscription, signedIn, subscribeViaApi } from '../../test/factories';
import { call, createTestApp, type TestApp, type TestAppOptions } from '../../test/test-app';

describe('saved cards and the plan they pay', () => {
  let testApp: TestApp;
  let moves: string[];
  afterEach(() => testApp.close());

  const start = async (moveFails = false) => {
    moves = [];
    const options: TestAppOptions = {
      payments: (local) => ({
        ...local,
        updateSubscription: (id, change) => {
          moves.push(id);
          return moveFails ? Promise.reject(new GatewayError('failed', 'gateway timeout')) : local.updateSubscription(id, change);
        },
      }),
    };
    testApp = await createTestApp(options);
  };
  const cards = async (token: string) => PaymentMethodListSchema.parse(await (await call(testApp, 'GET', '/api/braintree/payment-methods', { token })).json()).payment_methods;
  const addCard = (token: string) => call(testApp, 'POST', '/api/braintree/payment-methods', { token, body: { paymentMethodNonce: 'fake-valid-discover-nonce' } });
  const makeDefault = (token: string, card: string) => call(testApp, 'POST', `/api/braintree/payment-methods/${card}/default`, { token });

  it('a cancelled plan renews nothing, so the card that paid it can be deleted', async () => {
    await start();
    const { user, token } = await signedIn(testApp);
    await subscribeViaApi(testApp, token);
    const [paying] = await cards(token);
    await testApp.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.userId, user.id));
    expect((await call(testApp, 'DELETE', `/api/braintree/payment-methods/${paying!.token}`, { token })).status).toBe(200);
  });

  it('makes the card default even when the gateway fails to move the plan to it, and logs the subscription', async () => {
    await start(true);
    const { user, token } = await signedIn(testApp);
    const { subscription_id: id } = await subscribeViaApi(testApp, token);
    const [paying] = await cards(token);
    await addCard(token);
    const other = (await cards(token)).find((card) => card.token !== paying!.token)!;
    expect((await makeDefault(token, other.token)).status).toBe(200);
    expect(moves).toEqual([id]);
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]?.paymentMethodToken).toBe(paying!.token);
    expect(testApp.logs).toContainEqual(expect.stringMatching(new RegExp(`${id}.*gateway timeout`)));
  });

  it('moves no PayPal plan, nor one the card gateway does not know, to a card', async () => {
    await start();
    const { user, token } = await signedIn(testApp);
    await addCard(token);
    await addCard(token);
    const [, second] = await cards(token);
    await createSubscription(testApp, user.id, { provider: 'paypal', providerSubscriptionId: 'PAYPAL-ORDER-1' });
    expect((await makeDefault(token, second!.token)).status).toBe(200);
    await testApp.db.update(subscriptions).set({ provider: 'braintree', providerSubscriptionId: null }).where(eq(subscriptions.userId, user.id));
    const [first] = await cards(token);
    expect((await makeDefault(token, first!.token)).status).toBe(200);
    expect(moves).toEqual([]);
  });
});
