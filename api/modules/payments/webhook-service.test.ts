import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayNotification, SubscriptionEventKind } from '../../adapters/payments/payment-gateway';
import { payments, subscriptions, type UserRow } from '../../db/tables';
import { createSubscription, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../test/test-clock';
import { addMonths } from '../subscriptions/billing-period';
import { capturePaypalOrder, createPaypalOrder } from './paypal-order-service';
import { applyCardNotification, applyWalletEvent } from './webhook-service';

describe('webhook rules the business would notice', () => {
  let testApp: TestApp;
  let user: UserRow;
  let sequence = 0;
  beforeEach(async () => {
    testApp = await createTestApp();
    user = (await createUser(testApp)).user;
  });
  afterEach(() => testApp.close());

  const rowOf = async () => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0];
  const paymentsOf = async () => await testApp.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(payments.id);
  const card = (event: SubscriptionEventKind, subscriptionId: string, occurredAt: Date): GatewayNotification => ({
    kind: event,
    event,
    occurredAt,
    subscriptionId,
    transactionId: event === 'charged' ? `renewal-${++sequence}` : null,
    eventKey: `test:${++sequence}`,
  });

  describe('Braintree notifications', () => {
    it('applies an event with the same timestamp as the last applied one (Braintree sends went-active and charged together)', async () => {
      const row = await createSubscription(testApp, user.id, { status: 'past_due' });
      const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
      expect(await applyCardNotification(testApp.deps, card('active', row.providerSubscriptionId!, at))).toBe('applied');
      expect(await applyCardNotification(testApp.deps, card('charged', row.providerSubscriptionId!, at))).toBe('applied');
      expect(await rowOf()).toMatchObject({ status: 'active', accessUntil: addMonths(row.accessUntil, 1), lastEventAt: at });
      expect((await paymentsOf()).map((payment) => payment.kind)).toEqual(['renewal']);
    });

    it('ignores an event older than the last applied one', async () => {
      const row = await createSubscription(testApp, user.id, { lastEventAt: testApp.clock.now() });
      const before = new Date(testApp.clock.now().getTime() - 1);
      expect(await applyCardNotification(testApp.deps, card('charged', row.providerSubscriptionId!, before))).toBe('stale');
      expect(await rowOf()).toEqual(row);
      expect(await paymentsOf()).toEqual([]);
    });

    it.each(['cancelled', 'expired'] as const)('a renewal charge never reactivates a %s subscription nor extends it, but the money taken is recorded', async (status) => {
      const row = await createSubscription(testApp, user.id, { status, nextBillingDate: null });
      const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
      const charge = card('charged', row.providerSubscriptionId!, at);
      expect(await applyCardNotification(testApp.deps, charge)).toBe('applied');
      expect(await rowOf()).toMatchObject({ status, accessUntil: row.accessUntil, nextBillingDate: null, currentPeriodStart: row.currentPeriodStart });
      // Support sees the charge (and can refund it); the same charge notified again is not recorded twice.
      expect(await paymentsOf()).toMatchObject([{ kind: 'renewal', status: 'settled', providerReference: charge.transactionId, amountCents: row.priceCents }]);
      expect(await applyCardNotification(testApp.deps, { ...charge, eventKey: `test:${++sequence}` })).toBe('applied');
      expect(await paymentsOf()).toHaveLength(1);
    });
    it.each(['active', 'past_due', 'charge_failed'] as const)('a %s event never revives a cancelled subscription', async (event) => {
      const row = await createSubscription(testApp, user.id, { status: 'cancelled', nextBillingDate: null });
      const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
      expect(await applyCardNotification(testApp.deps, card(event, row.providerSubscriptionId!, at))).toBe('applied');
      expect(await rowOf()).toMatchObject({ status: 'cancelled', accessUntil: row.accessUntil });
    });
    it('a cancellation notice never turns an expired plan into a cancelled one', async () => {
      const row = await createSubscription(testApp, user.id, { status: 'expired', nextBillingDate: null });
      const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
      expect(await applyCardNotification(testApp.deps, card('cancelled', row.providerSubscriptionId!, at))).toBe('applied');
      expect(await rowOf()).toMatchObject({ status: 'expired', cancelledAt: null });
    });

    it('a repeated cancellation notice keeps the date the plan was first cancelled', async () => {
      const row = await createSubscription(testApp, user.id);
      const first = new Date(testApp.clock.now().getTime() + MINUTE_MS);
      expect(await applyCardNotification(testApp.deps, card('cancelled', row.providerSubscriptionId!, first))).toBe('applied');
      const later = new Date(first.getTime() + DAY_MS);
      expect(await applyCardNotification(testApp.deps, card('cancelled', row.providerSubscriptionId!, later))).toBe('applied');
      expect(await rowOf()).toMatchObject({ status: 'cancelled', cancelledAt: first, accessUntil: row.accessUntil });
    });
  });

  describe('PayPal events', () => {
    async function paidWalletPlan() {
      const order = await createPaypalOrder(testApp.deps, user, 'plus', undefined);
      await testApp.localWallet.approve(order.id);
      await capturePaypalOrder(testApp.deps, order.id);
      testApp.clock.advance(DAY_MS);
      return order.id;
    }
    const captureEvent = (eventType: string, orderId: string) => ({ id: `WH-${++sequence}`, eventType, occurredAt: testApp.clock.now(), orderId, captureId: 'CAPTURE-1' });

    it('a denied capture is recorded failed, not refunded, and ends the access it bought', async () => {
      const orderId = await paidWalletPlan();
      expect(await applyWalletEvent(testApp.deps, captureEvent('PAYMENT.CAPTURE.DENIED', orderId))).toBe('applied');
      expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'failed', failureMessage: 'PAYMENT.CAPTURE.DENIED' })]);
      expect(await rowOf()).toMatchObject({ status: 'expired', nextBillingDate: null });
    });

    it.each(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'])('%s is recorded refunded and ends the access', async (eventType) => {
      const orderId = await paidWalletPlan();
      expect(await applyWalletEvent(testApp.deps, captureEvent(eventType, orderId))).toBe('applied');
      expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'refunded', failureMessage: eventType })]);
      expect(await rowOf()).toMatchObject({ status: 'expired' });
    });

    it('refunding an older order never ends the plan bought again since', async () => {
      const first = await paidWalletPlan();
      const second = await paidWalletPlan();
      expect(await applyWalletEvent(testApp.deps, captureEvent('PAYMENT.CAPTURE.REFUNDED', first))).toBe('stale');
      expect(await rowOf()).toMatchObject({ status: 'active', providerSubscriptionId: second });
      expect((await paymentsOf()).map((payment) => [payment.providerReference, payment.status])).toEqual([
        [first, 'refunded'],
        [second, 'settled'],
      ]);
    });

    it('an approval event arriving after the return page captured the order changes nothing', async () => {
      const orderId = await paidWalletPlan();
      const before = await rowOf();
      expect(await applyWalletEvent(testApp.deps, captureEvent('CHECKOUT.ORDER.APPROVED', orderId))).toBe('ignored');
      expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'settled' })]);
      expect(await rowOf()).toEqual(before);
    });

    it('a completed capture event changes nothing', async () => {
      const orderId = await paidWalletPlan();
      const before = await rowOf();
      expect(await applyWalletEvent(testApp.deps, captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId))).toBe('ignored');
      expect(await paymentsOf()).toEqual([expect.objectContaining({ status: 'settled' })]);
      expect(await rowOf()).toEqual(before);
    });
  });
});
