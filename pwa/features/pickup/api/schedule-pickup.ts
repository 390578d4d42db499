import type { z } from 'zod';
import { PickupBookedSchema } from '@shared/pickup/pickup-schema';
import type { PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { api } from '@/lib/api-client';

/** The answer to a booking or a move: the pickup and its packages as they are now. */
export type PickupBooked = z.infer<typeof PickupBookedSchema>;

/** POST /api/pickup/schedule (201). */
export async function schedulePickup(request: PickupScheduleRequest): Promise<PickupBooked> {
  return PickupBookedSchema.parse(await api.post('pickup/schedule', { json: request }).json());
}
