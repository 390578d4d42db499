import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { TripSettingsSchema, type TripSettings } from '@shared/trips/trip-settings-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'trips'] as const;

/** GET /api/settings/trips (staff): business days between the carrier's delivery and the parcel ready in the account. */
async function getTripSettings(): Promise<TripSettings> {
  return TripSettingsSchema.parse(await api.get('settings/trips').json());
}

/** POST /api/settings/trips (staff); every trip's forecast counts with it from the next request on. */
async function saveTripSettings(settings: TripSettings): Promise<TripSettings> {
  return TripSettingsSchema.parse(await api.post('settings/trips', { json: settings }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const tripSettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getTripSettings, staleTime: 0 });

export const saveTripSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveTripSettings, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
