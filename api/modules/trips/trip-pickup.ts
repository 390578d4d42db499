import { and, asc, between, eq } from 'drizzle-orm';
import type { PickupWindow } from '../../../shared/pickup/pickup-hours';
import { isSlotAhead, PICKUP_PACKAGE_IDS_MAX } from '../../../shared/pickup/pickup-slots';
import { hasValidAccess } from '../../../shared/subscription/access';
import type { TripDates } from '../../../shared/trips/current-trip';
import type { TripForecast } from '../../../shared/trips/trip-forecast-schema';
import { tripPickupDays } from '../../../shared/trips/trip-forecast';
import type { Db } from '../../db/client';
import { pickups } from '../../db/tables';
import { heldPackageIds } from '../deliveries/delivery-queries';
import { pickupPackageIds, slotsOfDay } from '../pickups/pickup-queries';
import { userSubscriptionView } from '../subscriptions/subscription-view';

interface TripPickupInput {
  userId: number;
  trip: TripDates;
  now: Date;
  today: string;
  hours: readonly PickupWindow[];
  /** The customer's packages received and not yet booked, oldest first. */
  receivedIds: number[];
}

type BookedPickup = Omit<NonNullable<TripForecast['pickup']['booked']>, 'addable_package_ids'>;

/** The customer's earliest scheduled pickup on a day of the trip. */
async function bookedDuring(db: Db, userId: number, trip: TripDates): Promise<BookedPickup | null> {
  const [row] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.userId, userId), eq(pickups.status, 'scheduled'), between(pickups.pickupDate, trip.arrival_date, trip.departure_date)))
    .orderBy(asc(pickups.pickupDate), asc(pickups.pickupTime), asc(pickups.id))
    .limit(1);
  return row ? { id: row.id, pickup_date: row.pickupDate, pickup_time: row.pickupTime, package_ids: await pickupPackageIds(db, row.id) } : null;
}

/**
 * The pickup of the trip: the one booked during it (with the received packages it could take on), or else the first slot with room (the pickup slots' own rules:
 * the customer's hours, Premium's flexible windows, the capacity, not past) from today on, with the received
 * packages that are free to book. None without such packages or without a plan that books (docs/decisions/174).
 */
export async function tripPickup(db: Db, input: TripPickupInput): Promise<TripForecast['pickup']> {
  const booked = await bookedDuring(db, input.userId, input.trip);
  const held = await heldPackageIds(db, input.receivedIds);
  const packageIds = input.receivedIds.filter((id) => !held.has(id)).slice(0, PICKUP_PACKAGE_IDS_MAX);
  const canBook = packageIds.length > 0 && hasValidAccess(await userSubscriptionView(db, input.userId, input.now), input.now);
  if (booked) {
    // Added to the booking while its slot is ahead, within the bound on one pickup's packages.
    const room = PICKUP_PACKAGE_IDS_MAX - booked.package_ids.length;
    const addable = canBook && isSlotAhead(booked.pickup_date, booked.pickup_time, input.now) ? packageIds.slice(0, Math.max(0, room)) : [];
    return { booked: { ...booked, addable_package_ids: addable }, proposed: null };
  }
  if (!canBook) return { booked: null, proposed: null };
  for (const day of tripPickupDays(input.trip, input.today, input.hours)) {
    const slot = (await slotsOfDay(db, input.userId, day, input.now)).slots.find((candidate) => candidate.available);
    if (slot) return { booked: null, proposed: { pickup_date: day, pickup_time: slot.time, package_ids: packageIds, flexible: slot.flexible } };
  }
  return { booked: null, proposed: null };
}
