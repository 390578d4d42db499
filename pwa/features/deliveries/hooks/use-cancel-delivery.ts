import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { apiErrorMessage } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { toast } from '@/lib/toast';
import { cancelDeliveryMutation } from '../api/delivery-queries';

export type CancelOutcome = { ok: true; answer: DeliveryAnswer } | { ok: false; message: string };

/** Cancels and refunds; the server's answer ("refunded") is toasted, a refusal is handed back for the dialog. */
export function useCancelDelivery(onCancelled?: (answer: DeliveryAnswer) => void) {
  const { t } = useTranslation();
  const mutation = useMutation(cancelDeliveryMutation(useQueryClient()));
  const cancel = async (id: number): Promise<CancelOutcome> => {
    try {
      const answer = await mutation.mutateAsync(id);
      toast.success(translateServerMessage(t, answer.message));
      onCancelled?.(answer);
      return { ok: true, answer };
    } catch (error) {
      return { ok: false, message: await apiErrorMessage(error, t('deliveries.cancel.failed')) };
    }
  };
  return { cancel, busy: mutation.isPending };
}
