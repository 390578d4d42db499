import { and, asc, eq, ne } from 'drizzle-orm';
import { PICKUP_MESSAGES, type SameDayPickup } from '../../../shared/pickup/pickup-schema';
import type { Db } from '../../db/client';
import { pickups } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { pickupPackageIds } from './pickup-queries';

/** The customer's earliest scheduled pickup on `date`, leaving out `exceptPickupId` (the pickup being moved). */
export async function scheduledPickupOnDay(db: Db, userId: number, date: string, exceptPickupId?: number): Promise<SameDayPickup | undefined> {
  const conditions = [eq(pickups.userId, userId), eq(pickups.status, 'scheduled'), eq(pickups.pickupDate, date)];
  if (exceptPickupId !== undefined) conditions.push(ne(pickups.id, exceptPickupId));
  const [row] = await db.select().from(pickups).where(and(...conditions)).orderBy(asc(pickups.pickupTime), asc(pickups.id)).limit(1);
  return row && { id: row.id, pickup_date: row.pickupDate, pickup_time: row.pickupTime, package_ids: await pickupPackageIds(db, row.id) };
}

/**
 * One pickup per customer per day unless they ask for another (decision 184): a 409 naming the day's pickup, so the
 * app can offer adding the packages to it or sending again with `allow_second`.
 */
export async function requireOnlyPickupOfDay(db: Db, userId: number, date: string, allowSecond: boolean | undefined, exceptPickupId?: number): Promise<void> {
  if (allowSecond) return;
  const existing = await scheduledPickupOnDay(db, userId, date, exceptPickupId);
  if (existing) throw new DomainError('conflict', PICKUP_MESSAGES.sameDay, { existing_pickup: existing });
}
