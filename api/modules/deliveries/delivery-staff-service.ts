import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import type { DeliveryDestination, StaffDeliveryAnswer, StaffDeliveryList } from '../../../shared/deliveries/delivery-schema';
import { DELIVERY_STAGES, TO_SHIP_STAGES } from '../../../shared/deliveries/delivery-stages';
import { isShippingError, type BoughtLabel, type Parcel } from '../../adapters/shipping/shipping-provider';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { deliveries, deliveryPackages, type DeliveryRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { CARRIER_RETRY_SECONDS } from '../addresses/carrier-check';
import { recordWorkflowStep } from '../packages/package-workflow';
import { errorText } from '../payments/gateway-errors';
import { recordDeliveryNews, sendDeliveryNews } from './delivery-announcements';
import { deliveryRow, packageIdsOf } from './delivery-queries';
import { labelAddresses, shippingRefusal } from './delivery-quote-service';
import { toStaffDeliveries } from './delivery-view';

/** The queue shows this many at a time: a day's deliveries, not the archive. */
const STAFF_LIST_LIMIT = 200;
const LABEL_CONTENT_TYPE = 'application/pdf';

const labelKeyOf = (row: DeliveryRow) => `labels/delivery-${row.id}.pdf`;

async function staffAnswer(deps: AppDeps, row: DeliveryRow, message: string): Promise<StaffDeliveryAnswer> {
  const [delivery] = await toStaffDeliveries(deps.db, [row]);
  return { delivery: delivery!, message };
}

/** GET /api/admin/deliveries: to ship (oldest first, the order to pack them), shipped, or all (newest first). */
export async function listStaffDeliveries(deps: AppDeps, filter: 'to_ship' | 'shipped' | 'all'): Promise<StaffDeliveryList> {
  const query = deps.db.select().from(deliveries);
  const rows =
    filter === 'to_ship'
      ? await query.where(inArray(deliveries.stage, TO_SHIP_STAGES)).orderBy(asc(deliveries.createdAt), asc(deliveries.id)).limit(STAFF_LIST_LIMIT)
      : await query
          .where(inArray(deliveries.stage, filter === 'shipped' ? ['shipped', 'delivered'] : DELIVERY_STAGES))
          .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
          .limit(STAFF_LIST_LIMIT);
  return { deliveries: await toStaffDeliveries(deps.db, rows) };
}

/**
 * The carrier's label for the rate paid. A quote's rates last a day: bought later, the same carrier and service is
 * quoted again and bought at today's price (the warehouse's to absorb, the customer paid what they were shown).
 */
async function buyPaidRate(deps: AppDeps, row: DeliveryRow): Promise<{ label: BoughtLabel; shipmentId: string; rateId: string }> {
  try {
    return { label: await deps.shipping.buyLabel({ shipmentId: row.shipmentId, rateId: row.rateId }), shipmentId: row.shipmentId, rateId: row.rateId };
  } catch (error) {
    if (!isShippingError(error, 'rate_expired')) throw error;
  }
  const parcel: Parcel = { weightOz: row.weightOz };
  const quote = await deps.shipping.quote({ ...(await labelAddresses(deps.db, JSON.parse(row.destination) as DeliveryDestination)), parcel });
  const rate = quote.rates.find((candidate) => candidate.carrier === row.carrier && candidate.service === row.service);
  if (!rate) throw new DomainError('unprocessable', DELIVERY_MESSAGES.noRates);
  return { label: await deps.shipping.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId }), shipmentId: quote.shipmentId, rateId: rate.rateId };
}

/** Keeps the label's PDF; a download that fails leaves it to be fetched again when it is printed. */
async function storeLabelPdf(deps: AppDeps, row: DeliveryRow): Promise<Uint8Array | null> {
  try {
    const bytes = await deps.shipping.labelPdf(row.shipmentId);
    await deps.files.put(labelKeyOf(row), bytes, LABEL_CONTENT_TYPE);
    await writeTransaction(deps.db, (tx) => tx.update(deliveries).set({ labelFileKey: labelKeyOf(row) }).where(eq(deliveries.id, row.id)));
    return bytes;
  } catch (error) {
    deps.logger.warn({ module: 'deliveries' }, `label of delivery ${row.id} not stored: ${errorText(error)}`);
    return null;
  }
}

/**
 * POST /api/admin/deliveries/{id}/label: buys the label of a paid delivery, once (asked again, the same label). Two
 * taps at once store one label; one bought twice (quoted again for each) has its spare refunded. Should the customer
 * cancel while it is bought, the label is refunded to the carrier and staff are told.
 */
