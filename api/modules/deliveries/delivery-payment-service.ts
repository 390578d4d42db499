import { and, eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import type { DeliveryAnswer, DeliveryCreateRequest } from '../../../shared/deliveries/delivery-schema';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { deliveries, deliveryPackages } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { requireDeliveryPlan } from '../addresses/address-service';
import { errorText, gatewayRefusal } from '../payments/gateway-errors';
import { defaultCard } from '../payments/default-card';
import { cardLabel, recordPaymentReceipt } from '../payments/payment-receipts';
import { ownDeliveryRow } from './delivery-queries';
import { refundDeliveryPayment } from './delivery-refunds';
import { reserveDelivery } from './delivery-reservations';
import { deliveryAnswer } from './delivery-view';

/**
 * POST /api/deliveries: the chosen rate of a quote plus its handling fee, charged on the default card. A refused card
 * leaves nothing behind (the reservation is removed); a paid delivery waits in the staff's "to ship" queue.
 */
export async function payDelivery(deps: AppDeps, userId: number, input: DeliveryCreateRequest): Promise<DeliveryAnswer> {
  await requireDeliveryPlan(deps.db, userId, deps.now());
  const card = await defaultCard(deps, userId, DELIVERY_MESSAGES.noCard);
  const reserved = await reserveDelivery(deps, userId, input, 'card');
  let transactionId: string;
  try {
    ({ transactionId } = await deps.payments.chargeCard({ paymentMethodToken: card.token, amountCents: reserved.totalCents, orderId: `delivery-${reserved.id}` }));
  } catch (error) {
    deps.logger.warn({ module: 'deliveries' }, `delivery ${reserved.id} not charged: ${errorText(error)}`);
    await writeTransaction(deps.db, (tx) => tx.delete(deliveries).where(eq(deliveries.id, reserved.id)));
    throw gatewayRefusal(error);
  }
  const now = deps.now();
  const [paid] = await writeTransaction(deps.db, async (tx) => {
    const rows = await tx
      .update(deliveries)
      .set({ stage: 'paid', transactionId, cardType: card.cardType, cardLast4: card.last4, updatedAt: now })
      .where(eq(deliveries.id, reserved.id))
      .returning();
    const receipt = { purpose: 'delivery' as const, deliveryId: reserved.id, amountCents: reserved.totalCents, provider: 'card' as const, card: cardLabel(card) };
    await recordPaymentReceipt(tx, userId, { ...receipt, service: `${reserved.carrier} ${reserved.service}`, reference: transactionId }, now);
    return rows;
  });
  deps.alerts.kick();
  return deliveryAnswer(deps.db, paid!, DELIVERY_MESSAGES.paid);
}

/** The delivery this customer paid since `since` with this quote and rate (a run whose answer was lost). */
export async function paidSince(deps: AppDeps, userId: number, input: DeliveryCreateRequest, since: Date): Promise<DeliveryAnswer | undefined> {
  const [row] = await deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), eq(deliveries.quoteId, input.quote_id), eq(deliveries.rateId, input.rate_id)))
    .limit(1);
  return row && row.stage !== 'paying' && row.createdAt.getTime() >= since.getTime() ? deliveryAnswer(deps.db, row, DELIVERY_MESSAGES.paid) : undefined;
}

/**
 * DELETE /api/deliveries/{id}: until its label is bought. The delivery is taken first (so staff cannot buy its label
 * meanwhile), then refunded in full; a refund the gateway refuses puts it back as it was.
 */
export async function cancelDelivery(deps: AppDeps, userId: number, id: number): Promise<DeliveryAnswer> {
  const row = await ownDeliveryRow(deps.db, userId, id);
  if (row.stage !== 'paid') throw new DomainError('conflict', DELIVERY_MESSAGES.notCancellable);
  const now = deps.now();
  const [taken] = await writeTransaction(deps.db, (tx) =>
    tx
      .update(deliveries)
      .set({ stage: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'paid')))
      .returning(),
  );
  if (!taken) throw new DomainError('conflict', DELIVERY_MESSAGES.notCancellable);
  try {
    await refundDeliveryPayment(deps, taken);
  } catch (error) {
    deps.logger.error({ module: 'deliveries' }, `delivery ${row.id} refund failed: ${errorText(error)}`);
    await writeTransaction(deps.db, (tx) =>
      tx.update(deliveries).set({ stage: 'paid', cancelledAt: null, updatedAt: deps.now() }).where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'cancelled'))),
    );
    throw new DomainError('provider-failed', DELIVERY_MESSAGES.refundFailed);
  }
  await writeTransaction(deps.db, (tx) => tx.update(deliveryPackages).set({ holds: false }).where(eq(deliveryPackages.deliveryId, row.id)));
  return deliveryAnswer(deps.db, taken, DELIVERY_MESSAGES.cancelled);
}
