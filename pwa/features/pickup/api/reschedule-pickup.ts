import { PickupBookedSchema } from '@shared/pickup/pickup-schema';
import type { PickupRescheduleRequest } from '@shared/pickup/pickup-slots';
import { api } from '@/lib/api-client';
import type { PickupBooked } from '@shared/pickup/pickup-schema';

/** PUT /api/pickup/{id}/reschedule. */
export async function reschedulePickup(pickupId: number, request: PickupRescheduleRequest): Promise<PickupBooked> {
  return PickupBookedSchema.parse(await api.put(`pickup/${pickupId}/reschedule`, { json: request }).json());
}
