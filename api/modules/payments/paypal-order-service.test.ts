import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYPAL_ERRORS } from '../../../shared/payments/paypal-order-schema';
import { WalletError, type WalletCapture, type WalletGateway } from '../../adapters/wallet/wallet-gateway';
import { idempotencyKeys, payments, subscriptions, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { createSubscription, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { capturePaypalOrder, createPaypalOrder, getPaypalOrder } from './paypal-order-service';
import { applyWalletEvent } from './webhook-service';

describe('capturePaypalOrder: the captured money must be the order', () => {
  let testApp: TestApp;
  let user: UserRow;
  /** What PayPal reports as captured, over the local sandbox's true capture. */
  let reported: Partial<WalletCapture>;
  beforeEach(async () => {
    reported = {};
    testApp = await createTestApp({
      wallet: (local) => ({ ...local, captureOrder: async (orderId, requestId) => ({ ...(await local.captureOrder(orderId, requestId)), ...reported }) }),
    });
    user = (await createUser(testApp)).user;
  });
  afterEach(() => testApp.close());

  const approvedOrder = async () => {
    const order = await createPaypalOrder(testApp.deps, user, 'premium', undefined);
    await testApp.localWallet.approve(order.id);
    return order.id;
  };
  const paymentOf = async (orderId: string) => (await testApp.db.select().from(payments).where(eq(payments.providerReference, orderId)).limit(1))[0];
  const subscriptionsOfUser = async () => await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));

  it.each([
    ['a lower amount', { amountCents: 1 }],
    ['a higher amount', { amountCents: 4991 }],
    ['another currency', { currency: 'EUR' }],
  ])('refuses %s and grants nothing (502, the payment recorded failed)', async (_case, capture) => {
    reported = capture;
    const orderId = await approvedOrder();
    await expect(capturePaypalOrder(testApp.deps, orderId)).rejects.toEqual(new DomainError('provider-failed', PAYPAL_ERRORS.captureFailed));
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed', failureMessage: 'Captured amount does not match the order', subscriptionId: null });
    expect(await subscriptionsOfUser()).toEqual([]);
    expect(testApp.logs.some((line) => line.includes(`order ${orderId} captured`))).toBe(true);
  });

  it('the webhook capturing an approved order refuses a wrong amount too', async () => {
    reported = { amountCents: 100, currency: 'USD' };
    const orderId = await approvedOrder();
    const event = { id: 'WH-1', eventType: 'CHECKOUT.ORDER.APPROVED', occurredAt: testApp.clock.now(), orderId, captureId: null };
    expect(await applyWalletEvent(testApp.deps, event)).toBe('applied');
    expect((await paymentOf(orderId))?.status).toBe('failed');
    expect(await subscriptionsOfUser()).toEqual([]);
    // Acknowledged (PayPal stops resending), so the log is the only trace of a payer who approved and got nothing.
    expect(testApp.logs).toContainEqual(expect.stringContaining(`capture after CHECKOUT.ORDER.APPROVED for ${orderId} failed: ${PAYPAL_ERRORS.captureFailed}`));
  });

  it('grants the 30 days when PayPal\'s capture leaves the amount out (the order itself was created for the catalogue price)', async () => {
    reported = { amountCents: null, currency: null };
    const orderId = await approvedOrder();
    expect(await capturePaypalOrder(testApp.deps, orderId)).toEqual({ plan_type: 'premium', access_until: '2026-04-09T15:00:00.000Z' });
    expect(await paymentOf(orderId)).toMatchObject({ status: 'settled', amountCents: 4990 });
  });

  it('grants the 30 days when the amount matches, also when PayPal leaves the currency out (USD)', async () => {
    reported = { currency: null };
    const orderId = await approvedOrder();
    expect(await capturePaypalOrder(testApp.deps, orderId)).toEqual({ plan_type: 'premium', access_until: '2026-04-09T15:00:00.000Z' });
    expect(await paymentOf(orderId)).toMatchObject({ status: 'settled', amountCents: 4990 });
    expect(await subscriptionsOfUser()).toEqual([expect.objectContaining({ status: 'active', planType: 'premium', priceCents: 4990 })]);
  });
});

