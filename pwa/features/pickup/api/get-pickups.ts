import { PickupListSchema, type Pickup } from '@shared/pickup/pickup-schema';
import { api } from '@/lib/api-client';

/** GET /api/pickups: the customer's scheduled pickups. */
export async function getPickups(): Promise<Pickup[]> {
  return PickupListSchema.parse(await api.get('pickups').json()).pickups;
}
