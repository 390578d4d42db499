import type { StorageExtensionAnswer, StorageExtensionRequest } from '@shared/storage/storage-extension-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, checkedAnswer } from '@/lib/api-client';

/** A card payment can take a while at the processor. */
const PAYMENT_TIMEOUT_MS = 60_000;

export interface ExtendStorageInput {
  packageId: number;
  request: StorageExtensionRequest;
  /** One per payment attempt: a resend of the same attempt carries the same key, so it never charges twice. */
  idempotencyKey: string;
}

/** POST /api/packages/{id}/storage-extension: charges the quoted days on the default card. */
export const extendStorage = ({ packageId, request, idempotencyKey }: ExtendStorageInput): Promise<StorageExtensionAnswer> =>
  checkedAnswer(
    import('@shared/storage/storage-extension-schema').then((module) => module.StorageExtensionAnswerSchema),
    api.post(`packages/${packageId}/storage-extension`, { json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: PAYMENT_TIMEOUT_MS }).json(),
  );
