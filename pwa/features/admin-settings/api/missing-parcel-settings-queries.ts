import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { MissingParcelSettingsSchema, type MissingParcelSettings } from '@shared/receiving/missing-parcel-settings-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'missing-parcels'] as const;

/** GET /api/settings/missing-parcels (staff): business hours after the carrier's "delivered" before a parcel is looked for. */
async function getMissingParcelSettings(): Promise<MissingParcelSettings> {
  return MissingParcelSettingsSchema.parse(await api.get('settings/missing-parcels').json());
}

/** POST /api/settings/missing-parcels (staff); tasks already open stay open. */
async function saveMissingParcelSettings(settings: MissingParcelSettings): Promise<MissingParcelSettings> {
  return MissingParcelSettingsSchema.parse(await api.post('settings/missing-parcels', { json: settings }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const missingParcelSettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getMissingParcelSettings, staleTime: 0 });

export const saveMissingParcelSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveMissingParcelSettings, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
