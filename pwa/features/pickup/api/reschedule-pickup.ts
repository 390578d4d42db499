import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { PickupRescheduleRequest } from '@shared/pickup/pickup-slots';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { BOOKING_REFRESHES } from './pickup-keys';

/** PUT /api/pickup/{id}/reschedule; queued while the server cannot be reached. */
export function reschedulePickup(pickupId: number, request: PickupRescheduleRequest): Promise<WriteResult<PickupBooked>> {
  return submitWrite(
    { kind: 'pickup-reschedule', method: 'PUT', path: `pickup/${pickupId}/reschedule`, body: request, target: pickupId, invalidate: BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
