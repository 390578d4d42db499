import { PickupSlotsSchema, type PickupSlots } from '@shared/pickup/pickup-schema';
import { api } from '@/lib/api-client';

/** GET /api/pickup/slots?date=YYYY-MM-DD: all 17 slots of the day with the places left. */
export async function getPickupSlots(date: string): Promise<PickupSlots> {
  return PickupSlotsSchema.parse(await api.get('pickup/slots', { searchParams: { date } }).json());
}
