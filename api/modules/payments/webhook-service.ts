import { and, eq } from 'drizzle-orm';
import type { GatewayNotification } from '../../adapters/payments/payment-gateway';
import type { WalletWebhookEvent } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { payments, subscriptions, webhookEvents, type SubscriptionRow } from '../../db/tables';
import { addMonths } from '../subscriptions/billing-period';
import { errorText } from './gateway-errors';
import { captureApprovedDeliveryOrder } from '../deliveries/delivery-paypal-service';
import { captureApprovedStorageOrder } from '../storage/storage-paypal-service';
import { capturePaypalOrder } from './paypal-order-service';
import { recordPaymentReceipt } from './payment-receipts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** Records the event once; false when it was already seen (a replay). */
async function recordEvent(tx: Db, provider: 'braintree' | 'paypal', eventKey: string, kind: string, occurredAt: Date, now: Date): Promise<boolean> {
  const inserted = await tx.insert(webhookEvents).values({ provider, eventKey, kind, occurredAt, createdAt: now }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

/** Events older than the last one applied never overwrite newer state. */
const isStale = (row: SubscriptionRow, occurredAt: Date) => row.lastEventAt !== null && occurredAt.getTime() < row.lastEventAt.getTime();

/**
 * A verified Braintree notification: renewals extend the paid period, past-due, cancelled and
 * expired move the status. Idempotent (webhook_events) and order-safe (subscriptions.last_event_at).
 */
export async function applyCardNotification(deps: AppDeps, notification: GatewayNotification): Promise<WebhookOutcome> {
  const now = deps.now();
  const outcome = await writeTransaction(deps.db, async (tx): Promise<WebhookOutcome> => {
    if (!(await recordEvent(tx, 'braintree', notification.eventKey, notification.kind, notification.occurredAt, now))) return 'duplicate';
    if (!notification.event || !notification.subscriptionId) return 'ignored';
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerSubscriptionId, notification.subscriptionId), eq(subscriptions.provider, 'braintree')))
      .limit(1);
    if (!row) return 'ignored';
    if (isStale(row, notification.occurredAt)) return 'stale';

    const at = notification.occurredAt;
    const changes: Partial<typeof subscriptions.$inferInsert> = { lastEventAt: at, updatedAt: now };
    switch (notification.event) {
      case 'charged': {
        const [known] = notification.transactionId
          ? await tx
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.providerReference, notification.transactionId), eq(payments.provider, 'braintree')))
              .limit(1)
          : [];
        // The first period's charge is already recorded at subscribe time; only new charges renew.
        if (known) break;
        // A charge that lands after the plan ended (a cancel racing the billing run) renews nothing, but the money was
        // taken: it is recorded so that support sees it and can refund it.
        const renews = row.status !== 'cancelled' && row.status !== 'expired';
        const periodEnd = addMonths(row.accessUntil, 1);
        if (renews) Object.assign(changes, { status: 'active', currentPeriodStart: row.accessUntil, nextBillingDate: periodEnd, accessUntil: periodEnd });
        const [renewal] = await tx
          .insert(payments)
          .values({
            userId: row.userId,
            subscriptionId: row.id,
            provider: 'braintree',
            providerReference: notification.transactionId,
            kind: 'renewal',
            planType: row.planType,
            amountCents: row.priceCents,
            status: 'settled',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: payments.id });
        // The customer's receipt of every charge, a late one too (decision 181); the worker is kicked after the transaction.
        await recordPaymentReceipt(
          tx,
          row.userId,
          { purpose: 'renewal', paymentId: renewal!.id, amountCents: row.priceCents, provider: 'card', planType: row.planType, paidUntil: renews ? periodEnd.toISOString() : null, reference: notification.transactionId },
          now,
        );
        break;
      }
      case 'charge_failed':
      case 'past_due':
        if (row.status === 'active') changes.status = 'past_due';
        break;
      case 'active':
        if (row.status === 'past_due') changes.status = 'active';
        break;
      case 'cancelled':
        if (row.status !== 'cancelled' && row.status !== 'expired') Object.assign(changes, { status: 'cancelled', cancelledAt: at, nextBillingDate: null });
        break;
      case 'expired':
        Object.assign(changes, { status: 'expired', nextBillingDate: null });
        break;
    }
    await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, row.id));
    return 'applied';
  });
  if (outcome === 'applied') deps.alerts.kick();
  return outcome;
}

const REFUND_EVENTS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED', 'PAYMENT.CAPTURE.DENIED']);

/**
 * A verified PayPal event. An approved order, a plan's, a delivery's or storage days' (found by the order id each
 * stored), is captured here too (the payer may never reach the return page); a refunded, reversed or denied capture
 * ends the access it bought.
 */
export async function applyWalletEvent(deps: AppDeps, event: WalletWebhookEvent): Promise<WebhookOutcome> {
  const now = deps.now();
  const outcome = await writeTransaction(deps.db, async (tx): Promise<WebhookOutcome | 'capture' | 'capture-delivery'> => {
    if (!(await recordEvent(tx, 'paypal', event.id, event.eventType, event.occurredAt, now))) return 'duplicate';
    if (!event.orderId) return 'ignored';
    const [payment] = await tx.select().from(payments).where(and(eq(payments.providerReference, event.orderId), eq(payments.kind, 'wallet_order'))).limit(1);
    if (!payment) return event.eventType === 'CHECKOUT.ORDER.APPROVED' ? 'capture-delivery' : 'ignored';
    if (event.eventType === 'CHECKOUT.ORDER.APPROVED') {
      if (payment.status !== 'pending') return 'ignored';
      await tx.update(payments).set({ status: 'approved', updatedAt: now }).where(eq(payments.id, payment.id));
      return 'capture';
    }
    if (!REFUND_EVENTS.has(event.eventType)) return 'ignored';
    await tx
      .update(payments)
      .set({ status: event.eventType === 'PAYMENT.CAPTURE.DENIED' ? 'failed' : 'refunded', failureMessage: event.eventType, updatedAt: now })
      .where(eq(payments.id, payment.id));
    const [row] = payment.subscriptionId ? await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId)).limit(1) : [];
    if (!row || row.providerSubscriptionId !== event.orderId || isStale(row, event.occurredAt)) return row ? 'stale' : 'applied';
    await tx.update(subscriptions).set({ status: 'expired', nextBillingDate: null, lastEventAt: event.occurredAt, updatedAt: now }).where(eq(subscriptions.id, row.id));
    return 'applied';
  });
  if (outcome !== 'capture' && outcome !== 'capture-delivery') return outcome;
  try {
    if (outcome === 'capture') await capturePaypalOrder(deps, event.orderId ?? '');
    else if ((await captureApprovedDeliveryOrder(deps, event.orderId ?? '')) === 'not-a-delivery' && (await captureApprovedStorageOrder(deps, event.orderId ?? '')) === 'not-storage') {
      return 'ignored';
    }
  } catch (error) {
    deps.logger.error({ module: 'paypal' }, `capture after ${event.eventType} for ${event.orderId} failed: ${errorText(error)}`);
  }
  return 'applied';
}
