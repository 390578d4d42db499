import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Pickup, SameDayPickup } from '@shared/pickup/pickup-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cancelPickupMutation, setPickupPackagesMutation } from '../api/pickup-queries';
import { withPackagesAdded } from '../model/same-day';
import type { BookingCallbacks, BookingOutcome } from './use-pickup-booking';

/**
 * A pickup moved onto a day that has another joins it instead (decision 184): this one cancelled, its packages
 * then added to the other, in that order (the outbox keeps it when offline), so no package is on two pickups.
 */
export function useJoinPickup({ onBooked, onQueued }: BookingCallbacks) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelPickupMutation(queryClient));
  const setPackages = useMutation(setPickupPackagesMutation(queryClient));
  async function join(from: Pick<Pickup, 'id'>, into: SameDayPickup, packageIds: readonly number[]): Promise<BookingOutcome> {
    try {
      const cancelled = await cancel.mutateAsync(from.id);
      const joined = await setPackages.mutateAsync({ pickupId: into.id, request: { package_ids: withPackagesAdded(into, packageIds) } });
      if (cancelled.queued || joined.queued) {
        toast.info(t('outbox.queued.pickup'));
        onQueued();
        return { ok: true, answer: null };
      }
      toast.success(t('pickup.sameDay.joined'));
      onBooked(joined.data);
      return { ok: true, answer: joined.data };
    } catch (error) {
      const message = await describeApiFailure(await getApiFailure(error), t('pickup.errors.failed'));
      toast.error(message);
      return { ok: false, message, slotRefused: false, sameDay: null };
    }
  }
  return { join, busy: cancel.isPending || setPackages.isPending };
}
