import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PICKUP_MESSAGES } from '@shared/pickup/pickup-schema';
import type { PickupPackagesRequest, PickupRescheduleRequest, PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import type { WriteResult } from '@/lib/outbox/outbox-write';
import { translateServerMessage } from '@/lib/server-messages';
import { reschedulePickupMutation, schedulePickupMutation, setPickupPackagesMutation } from '../api/pickup-queries';
import type { PickupBooked, SameDayPickup } from '@shared/pickup/pickup-schema';
import { sameDayPickupOf } from '../model/same-day';

/**
 * slotRefused: the time was taken or has passed meanwhile; the dialog clears it (the slots are refetched).
 * sameDay: the customer's pickup already on that day (decision 184), to add to or to book beside.
 * answer null: queued offline, shown as waiting on the pickup screen.
 */
export type BookingOutcome =
  | { ok: true; answer: PickupBooked | null }
  | { ok: false; message: string; slotRefused: boolean; sameDay: SameDayPickup | null };

export interface BookingCallbacks {
  onBooked: (answer: PickupBooked) => void;
  /** Nothing answered: the booking waits in the outbox. */
  onQueued: () => void;
}

const SLOT_REFUSALS: readonly string[] = [PICKUP_MESSAGES.slotFull, PICKUP_MESSAGES.slotUnavailable];

/**
 * Runs a booking and reports it: a toast either way (part 2 section 8: pickup failures show the
 * error text in a toast) and the outcome for the dialog, which shows the error beside the slots.
 */
function useReport(success: string) {
  const { t } = useTranslation();
  return async (run: () => Promise<WriteResult<PickupBooked>>, { onBooked, onQueued }: BookingCallbacks): Promise<BookingOutcome> => {
    try {
      const result = await run();
      if (result.queued) {
        toast.info(t('outbox.queued.pickup'));
        onQueued();
        return { ok: true, answer: null };
      }
      onBooked(result.data);
      toast.success(translateServerMessage(t, success));
      return { ok: true, answer: result.data };
    } catch (error) {
      const failure = await getApiFailure(error);
      const message = await describeApiFailure(failure, t('pickup.errors.failed'));
      const sameDay = failure.kind === 'http' ? sameDayPickupOf(failure.body) : null;
      // A choice the dialog offers rather than a failure: no toast for it.
      if (!sameDay) toast.error(message);
      return { ok: false, message, slotRefused: failure.kind === 'http' && SLOT_REFUSALS.includes(failure.error ?? ''), sameDay };
    }
  };
}

export function useSchedulePickup(callbacks: BookingCallbacks) {
  const mutation = useMutation(schedulePickupMutation(useQueryClient()));
  const report = useReport(PICKUP_MESSAGES.scheduled);
  const book = (request: PickupScheduleRequest) => report(() => mutation.mutateAsync(request), callbacks);
  return { book, busy: mutation.isPending };
}

export function useReschedulePickup(pickupId: number, callbacks: BookingCallbacks) {
  const mutation = useMutation(reschedulePickupMutation(useQueryClient()));
  const report = useReport(PICKUP_MESSAGES.rescheduled);
  const book = (request: PickupRescheduleRequest) => report(() => mutation.mutateAsync({ pickupId, request }), callbacks);
  return { book, busy: mutation.isPending };
}

export function useSetPickupPackages(callbacks: BookingCallbacks) {
  const mutation = useMutation(setPickupPackagesMutation(useQueryClient()));
  const report = useReport(PICKUP_MESSAGES.packagesUpdated);
  const book = (pickupId: number, request: PickupPackagesRequest) => report(() => mutation.mutateAsync({ pickupId, request }), callbacks);
  return { book, busy: mutation.isPending };
}
