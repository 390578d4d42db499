import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { pickupSlotsOfDay } from '../../shared/pickup/pickup-capacity';
import type { Pickup, PickupSlots } from '../../shared/pickup/pickup-schema';
import type { Db } from '../db/client';
import { pickupPackages, pickups } from '../db/schema/pickups';
import { getSetting } from './settings-service';

export type PickupRow = typeof pickups.$inferSelect;

/** Scheduled pickups in one slot, leaving out `exceptPickupId` (the pickup being moved). */
export function scheduledInSlot(db: Db, date: string, time: string, exceptPickupId?: number): number {
  const conditions = [eq(pickups.status, 'scheduled'), eq(pickups.pickupDate, date), eq(pickups.pickupTime, time)];
  if (exceptPickupId !== undefined) conditions.push(ne(pickups.id, exceptPickupId));
  return db.select({ n: count() }).from(pickups).where(and(...conditions)).get()?.n ?? 0;
}

/** GET /api/pickup/slots: the day's slots with the places left under the configured capacity. */
export function slotsOfDay(db: Db, date: string, now: Date): PickupSlots {
  const rows = db
    .select({ time: pickups.pickupTime, n: count() })
    .from(pickups)
    .where(and(eq(pickups.status, 'scheduled'), eq(pickups.pickupDate, date)))
    .groupBy(pickups.pickupTime)
    .all();
  return pickupSlotsOfDay(date, now, getSetting(db, 'pickup_slot_capacity'), new Map(rows.map((row) => [row.time, row.n])));
}

export const pickupPackageIds = (db: Db, pickupId: number): number[] =>
  db.select({ id: pickupPackages.packageId }).from(pickupPackages).where(eq(pickupPackages.pickupId, pickupId)).orderBy(pickupPackages.packageId).all().map((row) => row.id);

/** Pickups as the API answers them, with their package ids read in one query. */
export function toPickupViews(db: Db, rows: PickupRow[]): Pickup[] {
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? db.select().from(pickupPackages).where(inArray(pickupPackages.pickupId, ids)).orderBy(pickupPackages.packageId).all()
    : [];
  return rows.map((row) => ({
    id: row.id,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    notes: row.notes,
    status: row.status,
    package_ids: links.filter((link) => link.pickupId === row.id).map((link) => link.packageId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** GET /api/pickups: the caller's pickups still to come, newest booking first. */
export function listScheduledPickups(db: Db, userId: number): Pickup[] {
  const rows = db
    .select()
    .from(pickups)
    .where(and(eq(pickups.userId, userId), eq(pickups.status, 'scheduled')))
    .orderBy(desc(pickups.createdAt), desc(pickups.id))
    .all();
  return toPickupViews(db, rows);
}
