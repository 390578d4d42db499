import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { WarehouseAddressInput } from '@shared/warehouse/warehouse-address-schema';
import { apiErrorMessage } from '@/lib/api-client';
import {
  activateWarehouseAddressMutation,
  createWarehouseAddressMutation,
  deleteWarehouseAddressMutation,
  updateWarehouseAddressMutation,
} from '../api/warehouse-queries';

/** Runs a write, toasts the spec's success text or the server's error (with the spec's fallback); true when done. */
async function withToasts(run: () => Promise<unknown>, success: string, fallback: string): Promise<boolean> {
  try {
    await run();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(await apiErrorMessage(error, fallback));
    return false;
  }
}

export function useWarehouseActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation(createWarehouseAddressMutation(queryClient));
  const update = useMutation(updateWarehouseAddressMutation(queryClient));
  const remove = useMutation(deleteWarehouseAddressMutation(queryClient));
  const activate = useMutation(activateWarehouseAddressMutation(queryClient));
  const text = (key: string) => t(`adminSettings.warehouses.toast.${key}`);

  return {
    save: (id: number | null, input: WarehouseAddressInput) =>
      id === null
        ? withToasts(() => create.mutateAsync(input), text('created'), text('createFailed'))
        : withToasts(() => update.mutateAsync({ id, input }), text('updated'), text('updateFailed')),
    saving: create.isPending || update.isPending,
    remove: (id: number) => withToasts(() => remove.mutateAsync(id), text('deleted'), text('deleteFailed')),
    removing: remove.isPending,
    activate: (id: number) => withToasts(() => activate.mutateAsync(id), text('activated'), text('activateFailed')),
    /** The address being activated, for its button's busy state. */
    activatingId: activate.isPending ? activate.variables : null,
  };
}

export type WarehouseActions = ReturnType<typeof useWarehouseActions>;
