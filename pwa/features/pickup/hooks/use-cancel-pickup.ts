import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cancelPickupMutation } from '../api/pickup-queries';

export type CancelOutcome = { ok: true } | { ok: false; message: string };

/** Cancels a pickup (decision 184): a toast either way, queued offline like any booking change. */
export function useCancelPickup(onCancelled: (answer: PickupBooked | null) => void) {
  const { t } = useTranslation();
  const mutation = useMutation(cancelPickupMutation(useQueryClient()));
  async function cancel(pickupId: number): Promise<CancelOutcome> {
    try {
      const result = await mutation.mutateAsync(pickupId);
      if (result.queued) toast.info(t('outbox.queued.cancelPickup'));
      else toast.success(t('pickup.cancel.done'));
      onCancelled(result.queued ? null : result.data);
      return { ok: true };
    } catch (error) {
      const message = await describeApiFailure(await getApiFailure(error), t('pickup.cancel.failed'));
      toast.error(message);
      return { ok: false, message };
    }
  }
  return { cancel, busy: mutation.isPending };
}
