import { PickupBookedSchema, type PickupBooked } from '@shared/pickup/pickup-schema';
import type { PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { api } from '@/lib/api-client';

/** POST /api/pickup/schedule (201). */
export async function schedulePickup(request: PickupScheduleRequest): Promise<PickupBooked> {
  return PickupBookedSchema.parse(await api.post('pickup/schedule', { json: request }).json());
}
