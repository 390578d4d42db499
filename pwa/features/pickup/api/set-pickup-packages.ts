import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { PickupPackagesRequest } from '@shared/pickup/pickup-slots';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { BOOKING_REFRESHES } from './pickup-keys';

/** PUT /api/pickup/{id}/packages: every package the pickup is to hold; queued while the server cannot be reached. */
export function setPickupPackages(pickupId: number, request: PickupPackagesRequest): Promise<WriteResult<PickupBooked>> {
  return submitWrite(
    { kind: 'pickup-packages', method: 'PUT', path: `pickup/${pickupId}/packages`, body: request, target: pickupId, invalidate: BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
