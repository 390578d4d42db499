import type { ParcelDisposal } from '@shared/storage/disposal-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, checkedAnswer } from '@/lib/api-client';

export interface DisposeParcelInput {
  packageId: number;
  note: string;
  /** One per attempt: a resend of the same attempt records it once. */
  idempotencyKey: string;
}

/** POST /api/admin/overdue-parcels/{packageId}/dispose (staff, decision 180). */
export const disposeParcel = ({ packageId, note, idempotencyKey }: DisposeParcelInput): Promise<ParcelDisposal> =>
  checkedAnswer(
    import('@shared/storage/disposal-schema').then((module) => module.ParcelDisposalSchema),
    api.post(`admin/overdue-parcels/${packageId}/dispose`, { json: { note }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }).json(),
  );

/** A disposal leaves the overdue list and changes the package in the admin panel's list (by key). */
export const DISPOSAL_REFRESHES = [['admin', 'overdue-parcels'], ['admin', 'packages']] as const;
