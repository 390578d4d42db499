import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { BOOKING_REFRESHES } from './pickup-keys';

/** DELETE /api/pickup/{id}: the pickup cancelled, its packages received again; queued while the server cannot be reached. */
export function cancelPickup(pickupId: number): Promise<WriteResult<PickupBooked>> {
  return submitWrite(
    { kind: 'pickup-cancel', method: 'DELETE', path: `pickup/${pickupId}`, body: null, target: pickupId, invalidate: BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
