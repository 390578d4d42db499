import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StorageExtensionAnswer } from '@shared/storage/storage-extension-schema';
import { useOncePerVisit } from '@/lib/use-once-per-visit';
import { captureStoragePaypal, type StoragePaypalTarget } from '../api/capture-storage-paypal';
import { storageKeys } from '../api/storage-queries';
import { readPaypalFailure, type StoragePaypalFailure } from './read-paypal-failure';

export type StorageCaptureOutcome = { ok: true; answer: StorageExtensionAnswer } | ({ ok: false } & StoragePaypalFailure);

/**
 * The return page: the approved order captured once per visit; paid, the package's views are read again (`onPaid`)
 * and its quotes start from the new last day. `outcome` is null while the first capture runs.
 */
export function useStoragePaypalCapture(target: StoragePaypalTarget, onPaid?: () => unknown) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: captureStoragePaypal,
    onSuccess: () => Promise.all([onPaid?.(), queryClient.invalidateQueries({ queryKey: storageKeys.quotes(target.packageId) })]),
  });
  const visit = useOncePerVisit(`storage-paypal-capture:${target.extensionId}`, async (): Promise<StorageCaptureOutcome> => {
    try {
      return { ok: true, answer: await mutateAsync(target) };
    } catch (error) {
      return { ok: false, ...(await readPaypalFailure(error, { unknown: t('storageClock.paypal.captureUnknown'), fallback: t('storageClock.paypal.captureFailed') })) };
    }
  });
  return { outcome: visit.result, busy: visit.pending, retry: visit.retry };
}
