import { and, eq, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import {
  deliveryPaypalCancelPath,
  deliveryPaypalReturnPath,
  type DeliveryAnswer,
  type DeliveryCreateRequest,
  type DeliveryPaypalOrder,
} from '../../../shared/deliveries/delivery-schema';
import { PAYPAL_ERRORS } from '../../../shared/payments/paypal-order-schema';
import { isWalletError, type WalletCapture } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { deliveries, type DeliveryRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { requireDeliveryPlan } from '../addresses/address-service';
import { errorText } from '../payments/gateway-errors';
import { recordPaymentReceipt } from '../payments/payment-receipts';
import { refundDeliveryPayment } from './delivery-refunds';
import { pendingPaypalReservation, reserveDelivery } from './delivery-reservations';
import { deliveryAnswer } from './delivery-view';

const CURRENCY = 'USD';

/** The customer's own PayPal delivery at any stage (paying included: its return page asks for it); else 404. */
async function ownPaypalDelivery(db: Db, userId: number, id: number): Promise<DeliveryRow> {
  const [row] = await db.select().from(deliveries).where(and(eq(deliveries.id, id), eq(deliveries.userId, userId), eq(deliveries.paymentMethod, 'paypal'))).limit(1);
  if (!row) throw new DomainError('not-found', DELIVERY_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/deliveries/paypal-order: reserves the packages as the card payment does, then asks PayPal for an order of the
 * rate plus the handling fee that comes back to the delivery's return or cancel page. Asking again for the same rate
 * resumes the reservation and its order; an order PayPal could not create leaves nothing behind.
 */
export async function createDeliveryPaypalOrder(deps: AppDeps, userId: number, input: DeliveryCreateRequest): Promise<DeliveryPaypalOrder> {
  await requireDeliveryPlan(deps.db, userId, deps.now());
  const resumed = await pendingPaypalReservation(deps.db, userId, input);
  const row = resumed ?? (await reserveDelivery(deps, userId, input, 'paypal'));
  let order;
  try {
    order = await deps.wallet.createOrder({
      amountCents: row.totalCents,
      currency: CURRENCY,
      description: `Miami Drop delivery: ${row.carrier} ${row.service}`,
      customId: `user:${userId}:delivery:${row.id}`,
      // PayPal-Request-Id: asking again for this reservation gives its order again.
      requestId: `md-delivery-${row.id}-${row.createdAt.getTime()}`,
      returnUrl: `${deps.config.appUrl}${deliveryPaypalReturnPath(row.id)}`,
      cancelUrl: `${deps.config.appUrl}${deliveryPaypalCancelPath(row.id)}`,
    });
  } catch (error) {
    deps.logger.error({ module: 'deliveries' }, `PayPal order for delivery ${row.id} failed: ${errorText(error)}`);
    if (!resumed) await writeTransaction(deps.db, (tx) => tx.delete(deliveries).where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'paying'))));
    throw new DomainError('provider-failed', DELIVERY_MESSAGES.paypalFailed);
  }
  if (row.walletOrderId !== order.id) {
    await writeTransaction(deps.db, (tx) => tx.update(deliveries).set({ walletOrderId: order.id, updatedAt: deps.now() }).where(eq(deliveries.id, row.id)));
  }
  return { delivery_id: row.id, order: { id: order.id, status: order.status, links: order.links } };
}

/** The answer for a delivery past paying: paid (possibly shipped since) or cancelled and refunded. */
const settledAnswer = (deps: AppDeps, row: DeliveryRow) => deliveryAnswer(deps.db, row, row.stage === 'cancelled' ? DELIVERY_MESSAGES.cancelled : DELIVERY_MESSAGES.paid);

async function capture(deps: AppDeps, row: DeliveryRow, orderId: string): Promise<WalletCapture> {
  try {
    return await deps.wallet.captureOrder(orderId, `md-capture-${orderId}`);
  } catch (error) {
    if (isWalletError(error, 'not_approved')) throw new DomainError('unprocessable', PAYPAL_ERRORS.notApproved);
    deps.logger.error({ module: 'deliveries' }, `capture of ${orderId} for delivery ${row.id} failed: ${errorText(error)}`);
    throw new DomainError('provider-failed', DELIVERY_MESSAGES.paypalFailed);
  }
}

/**
 * Captures the approved order of a reservation and marks the delivery paid. Captures racing (the return page twice, or
 * the webhook) take one payment: PayPal answers a repeated capture with the first. A capture that lands after the
 * reservation was given up (cancelled, timed out, replaced) is refunded at once.
 */
async function captureReservation(deps: AppDeps, row: DeliveryRow): Promise<DeliveryAnswer> {
  if (row.stage === 'abandoned' || !row.walletOrderId) throw new DomainError('conflict', DELIVERY_MESSAGES.paypalExpired);
  if (row.stage !== 'paying') return settledAnswer(deps, row);
  const captured = await capture(deps, row, row.walletOrderId);
  const matches = captured.amountCents === null || (captured.amountCents === row.totalCents && (captured.currency ?? CURRENCY) === CURRENCY);
  const [paid] = matches
    ? await writeTransaction(deps.db, async (tx) => {
        const rows = await tx
          .update(deliveries)
          .set({ stage: 'paid', transactionId: captured.captureId, updatedAt: deps.now() })
          .where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'paying')))
          .returning();
        const receipt = { purpose: 'delivery' as const, deliveryId: row.id, amountCents: row.totalCents, provider: 'paypal' as const, service: `${row.carrier} ${row.service}` };
        if (rows.length > 0) await recordPaymentReceipt(tx, row.userId, { ...receipt, reference: captured.captureId }, deps.now());
        return rows;
      })
    : [];
  if (paid) {
    deps.alerts.kick();
    return deliveryAnswer(deps.db, paid, DELIVERY_MESSAGES.paid);
  }
  const [fresh] = await deps.db.select().from(deliveries).where(eq(deliveries.id, row.id)).limit(1);
  if (matches && fresh && fresh.transactionId === captured.captureId) return settledAnswer(deps, fresh);
  if (!matches) deps.logger.error({ module: 'deliveries' }, `delivery ${row.id}: PayPal captured ${captured.amountCents} ${captured.currency}, expected ${row.totalCents}`);
  try {
    await refundDeliveryPayment(deps, { paymentMethod: 'paypal', transactionId: captured.captureId });
  } catch (error) {
    deps.logger.error({ module: 'deliveries' }, `refund of late capture ${captured.captureId} (delivery ${row.id}) failed: ${errorText(error)}`);
    throw new DomainError('provider-failed', DELIVERY_MESSAGES.refundFailed);
  }
  throw new DomainError('conflict', matches ? DELIVERY_MESSAGES.paypalRefunded : DELIVERY_MESSAGES.paypalFailed);
}

