import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORAGE_MESSAGES } from '@shared/storage/storage-messages';
import { useOncePerVisit } from '@/lib/use-once-per-visit';
import { cancelStoragePaypalOrder } from '../api/cancel-storage-paypal-order';
import type { StoragePaypalTarget } from '../api/capture-storage-paypal';
import { readPaypalFailure, type StoragePaypalFailure } from './read-paypal-failure';

/** `message` is the server's text (translated where it is shown). */
export type StorageCancelOutcome = { ok: true; message: string } | ({ ok: false } & StoragePaypalFailure);

/** The cancel page: the waiting days given up once per visit. `outcome` is null while the first call runs. */
export function useCancelStoragePaypal(target: StoragePaypalTarget) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation({ mutationFn: cancelStoragePaypalOrder });
  const visit = useOncePerVisit(`storage-paypal-cancel:${target.extensionId}`, async (): Promise<StorageCancelOutcome> => {
    try {
      return { ok: true, message: (await mutateAsync(target)).message };
    } catch (error) {
      const failure = await readPaypalFailure(error, { unknown: t('storageClock.paypal.cancelUnknown'), fallback: t('storageClock.paypal.cancelFailed') });
      // Nothing to give up (never reserved, or gone): nothing was charged either.
      return failure.notFound ? { ok: true, message: STORAGE_MESSAGES.paypalCancelled } : { ok: false, ...failure };
    }
  });
  return { outcome: visit.result, busy: visit.pending, retry: visit.retry };
}
