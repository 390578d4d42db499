import { mutationOptions, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { PickupPackagesRequest, PickupRescheduleRequest, PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { cancelPickup } from './cancel-pickup';
import { getPickupHours } from './get-pickup-hours';
import { getPickupSlots } from './get-pickup-slots';
import { getPickups } from './get-pickups';
import { PICKUP_HOURS_KEY, PICKUP_PASS_KEY, PICKUP_SLOTS_KEY, PICKUPS_KEY } from './pickup-keys';
import { reschedulePickup } from './reschedule-pickup';
import { schedulePickup } from './schedule-pickup';
import { setPickupPackages } from './set-pickup-packages';

/** Places change as other customers book, so a day's slots are fresh for 30 seconds only. */
export const PICKUP_SLOTS_STALE_MS = 30_000;

/** The customer's scheduled pickups. */
export const pickupsQuery = () => queryOptions({ queryKey: PICKUPS_KEY, queryFn: getPickups });

/** The hours the customer may book: they change with the plan and the settings, seldom within a visit. */
export const pickupHoursQuery = () => queryOptions({ queryKey: PICKUP_HOURS_KEY, queryFn: getPickupHours });

/** One day's slots; null (no day chosen yet) fetches nothing. */
export const pickupSlotsQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...PICKUP_SLOTS_KEY, date],
    queryFn: date === null ? skipToken : () => getPickupSlots(date),
    staleTime: PICKUP_SLOTS_STALE_MS,
  });

/**
 * A booking changes the pickups, a moved one's pass and the places left; a refusal (slot full, gone) means the slots shown were old.
 * A booking queued offline changes nothing yet: the outbox refreshes them once the server has answered.
 */
function afterBooking(queryClient: QueryClient) {
  return {
    onSuccess: (result: { queued: boolean }) =>
      result.queued ? undefined : Promise.all([PICKUPS_KEY, PICKUP_PASS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PICKUP_SLOTS_KEY }),
  };
}

/** POST /pickup/schedule; the answer's packages are the updated packages, for the app to hand to the packages feature. */
export const schedulePickupMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (request: PickupScheduleRequest) => schedulePickup(request), ...afterBooking(queryClient) });

/** PUT /pickup/{id}/reschedule. */
export const reschedulePickupMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ pickupId, request }: { pickupId: number; request: PickupRescheduleRequest }) => reschedulePickup(pickupId, request),
    ...afterBooking(queryClient),
  });

/** PUT /pickup/{id}/packages: packages added to or taken off a booked pickup. */
export const setPickupPackagesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ pickupId, request }: { pickupId: number; request: PickupPackagesRequest }) => setPickupPackages(pickupId, request),
    ...afterBooking(queryClient),
  });

/** DELETE /pickup/{id}: its place in the slot is free again. */
export const cancelPickupMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: (pickupId: number) => cancelPickup(pickupId), ...afterBooking(queryClient) });
