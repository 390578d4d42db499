import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Carrier } from '../../../shared/packages/carrier-names';
import { showsStorageBadge } from '../../../shared/packages/storage';
import { packageLastStorageDay } from '../../../shared/storage/package-last-day';
import { newYorkToday } from '../../../shared/time/new-york';
import { currentTrip } from '../../../shared/trips/current-trip';
import { declaredTotal, orderDeadlines, packageOutlook, storageEndsBeforeTrip, tripPickupDays } from '../../../shared/trips/trip-forecast';
import type { TripForecast, TripPackage } from '../../../shared/trips/trip-forecast-schema';
import type { Db } from '../../db/client';
import { packages, type PackageRow } from '../../db/tables';
import { storageByOwner } from '../packages/package-view';
import { customerPickupHours } from '../pickups/customer-pickup-hours';
import { getSetting } from '../settings/settings-service';
import { tripPickup } from './trip-pickup';
import { tripsAheadOf } from './trip-queries';
import { toTrip } from './trip-view';

/** Not picked up nor shipped: on the way to the warehouse, or waiting there. */
const NOT_COLLECTED = ['pending', 'received', 'scheduled'];

/**
 * The forecast of the customer's current trip (docs/decisions/174), counted from New York's today at `now`; null
 * without a trip ahead.
 */
export async function currentTripForecast(db: Db, userId: number, now: Date): Promise<TripForecast | null> {
  const today = newYorkToday(now);
  const trip = currentTrip((await tripsAheadOf(db, userId, today)).map(toTrip), today);
  if (!trip) return null;
  const marginDays = await getSetting(db, 'trip_receiving_margin_days');
  const { hours } = await customerPickupHours(db, userId, now);
  const lastPickupDay = tripPickupDays(trip, today, hours).at(-1) ?? null;
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.userId, userId), inArray(packages.deliveryStatus, NOT_COLLECTED)))
    .orderBy(asc(packages.id));
  const storage = (await storageByOwner(db, [userId])).get(userId);
  const lastStorageDay = (pkg: PackageRow) =>
    showsStorageBadge({ delivery_status: pkg.deliveryStatus }) ? packageLastStorageDay(storage?.periodStart ?? null, storage?.storageDays ?? null, pkg.storageExtendedUntil) : null;
  const tripPackages = rows.map((pkg): TripPackage => {
    const carrier = pkg.carrier as Carrier | null;
    const outlook = packageOutlook({ delivery_status: pkg.deliveryStatus, status: pkg.status, carrier, estimated_delivery: pkg.estimatedDelivery }, { today, lastPickupDay, marginDays });
    const storageEnds = lastStorageDay(pkg);
    return {
      id: pkg.id,
      title: pkg.title,
      tracking_number: pkg.trackingNumber,
      carrier,
      ...outlook,
      last_storage_day: storageEnds,
      storage_ends_before_trip: storageEndsBeforeTrip(storageEnds, trip),
      declared_value_cents: pkg.declaredValueCents,
    };
  });
  const receivedIds = rows.filter((pkg) => pkg.deliveryStatus === 'received').map((pkg) => pkg.id);
  return {
    trip,
    today,
    last_pickup_day: lastPickupDay,
    receiving_margin_days: marginDays,
    packages: tripPackages,
    order_deadlines: orderDeadlines(lastPickupDay, marginDays, today),
    declared_value: { ...declaredTotal(rows.map((pkg) => pkg.declaredValueCents)), currency: 'USD' },
    pickup: await tripPickup(db, { userId, trip, now, today, hours, receivedIds }),
  };
}
