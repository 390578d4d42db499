import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { TripForecast } from '@shared/trips/trip-forecast-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { TRIP_BOOKING_REFRESHES } from './trip-keys';

type BookedPickup = NonNullable<TripForecast['pickup']['booked']>;

/**
 * The received packages added to the pickup booked during the trip (PUT /api/pickup/{id}/packages, decision 184):
 * one pickup a day, so the card adds rather than books again. Queued while the server cannot be reached.
 */
export function addToTripPickup(booked: BookedPickup): Promise<WriteResult<PickupBooked>> {
  const packageIds = [...new Set([...booked.package_ids, ...booked.addable_package_ids])];
  return submitWrite(
    { kind: 'pickup-packages', method: 'PUT', path: `pickup/${booked.id}/packages`, body: { package_ids: packageIds }, target: booked.id, invalidate: TRIP_BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
