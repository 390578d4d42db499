import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PickupSettingsSchema, type PickupSettings } from '@shared/settings/settings-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'pickup'] as const;

/** GET /api/settings/pickup (staff): the places per slot and the Premium plan's extra windows. */
async function getPickupSettings(): Promise<PickupSettings> {
  return PickupSettingsSchema.parse(await api.get('settings/pickup').json());
}

/** POST /api/settings/pickup (staff); pickups already booked keep their slots. */
async function savePickupSettings(settings: PickupSettings): Promise<PickupSettings> {
  return PickupSettingsSchema.parse(await api.post('settings/pickup', { json: settings }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const pickupSettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getPickupSettings, staleTime: 0 });

export const savePickupSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: savePickupSettings, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
