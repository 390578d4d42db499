import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TripInput } from '@shared/trips/trip-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createTripMutation, deleteTripMutation, updateTripMutation } from '../api/trip-queries';

/** A save refused: the text to show in the form, and the field the server blamed. */
export type TripSaveOutcome = { ok: true } | { ok: false; message: string; field?: string };

export function useTripActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation(createTripMutation(queryClient));
  const update = useMutation(updateTripMutation(queryClient));
  const remove = useMutation(deleteTripMutation(queryClient));

  return {
    /** A refusal stays in the form, beside its field when the server names one. */
    async save(id: number | null, input: TripInput): Promise<TripSaveOutcome> {
      try {
        if (id === null) await create.mutateAsync(input);
        else await update.mutateAsync({ id, input });
        toast.success(t(id === null ? 'trips.toast.created' : 'trips.toast.updated'));
        return { ok: true };
      } catch (error) {
        const failure = await getApiFailure(error);
        const field = failure.kind === 'http' && typeof failure.body.field === 'string' ? failure.body.field : undefined;
        return { ok: false, message: await describeApiFailure(failure, t('trips.toast.saveFailed')), field };
      }
    },
    saving: create.isPending || update.isPending,
    async remove(id: number): Promise<boolean> {
      try {
        await remove.mutateAsync(id);
        toast.success(t('trips.toast.deleted'));
        return true;
      } catch (error) {
        toast.error(await describeApiFailure(await getApiFailure(error), t('trips.toast.deleteFailed')));
        return false;
      }
    },
    removing: remove.isPending,
  };
}

export type TripActions = ReturnType<typeof useTripActions>;
