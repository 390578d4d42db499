import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StorageExtensionAnswer, StorageExtensionRequest } from '@shared/storage/storage-extension-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { AttemptKeys } from '@/lib/attempt-keys';
import { extendStorage } from '../api/extend-storage';
import { storageKeys } from '../api/storage-queries';

/** `unknown`: no answer arrived (network, a gateway): the same attempt may be sent again with the same key. */
export type ExtendOutcome = { ok: true; answer: StorageExtensionAnswer } | { ok: false; message: string; unknown: boolean };

/** Buys storage days; the Idempotency-Key is kept only while the outcome of the same attempt is unknown. */
export function useExtendStorage(packageId: number, onExtended: () => unknown) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const attempts = useRef(new AttemptKeys());
  const mutation = useMutation({
    mutationFn: extendStorage,
    // Every view of the package counts from its new last day; its quotes start from it.
    onSuccess: () => Promise.all([onExtended(), queryClient.invalidateQueries({ queryKey: storageKeys.quotes(packageId) })]),
  });

  const extend = async (request: StorageExtensionRequest): Promise<ExtendOutcome> => {
    try {
      const answer = await mutation.mutateAsync({ packageId, request, idempotencyKey: attempts.current.keyFor(JSON.stringify([packageId, request])) });
      attempts.current.settle();
      return { ok: true, answer };
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'network' || (failure.kind === 'server' && failure.status >= 500)) return { ok: false, message: t('storageClock.extend.unknown'), unknown: true };
      attempts.current.settle();
      return { ok: false, message: await describeApiFailure(failure, t('storageClock.extend.failed')), unknown: false };
    }
  };

  return { extend, busy: mutation.isPending };
}
