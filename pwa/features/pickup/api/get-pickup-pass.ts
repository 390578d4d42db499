import { PickupPassSchema, type PickupPass } from '@shared/pickup/pickup-pass-schema';
import { api } from '@/lib/api-client';

/** GET /api/pickup/{id}/pass: the signed code and what the pass shows. */
export async function getPickupPass(pickupId: number): Promise<PickupPass> {
  return PickupPassSchema.parse(await api.get(`pickup/${pickupId}/pass`).json());
}
