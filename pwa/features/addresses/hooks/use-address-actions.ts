import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress, DeliveryAddressInput } from '@shared/addresses/delivery-address-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { acceptCorrectionMutation, createAddressMutation, deleteAddressMutation, makePrimaryMutation, updateAddressMutation } from '../api/address-queries';

/** A save refused: the text to show in the form, and the field the server blamed (the carrier's, or the schema's). */
export type SaveOutcome = { ok: true; address: DeliveryAddress } | { ok: false; message: string; field?: string };

async function refusalOf(error: unknown, fallback: string): Promise<{ message: string; field?: string }> {
  const failure = await getApiFailure(error);
  const field = failure.kind === 'http' && typeof failure.body.field === 'string' ? failure.body.field : undefined;
  return { message: await describeApiFailure(failure, fallback), field };
}

export function useAddressActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation(createAddressMutation(queryClient));
  const update = useMutation(updateAddressMutation(queryClient));
  const remove = useMutation(deleteAddressMutation(queryClient));
  const primary = useMutation(makePrimaryMutation(queryClient));
  const accept = useMutation(acceptCorrectionMutation(queryClient));
  const text = (key: string) => t(`addresses.toast.${key}`);

  /** Runs a write and toasts its success or the server's refusal; true when done. */
  async function withToasts(run: () => Promise<unknown>, success: string, fallback: string): Promise<boolean> {
    try {
      await run();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error((await refusalOf(error, fallback)).message);
      return false;
    }
  }

  return {
    /** A refusal stays in the form (beside its field when the server names one) rather than in a toast. */
    async save(id: number | null, input: DeliveryAddressInput): Promise<SaveOutcome> {
      try {
        const address = id === null ? await create.mutateAsync(input) : await update.mutateAsync({ id, input });
        toast.success(text(address.suggested_correction ? 'createdWithCorrection' : id === null ? 'created' : 'updated'));
        return { ok: true, address };
      } catch (error) {
        return { ok: false, ...(await refusalOf(error, text('saveFailed'))) };
      }
    },
    saving: create.isPending || update.isPending,
    remove: (id: number) => withToasts(() => remove.mutateAsync(id), text('deleted'), text('deleteFailed')),
    removing: remove.isPending,
    makePrimary: (id: number) => withToasts(() => primary.mutateAsync(id), text('madePrimary'), text('primaryFailed')),
    /** The address being made primary, for its button's busy state. */
    makingPrimaryId: primary.isPending ? primary.variables : null,
    acceptCorrection: (id: number) => withToasts(() => accept.mutateAsync(id), text('accepted'), text('acceptFailed')),
    acceptingId: accept.isPending ? accept.variables : null,
  };
}

export type AddressActions = ReturnType<typeof useAddressActions>;
