import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PickupDelegateRequest } from '@shared/pickup/pickup-pass-schema';
import { HELD_DATA_MAX_AGE_MS } from '@/lib/query-client';
import { getPickupPass } from './get-pickup-pass';
import { PICKUP_PASS_KEY } from './pickup-keys';
import { setPickupDelegate } from './set-pickup-delegate';

/**
 * A pickup's pass, kept on the device (the query persistence) for as long as held data is shown: the counter may have
 * no signal. It stays in memory as long, so an app left open for days does not drop it from the device.
 */
export const pickupPassQuery = (pickupId: number) =>
  queryOptions({ queryKey: [...PICKUP_PASS_KEY, pickupId], queryFn: () => getPickupPass(pickupId), gcTime: HELD_DATA_MAX_AGE_MS });

/** Name or remove (null) the delegate; the answer is the pass to keep. */
export const pickupDelegateMutation = (queryClient: QueryClient, pickupId: number) =>
  mutationOptions({
    mutationFn: (delegate: PickupDelegateRequest | null) => setPickupDelegate(pickupId, delegate),
    onSuccess: (pass) => queryClient.setQueryData(pickupPassQuery(pickupId).queryKey, pass),
  });
