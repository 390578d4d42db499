import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYPAL_ERRORS } from '../../shared/payments/paypal-order-schema';
import type { WalletCapture } from '../adapters/wallet/wallet-gateway';
import { payments } from '../db/schema/payments';
import { subscriptions } from '../db/schema/subscriptions';
import type { UserRow } from '../db/schema/users';
import { ApiError } from '../http/api-error';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { capturePaypalOrder, createPaypalOrder } from './paypal-order-service';
import { applyWalletEvent } from './webhook-service';

describe('capturePaypalOrder: the captured money must be the order', () => {
  let testApp: TestApp;
  let user: UserRow;
  /** What PayPal reports as captured, over the local sandbox's true capture. */
  let reported: Partial<WalletCapture>;
  beforeEach(async () => {
    reported = {};
    testApp = createTestApp({
      wallet: (local) => ({ ...local, captureOrder: async (orderId, requestId) => ({ ...(await local.captureOrder(orderId, requestId)), ...reported }) }),
    });
    user = (await createUser(testApp)).user;
  });
  afterEach(() => testApp.close());

  const approvedOrder = async () => {
    const order = await createPaypalOrder(testApp.deps, user, 'premium', undefined);
    testApp.localWallet.approve(order.id);
    return order.id;
  };
  const paymentOf = (orderId: string) => testApp.db.select().from(payments).where(eq(payments.providerReference, orderId)).get();
  const subscriptionsOfUser = () => testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).all();

  it.each([
    ['a lower amount', { amountCents: 1 }],
    ['a higher amount', { amountCents: 4991 }],
    ['another currency', { currency: 'EUR' }],
  ])('refuses %s and grants nothing (502, the payment recorded failed)', async (_case, capture) => {
    reported = capture;
    const orderId = await approvedOrder();
    await expect(capturePaypalOrder(testApp.deps, orderId)).rejects.toEqual(new ApiError(502, PAYPAL_ERRORS.captureFailed));
    expect(paymentOf(orderId)).toMatchObject({ status: 'failed', failureMessage: 'Captured amount does not match the order', subscriptionId: null });
    expect(subscriptionsOfUser()).toEqual([]);
    expect(testApp.logs.some((line) => line.includes(`order ${orderId} captured`))).toBe(true);
  });

  it('the webhook capturing an approved order refuses a wrong amount too', async () => {
    reported = { amountCents: 100, currency: 'USD' };
    const orderId = await approvedOrder();
    const event = { id: 'WH-1', eventType: 'CHECKOUT.ORDER.APPROVED', occurredAt: testApp.clock.now(), orderId, captureId: null };
    expect(await applyWalletEvent(testApp.deps, event)).toBe('applied');
    expect(paymentOf(orderId)?.status).toBe('failed');
    expect(subscriptionsOfUser()).toEqual([]);
  });

  it('grants the 30 days when the amount matches, also when PayPal leaves the currency out (USD)', async () => {
    reported = { currency: null };
    const orderId = await approvedOrder();
    expect(await capturePaypalOrder(testApp.deps, orderId)).toEqual({ plan_type: 'premium', access_until: '2026-04-09T15:00:00.000Z' });
    expect(paymentOf(orderId)).toMatchObject({ status: 'settled', amountCents: 4990 });
    expect(subscriptionsOfUser()).toEqual([expect.objectContaining({ status: 'active', planType: 'premium', priceCents: 4990 })]);
  });
});
