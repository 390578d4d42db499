import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Delivery, DeliveryAnswer, DeliveryDestination, DeliveryPackageSchema, StaffDelivery } from '../../../shared/deliveries/delivery-schema';
import { canCancelDelivery, type DeliveryStage } from '../../../shared/deliveries/delivery-stages';
import { TrackingStatusSchema } from '../../../shared/packages/tracking-status';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { deliveryPackages, deliveryTrackingEvents, packages, users, type DeliveryRow } from '../../db/tables';

type DeliveryPackage = z.infer<typeof DeliveryPackageSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toDeliveryPackage = (row: { id: number; title: string; trackingNumber: string; weightLb: number | null }): DeliveryPackage => ({
  id: row.id,
  title: row.title,
  tracking_number: row.trackingNumber,
  weight_lb: row.weightLb,
});

async function packagesByDelivery(db: Db, ids: number[]): Promise<Map<number, DeliveryPackage[]>> {
  const rows = ids.length
    ? await db
        .select({ deliveryId: deliveryPackages.deliveryId, id: packages.id, title: packages.title, trackingNumber: packages.trackingNumber, weightLb: packages.weightLb })
        .from(deliveryPackages)
        .innerJoin(packages, eq(packages.id, deliveryPackages.packageId))
        .where(inArray(deliveryPackages.deliveryId, ids))
        .orderBy(asc(packages.id))
    : [];
  const byDelivery = new Map<number, DeliveryPackage[]>();
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), toDeliveryPackage(row)]);
  return byDelivery;
}

async function eventsByDelivery(db: Db, ids: number[]): Promise<Map<number, Delivery['events']>> {
  const rows = ids.length
    ? await db.select().from(deliveryTrackingEvents).where(inArray(deliveryTrackingEvents.deliveryId, ids)).orderBy(desc(deliveryTrackingEvents.eventTime), desc(deliveryTrackingEvents.id))
    : [];
  const byDelivery = new Map<number, Delivery['events']>();
  for (const row of rows) {
    const event = { status: TrackingStatusSchema.catch('in_transit').parse(row.status), description: row.description, location: row.location, event_time: row.eventTime.toISOString() };
    byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), event]);
  }
  return byDelivery;
}

function toDelivery(row: DeliveryRow, packageList: DeliveryPackage[], events: Delivery['events']): Delivery {
  // A row still paying is never answered (the queries leave it out), so its stage is one of the customer's.
  const stage = row.stage as DeliveryStage;
  return {
    id: row.id,
    status: stage,
    packages: packageList,
    destination: JSON.parse(row.destination) as DeliveryDestination,
    carrier: row.carrier as Delivery['carrier'],
    service: row.service,
    rate_cents: row.rateCents,
    handling_fee_cents: row.handlingFeeCents,
    total_cents: row.totalCents,
    currency: 'USD',
    payment_method: row.paymentMethod,
    paid_with: row.cardType && row.cardLast4 ? { card_type: row.cardType, last_4: row.cardLast4 } : null,
    est_delivery_date: row.estDeliveryDate,
    tracking_code: row.trackingCode,
    tracking_status: row.trackingStatus ? TrackingStatusSchema.catch('in_transit').parse(row.trackingStatus) : null,
    events,
    can_cancel: canCancelDelivery(stage),
    created_at: row.createdAt.toISOString(),
    label_bought_at: iso(row.labelBoughtAt),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
  };
}

/** The deliveries with their packages and scans, in the rows' order. */
export async function toDeliveries(db: Db, rows: DeliveryRow[]): Promise<Delivery[]> {
  const ids = rows.map((row) => row.id);
  const [packageLists, events] = await Promise.all([packagesByDelivery(db, ids), eventsByDelivery(db, ids)]);
  return rows.map((row) => toDelivery(row, packageLists.get(row.id) ?? [], events.get(row.id) ?? []));
}

/** As staff see them: with the customer and the weight to ship. */
export async function toStaffDeliveries(db: Db, rows: DeliveryRow[]): Promise<StaffDelivery[]> {
  const views = await toDeliveries(db, rows);
  const ownerIds = [...new Set(rows.map((row) => row.userId))];
  const owners = ownerIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, suiteCode: users.suiteCode }).from(users).where(inArray(users.id, ownerIds))
    : [];
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row, index) => {
    const owner = ownerById.get(row.userId);
    return {
      ...views[index]!,
      customer: { id: row.userId, name: owner ? `${owner.firstName} ${owner.lastName}` : '', email: owner?.email ?? '', suite_code: owner?.suiteCode ?? null },
      weight_oz: row.weightOz,
      has_label: row.labelFileKey !== null,
    };
  });
}

/** A delivery and the message of what just happened to it. */
export async function deliveryAnswer(db: Db, row: DeliveryRow, message: string): Promise<DeliveryAnswer> {
  const [delivery] = await toDeliveries(db, [row]);
  return { delivery: delivery!, message };
}
