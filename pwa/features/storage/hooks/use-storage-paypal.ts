import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StorageExtensionRequest } from '@shared/storage/storage-extension-schema';
import { usePaypalRedirect } from '@/lib/use-paypal-redirect';
import { createStoragePaypalOrder } from '../api/create-storage-paypal-order';
import { readPaypalFailure } from './read-paypal-failure';

/**
 * Pays storage days with PayPal: the days are reserved by the order; PayPal sends the customer back to the package. A
 * failure marked `unknown` (no answer arrived) keeps the attempt's key for the same days.
 */
export function useStoragePaypal(packageId: number) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation({ mutationFn: createStoragePaypalOrder });
  return usePaypalRedirect<StorageExtensionRequest, { message: string; unknown: boolean }>({
    createOrder: (request, idempotencyKey) => mutateAsync({ packageId, request, idempotencyKey }),
    attemptOf: (request) => [packageId, request],
    noApproveLink: () => ({ message: t('storageClock.paypal.noApproveLink'), unknown: false }),
    refused: async (error) => {
      const failure = await readPaypalFailure(error, { unknown: t('storageClock.paypal.unknown'), fallback: t('storageClock.paypal.failed') });
      return { failure: { message: failure.message, unknown: failure.retry }, sameAttempt: failure.retry };
    },
  });
}
