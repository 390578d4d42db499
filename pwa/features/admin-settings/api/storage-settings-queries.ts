import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { StoragePolicySchema, type StoragePolicy } from '@shared/storage/storage-policy-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'storage'] as const;

/** GET /api/settings/storage (staff): the price of extra days and the overstay policy. */
async function getStorageSettings(): Promise<StoragePolicy> {
  return StoragePolicySchema.parse(await api.get('settings/storage').json());
}

/** POST /api/settings/storage (staff); days already bought keep their price. */
async function saveStorageSettings(policy: StoragePolicy): Promise<StoragePolicy> {
  return StoragePolicySchema.parse(await api.post('settings/storage', { json: policy }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const storageSettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getStorageSettings, staleTime: 0 });

export const saveStorageSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveStorageSettings, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
