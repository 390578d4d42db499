import type { StorageExtensionAnswer } from '@shared/storage/storage-extension-schema';
import { api, checkedAnswer } from '@/lib/api-client';

export interface StoragePaypalTarget {
  packageId: number;
  extensionId: number;
}

/** POST /api/packages/{id}/storage-extension/{extensionId}/paypal-capture: the approved order taken, the days recorded. */
export const captureStoragePaypal = ({ packageId, extensionId }: StoragePaypalTarget): Promise<StorageExtensionAnswer> =>
  checkedAnswer(
    import('@shared/storage/storage-extension-schema').then((module) => module.StorageExtensionAnswerSchema),
    api.post(`packages/${packageId}/storage-extension/${extensionId}/paypal-capture`, { timeout: 60_000 }).json(),
  );