/** POST /api/deliveries/{id}/paypal-capture: the return page, once PayPal sent the customer back approved. */
export async function captureDeliveryPaypalOrder(deps: AppDeps, userId: number, id: number): Promise<DeliveryAnswer> {
  return captureReservation(deps, await ownPaypalDelivery(deps.db, userId, id));
}

/** PayPal's CHECKOUT.ORDER.APPROVED for a delivery's order: captured even when the customer never came back. */
export async function captureApprovedDeliveryOrder(deps: AppDeps, orderId: string): Promise<'captured' | 'not-a-delivery'> {
  const [row] = await deps.db.select().from(deliveries).where(eq(deliveries.walletOrderId, orderId)).limit(1);
  if (!row) return 'not-a-delivery';
  await captureReservation(deps, row);
  return 'captured';
}

/**
 * DELETE /api/deliveries/{id}/paypal-order: the customer cancelled at PayPal. The reservation goes (nothing was taken)
 * and its packages are free again; one paid meanwhile is 409.
 */
export async function cancelDeliveryPaypalOrder(deps: AppDeps, userId: number, id: number): Promise<{ message: string }> {
  const row = await ownPaypalDelivery(deps.db, userId, id);
  if (row.stage === 'cancelled') return { message: DELIVERY_MESSAGES.cancelled };
  const [removed] = await writeTransaction(deps.db, (tx) =>
    tx
      .delete(deliveries)
      .where(and(eq(deliveries.id, row.id), inArray(deliveries.stage, ['paying', 'abandoned'])))
      .returning({ id: deliveries.id }),
  );
  if (!removed) throw new DomainError('conflict', DELIVERY_MESSAGES.alreadyPaid);
  return { message: DELIVERY_MESSAGES.paypalCancelled };
}