export async function buyDeliveryLabel(deps: AppDeps, staff: UserRow, id: number): Promise<StaffDeliveryAnswer> {
  const row = await deliveryRow(deps.db, id);
  if (row.labelBoughtAt) return staffAnswer(deps, row, DELIVERY_MESSAGES.labelBought);
  if (row.stage !== 'paid') throw new DomainError('conflict', DELIVERY_MESSAGES.notShippable);
  let bought: Awaited<ReturnType<typeof buyPaidRate>>;
  try {
    bought = await buyPaidRate(deps, row);
  } catch (error) {
    deps.logger.warn({ module: 'deliveries' }, `label of delivery ${row.id} not bought: ${errorText(error)}`);
    throw shippingRefusal(error);
  }
  const now = deps.now();
  const [stored] = await writeTransaction(deps.db, (tx) =>
    tx
      .update(deliveries)
      .set({ stage: 'label_bought', shipmentId: bought.shipmentId, rateId: bought.rateId, trackingCode: bought.label.trackingCode, labelBoughtAt: now, labelBoughtBy: staff.id, updatedAt: now })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'paid')))
      .returning(),
  );
  if (!stored) {
    const current = await deliveryRow(deps.db, id);
    const spare = !current.labelBoughtAt || current.shipmentId !== bought.shipmentId;
    if (spare) await deps.shipping.refund(bought.shipmentId).catch((error: unknown) => deps.logger.error({ module: 'deliveries' }, `spare label of delivery ${row.id} not refunded: ${errorText(error)}`));
    if (current.labelBoughtAt) return staffAnswer(deps, current, DELIVERY_MESSAGES.labelBought);
    throw new DomainError('conflict', DELIVERY_MESSAGES.notShippable);
  }
  await storeLabelPdf(deps, stored);
  return staffAnswer(deps, await deliveryRow(deps.db, id), DELIVERY_MESSAGES.labelBought);
}

/** GET /api/admin/deliveries/{id}/label: the PDF as stored, or fetched from the carrier again (and kept). */
export async function deliveryLabelPdf(deps: AppDeps, id: number): Promise<Uint8Array> {
  const row = await deliveryRow(deps.db, id);
  if (!row.labelBoughtAt) throw new DomainError('conflict', DELIVERY_MESSAGES.labelNotBought);
  const kept = row.labelFileKey ? await deps.files.get(row.labelFileKey) : null;
  if (kept) return kept;
  const fetched = await storeLabelPdf(deps, row);
  if (!fetched) throw new DomainError('unavailable', DELIVERY_MESSAGES.carrierUnavailable, {}, { retryAfterSeconds: CARRIER_RETRY_SECONDS });
  return fetched;
}

/**
 * POST /api/admin/deliveries/{id}/handed-over: the box left with the carrier. Its packages move to `shipped` (their
 * storage clock stops, their plan slots free up), the tracking follows the label, and the customer is told.
 */
export async function handOverDelivery(deps: AppDeps, staff: UserRow, id: number): Promise<StaffDeliveryAnswer> {
  const row = await deliveryRow(deps.db, id);
  if (row.stage === 'shipped' || row.stage === 'delivered') return staffAnswer(deps, row, DELIVERY_MESSAGES.handedOver);
  if (row.stage !== 'label_bought') throw new DomainError('conflict', row.stage === 'paid' ? DELIVERY_MESSAGES.labelNotBought : DELIVERY_MESSAGES.notShippable);
  const now = deps.now();
  const mail = await writeTransaction(deps.db, async (tx) => {
    const [shipped] = await tx
      .update(deliveries)
      .set({ stage: 'shipped', shippedAt: now, shippedBy: staff.id, trackingNextCheckAt: now, updatedAt: now })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'label_bought')))
      .returning();
    if (!shipped) return null;
    const packageIds = await packageIdsOf(tx, row.id);
    await tx.update(deliveryPackages).set({ holds: false }).where(eq(deliveryPackages.deliveryId, row.id));
    const description = `Shipped with ${row.carrier} ${row.service}, tracking ${row.trackingCode}`;
    for (const packageId of packageIds) await recordWorkflowStep(tx, { packageId, type: 'shipped', description, actorUserId: staff.id, at: now });
    return recordDeliveryNews(tx, deps, shipped, 'shipped', packageIds.length);
  });
  await sendDeliveryNews(deps, mail);
  return staffAnswer(deps, await deliveryRow(deps.db, id), DELIVERY_MESSAGES.handedOver);
}
