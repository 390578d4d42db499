import { CounterPickupAnswerSchema, type CounterPickup } from '@shared/pickup/pickup-pass-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api } from '@/lib/api-client';
import { PHOTO_FIELD } from '@shared/packages/package-photo-schema';
import { RETRY_WHEN_BUSY } from './post-photo';
import { shrinkPhoto } from './shrink-photo';

/**
 * PUT /api/pickup/{id}/handover. `attemptKey` is kept by the caller for one handover, so a retry after a lost answer
 * replays it instead of being refused as already collected.
 */
export async function handOverPickup(pickupId: number, collectedBy: string, attemptKey: string): Promise<CounterPickup> {
  const answer = await api.put(`pickup/${pickupId}/handover`, { json: { collected_by: collectedBy }, headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey } }).json();
  return CounterPickupAnswerSchema.parse(answer).pickup;
}

/** POST /api/pickup/{id}/handover/photo (multipart, field `photo`), shrunk first as parcel photos are. */
export async function uploadHandoverPhoto(pickupId: number, photo: File): Promise<CounterPickup> {
  const body = new FormData();
  body.append(PHOTO_FIELD, await shrinkPhoto(photo), photo.name || 'handover.jpg');
  return CounterPickupAnswerSchema.parse(await api.post(`pickup/${pickupId}/handover/photo`, { body, timeout: 60_000, retry: RETRY_WHEN_BUSY }).json()).pickup;
}
