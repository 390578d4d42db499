import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { TripProposedPickup } from '@shared/trips/trip-forecast-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { TRIP_BOOKING_REFRESHES } from './trip-keys';

/**
 * The proposed slot booked as it stands through the pickup booking itself (POST /api/pickup/schedule, 201); queued
 * while the server cannot be reached, and then shown as waiting on the pickup screen like any booking.
 */
export function bookTripPickup({ pickup_date, pickup_time, package_ids }: TripProposedPickup): Promise<WriteResult<PickupBooked>> {
  return submitWrite(
    { kind: 'pickup-schedule', method: 'POST', path: 'pickup/schedule', body: { pickup_date, pickup_time, package_ids }, target: null, invalidate: TRIP_BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
