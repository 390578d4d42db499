import type { PublicStoragePolicy } from '@shared/storage/overdue-parcel-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/storage-policy (public): the overstay policy's current values. */
export const getStoragePolicy = (): Promise<PublicStoragePolicy> =>
  checkedAnswer(import('@shared/storage/overdue-parcel-schema').then((module) => module.PublicStoragePolicySchema), api.get('storage-policy').json());
