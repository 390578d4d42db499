import type { StoragePaypalCancel } from '@shared/storage/storage-extension-schema';
import { api, checkedAnswer } from '@/lib/api-client';
import type { StoragePaypalTarget } from './capture-storage-paypal';

/** DELETE /api/packages/{id}/storage-extension/{extensionId}/paypal-order: cancelled at PayPal, nothing was charged. */
export const cancelStoragePaypalOrder = ({ packageId, extensionId }: StoragePaypalTarget): Promise<StoragePaypalCancel> =>
  checkedAnswer(
    import('@shared/storage/storage-extension-schema').then((module) => module.StoragePaypalCancelSchema),
    api.delete(`packages/${packageId}/storage-extension/${extensionId}/paypal-order`).json(),
  );
