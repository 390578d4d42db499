import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { DeliverySettingsSchema, type DeliverySettings } from '@shared/deliveries/delivery-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'delivery'] as const;

/** GET /api/settings/delivery (staff): the handling fee added to every carrier rate. */
async function getDeliverySettings(): Promise<DeliverySettings> {
  return DeliverySettingsSchema.parse(await api.get('settings/delivery').json());
}

/** POST /api/settings/delivery (staff); deliveries already paid keep the fee they were charged. */
async function saveDeliverySettings(settings: DeliverySettings): Promise<DeliverySettings> {
  return DeliverySettingsSchema.parse(await api.post('settings/delivery', { json: settings }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const deliverySettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getDeliverySettings, staleTime: 0 });

export const saveDeliverySettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: saveDeliverySettings, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
