import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { pickupSlotsOfDay } from '../../../shared/pickup/pickup-capacity';
import { pickupLocationOf } from '../../../shared/pickup/pickup-location';
import type { Pickup, PickupSlots } from '../../../shared/pickup/pickup-schema';
import type { Db } from '../../db/client';
import { pickupPackages, pickups } from '../../db/tables';
import { getSetting } from '../settings/settings-service';
import { activeWarehouseAddress } from '../warehouse-addresses/warehouse-service';
import { customerPickupHours } from './customer-pickup-hours';

export type PickupRow = typeof pickups.$inferSelect;

/** Scheduled pickups in one slot, leaving out `exceptPickupId` (the pickup being moved). */
export async function scheduledInSlot(db: Db, date: string, time: string, exceptPickupId?: number): Promise<number> {
  const conditions = [eq(pickups.status, 'scheduled'), eq(pickups.pickupDate, date), eq(pickups.pickupTime, time)];
  if (exceptPickupId !== undefined) conditions.push(ne(pickups.id, exceptPickupId));
  return (await db.select({ n: count() }).from(pickups).where(and(...conditions)))[0]?.n ?? 0;
}

/** GET /api/pickup/slots: the day's slots of the customer's hours with the places left under the configured capacity. */
export async function slotsOfDay(db: Db, userId: number, date: string, now: Date): Promise<PickupSlots> {
  const rows = await db
    .select({ time: pickups.pickupTime, n: count() })
    .from(pickups)
    .where(and(eq(pickups.status, 'scheduled'), eq(pickups.pickupDate, date)))
    .groupBy(pickups.pickupTime);
  const { hours } = await customerPickupHours(db, userId, now);
  return pickupSlotsOfDay(date, now, await getSetting(db, 'pickup_slot_capacity'), new Map(rows.map((row) => [row.time, row.n])), hours);
}

export const pickupPackageIds = async (db: Db, pickupId: number): Promise<number[]> =>
  (await db.select({ id: pickupPackages.packageId }).from(pickupPackages).where(eq(pickupPackages.pickupId, pickupId)).orderBy(pickupPackages.packageId)).map(
    (row) => row.id,
  );

/**
 * Pickups as the API answers them, with their package ids read in one query and where to collect them: the address
 * active now (staff may move the counter after a booking), or the fallback one, with the hours of each pickup's day.
 */
export async function toPickupViews(db: Db, rows: PickupRow[]): Promise<Pickup[]> {
  const ids = rows.map((row) => row.id);
  const links = ids.length ? await db.select().from(pickupPackages).where(inArray(pickupPackages.pickupId, ids)).orderBy(pickupPackages.packageId) : [];
  const warehouse = rows.length ? await activeWarehouseAddress(db) : undefined;
  return rows.map((row) => ({
    id: row.id,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    notes: row.notes,
    status: row.status,
    package_ids: links.filter((link) => link.pickupId === row.id).map((link) => link.packageId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    location: pickupLocationOf(warehouse, row.pickupDate),
  }));
}

/** GET /api/pickups: the caller's pickups still to come, newest booking first. */
export async function listScheduledPickups(db: Db, userId: number): Promise<Pickup[]> {
  const rows = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.userId, userId), eq(pickups.status, 'scheduled')))
    .orderBy(desc(pickups.createdAt), desc(pickups.id));
  return toPickupViews(db, rows);
}
