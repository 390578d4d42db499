import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StaffDelivery } from '@shared/deliveries/delivery-schema';
import { isOpenDelivery } from '@shared/deliveries/delivery-stages';
import type { StaffDeliveryFilter } from '../model/staff-delivery-filter';
import { buyLabel } from './buy-label';
import { listStaffDeliveries } from './list-staff-deliveries';
import { markHandedOver } from './mark-handed-over';
import { HAND_OVER_REFRESHES, SHIPPING_QUEUE_KEY, shippingQueueKey } from './shipping-queue-keys';

export const shippingQueueQuery = (filter: StaffDeliveryFilter) => queryOptions({ queryKey: shippingQueueKey(filter), queryFn: () => listStaffDeliveries(filter) });

/**
 * The answered delivery in every list held, so its card moves on at once (out of "to ship" once shipped); the lists
 * are then read again, without holding the button busy on a slow network.
 */
function showAnswered(queryClient: QueryClient, delivery: StaffDelivery, refreshes: readonly (readonly unknown[])[]) {
  queryClient.setQueriesData<StaffDelivery[]>({ queryKey: SHIPPING_QUEUE_KEY }, (list) => list?.map((held) => (held.id === delivery.id ? delivery : held)));
  if (!isOpenDelivery(delivery.status)) {
    queryClient.setQueryData<StaffDelivery[]>(shippingQueueKey('to_ship'), (list) => list?.filter((held) => held.id !== delivery.id));
  }
  for (const queryKey of refreshes) void queryClient.invalidateQueries({ queryKey });
}

export const buyLabelMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => buyLabel(id),
    onSuccess: ({ delivery }) => showAnswered(queryClient, delivery, [SHIPPING_QUEUE_KEY]),
  });

export const handOverMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => markHandedOver(id, idempotencyKey),
    onSuccess: ({ delivery }) => showAnswered(queryClient, delivery, HAND_OVER_REFRESHES),
  });
