import { PickupHoursSchema, type PickupHours } from '@shared/pickup/pickup-window-schema';
import { api } from '@/lib/api-client';

/** GET /api/pickup/hours: the hours the customer may book, and the flexible windows Premium adds. */
export async function getPickupHours(): Promise<PickupHours> {
  return PickupHoursSchema.parse(await api.get('pickup/hours').json());
}