describe('PayPal orders: what PayPal is asked, and what its failures leave behind', () => {
  type OrderInput = Parameters<WalletGateway['createOrder']>[0];
  let testApp: TestApp;
  let user: UserRow;
  let sent: OrderInput[];
  let failure: { create?: Error; get?: Error; capture?: Error };
  let duringCapture: () => Promise<unknown> | void;
  let captureRequests: string[];
  beforeEach(async () => {
    sent = [];
    failure = {};
    duringCapture = () => {};
    captureRequests = [];
    testApp = await createTestApp({
      wallet: (local) => ({
        ...local,
        createOrder: async (input) => {
          sent.push(input);
          if (failure.create) throw failure.create;
          return local.createOrder(input);
        },
        getOrder: async (orderId) => {
          if (failure.get) throw failure.get;
          return local.getOrder(orderId);
        },
        captureOrder: async (orderId, requestId) => {
          captureRequests.push(requestId);
          if (failure.capture) throw failure.capture;
          await duringCapture();
          return local.captureOrder(orderId, requestId);
        },
      }),
    });
    user = (await createUser(testApp)).user;
  });
  afterEach(() => testApp.close());

  const paymentsOf = async (userId = user.id) => await testApp.db.select().from(payments).where(eq(payments.userId, userId));
  const subscriptionsOf = async () => await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  const approvedOrder = async () => {
    const order = await createPaypalOrder(testApp.deps, user, 'premium', undefined);
    await testApp.localWallet.approve(order.id);
    return order.id;
  };

  it('asks for the catalogue price, names the plan to the payer, and sends our return and cancel pages and the customer as reference', async () => {
    await createPaypalOrder(testApp.deps, user, 'premium', 'key-1');
    expect(sent).toEqual([
      {
        amountCents: 4990,
        currency: 'USD',
        description: 'Miami Drop Premium Drop: 30 days',
        customId: `user:${user.id}:plan:premium`,
        requestId: expect.stringMatching(/^md-order-[0-9a-f]{16,}$/),
        returnUrl: 'http://app.test/paypal/return',
        cancelUrl: 'http://app.test/paypal/cancel',
      },
    ]);
  });

  it('one PayPal order per customer and key: a retry after a lost answer reaches the same order and records it once', async () => {
    const first = await createPaypalOrder(testApp.deps, user, 'premium', 'key-1');
    const retry = await createPaypalOrder(testApp.deps, user, 'premium', 'key-1');
    expect(retry.id).toBe(first.id);
    expect(await paymentsOf()).toEqual([expect.objectContaining({ providerReference: first.id, status: 'pending' })]);

    const otherKey = await createPaypalOrder(testApp.deps, user, 'premium', 'key-2');
    const other = (await createUser(testApp)).user;
    const otherCustomer = await createPaypalOrder(testApp.deps, other, 'premium', 'key-1');
    const withoutKey = [await createPaypalOrder(testApp.deps, user, 'basic', undefined), await createPaypalOrder(testApp.deps, user, 'basic', undefined)];
    expect(new Set([first.id, otherKey.id, otherCustomer.id, ...withoutKey.map((order) => order.id)]).size).toBe(5);
    expect(await paymentsOf(other.id)).toEqual([expect.objectContaining({ providerReference: otherCustomer.id })]);
  });

  it('PayPal failing to create the order: 502, nothing recorded, the reason in the server log', async () => {
    failure.create = new Error('PayPal is down');
    await expect(createPaypalOrder(testApp.deps, user, 'plus', undefined)).rejects.toEqual(new DomainError('provider-failed', PAYPAL_ERRORS.createFailed));
    expect(await paymentsOf()).toEqual([]);
    expect(testApp.logs).toContainEqual(expect.stringContaining(`user ${user.id}: PayPal is down`));
  });

  it('PayPal failing to show the order: 502, the reason in the server log', async () => {
    const order = await createPaypalOrder(testApp.deps, user, 'plus', undefined);
    failure.get = new Error('PayPal is down');
    await expect(getPaypalOrder(testApp.deps, user, order.id)).rejects.toEqual(new DomainError('provider-failed', 'Failed to get PayPal order'));
    expect(testApp.logs).toContainEqual(expect.stringContaining(`${order.id} failed: PayPal is down`));
  });

  it('refuses to capture while a card subscription is active (it would be billed twice): 409, no money taken, nothing granted', async () => {
    const orderId = await approvedOrder();
    const card = await createSubscription(testApp, user.id);
    await expect(capturePaypalOrder(testApp.deps, orderId)).rejects.toEqual(new DomainError('conflict', PAYPAL_ERRORS.alreadySubscribed));
    expect((await testApp.localWallet.describe(orderId))?.status).toBe('APPROVED');
    expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'pending', subscriptionId: null })]);
    expect(await subscriptionsOf()).toEqual([card]);
  });

  it('PayPal not knowing the order at capture: 404; PayPal failing: 502 with the reason logged; neither grants anything and both may be retried', async () => {
    const orderId = await approvedOrder();
    failure.capture = new WalletError('not_found', 'The specified resource does not exist.');
    await expect(capturePaypalOrder(testApp.deps, orderId)).rejects.toEqual(new DomainError('not-found', PAYPAL_ERRORS.notFound));
    failure.capture = new Error('socket hang up');
    await expect(capturePaypalOrder(testApp.deps, orderId)).rejects.toEqual(new DomainError('provider-failed', PAYPAL_ERRORS.captureFailed));
    expect(testApp.logs).toContainEqual(expect.stringContaining(`capture of ${orderId} failed: socket hang up`));
    expect(await subscriptionsOf()).toEqual([]);
    failure.capture = undefined;
    expect(await capturePaypalOrder(testApp.deps, orderId)).toMatchObject({ plan_type: 'premium' });
  });

  it('a card plan that starts while PayPal captures is never overwritten: the wallet plan is a subscription of its own', async () => {
    const orderId = await approvedOrder();
    let card: Awaited<ReturnType<typeof createSubscription>> | undefined;
    duringCapture = async () => (card = await createSubscription(testApp, user.id));
    await capturePaypalOrder(testApp.deps, orderId);
    expect(await subscriptionsOf()).toEqual([card, expect.objectContaining({ provider: 'paypal', providerSubscriptionId: orderId, status: 'active' })]);
  });

  it('a capture retried after a crash between granting and answering grants nothing twice and answers the access bought', async () => {
    const orderId = await approvedOrder();
    const first = await capturePaypalOrder(testApp.deps, orderId);
    // The process died before the answer was stored: the key holds no answer.
    await testApp.db.delete(idempotencyKeys);
    testApp.clock.advance(10 * MINUTE_MS);
    expect(await capturePaypalOrder(testApp.deps, orderId)).toEqual(first);
    expect(await subscriptionsOf()).toEqual([expect.objectContaining({ accessUntil: new Date(first.access_until) })]);
    expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'settled' })]);
    // PayPal recognises the retry by its request id (and answers the first capture); another order has its own.
    await capturePaypalOrder(testApp.deps, await approvedOrder());
    const [firstRequest, retryRequest, otherRequest] = captureRequests;
    expect(retryRequest).toBe(firstRequest);
    expect(otherRequest).not.toBe(firstRequest);
  });
});
