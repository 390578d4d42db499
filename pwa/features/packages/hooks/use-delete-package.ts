import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { deletePackageMutation } from '../api/package-queries';

/** DELETE the package; `onDeleted` runs once it is gone (navigate away, refresh the plan's count). */
export function useDeletePackage(packageId: number, onDeleted: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(deletePackageMutation(queryClient));
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setError(null);
    try {
      const result = await mutation.mutateAsync(packageId);
      if (result.queued) toast.info(t('outbox.queued.delete'));
      else toast.success(t('packageDetail.delete.done'));
      onDeleted();
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packageDetail.delete.failed')));
    }
  };

  return {
    remove,
    busy: mutation.isPending,
    /** While deleting and after, the package must not be read again (it would answer 404). */
    gone: mutation.isPending || mutation.isSuccess,
    error,
    clearError: () => setError(null),
  };
}
