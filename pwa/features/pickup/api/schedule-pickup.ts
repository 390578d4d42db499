import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { BOOKING_REFRESHES } from './pickup-keys';

/** POST /api/pickup/schedule (201); queued while the server cannot be reached. */
export function schedulePickup(request: PickupScheduleRequest): Promise<WriteResult<PickupBooked>> {
  return submitWrite(
    { kind: 'pickup-schedule', method: 'POST', path: 'pickup/schedule', body: request, target: null, invalidate: BOOKING_REFRESHES },
    { parse: (data) => PickupBookedSchema.parse(data) },
  );
}
