import { PickupPassSchema, type PickupDelegateRequest, type PickupPass } from '@shared/pickup/pickup-pass-schema';
import { api } from '@/lib/api-client';

/** PUT /api/pickup/{id}/delegate, or DELETE with null: the pass as it now reads. */
export async function setPickupDelegate(pickupId: number, delegate: PickupDelegateRequest | null): Promise<PickupPass> {
  const path = `pickup/${pickupId}/delegate`;
  return PickupPassSchema.parse(await (delegate ? api.put(path, { json: delegate }) : api.delete(path)).json());
}
