import type { StorageExtensionRequest, StoragePaypalOrder } from '@shared/storage/storage-extension-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api, checkedAnswer } from '@/lib/api-client';

/** The days are reserved and PayPal is asked for an order: slower than a plain write. */
const ORDER_TIMEOUT_MS = 60_000;

export interface CreateStoragePaypalOrderInput {
  packageId: number;
  request: StorageExtensionRequest;
  /** One per attempt: a resend of the same attempt carries the same key and gets the same order. */
  idempotencyKey: string;
}

/** POST /api/packages/{id}/storage-extension/paypal-order: the quoted days reserved; their order is approved at PayPal. */
export const createStoragePaypalOrder = ({ packageId, request, idempotencyKey }: CreateStoragePaypalOrderInput): Promise<StoragePaypalOrder> =>
  checkedAnswer(
    import('@shared/storage/storage-extension-schema').then((module) => module.StoragePaypalOrderSchema),
    api.post(`packages/${packageId}/storage-extension/paypal-order`, { json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, timeout: ORDER_TIMEOUT_MS }).json(),
  );
