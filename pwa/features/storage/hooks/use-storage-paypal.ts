import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StorageExtensionRequest } from '@shared/storage/storage-extension-schema';
import { AttemptKeys } from '@/lib/attempt-keys';
import { createStoragePaypalOrder } from '../api/create-storage-paypal-order';
import { readPaypalFailure } from './read-paypal-failure';

/** Failed, the customer stays in the dialog; `unknown`: no answer arrived, the same attempt may be sent with the same key. */
export type StoragePaypalStart = { ok: true } | { ok: false; message: string; unknown: boolean };

/**
 * Pays storage days with PayPal: the order is created (the days reserved) and the browser goes to PayPal to approve
 * it; PayPal sends it back to the package's return or cancel page. The Idempotency-Key is kept while the outcome is
 * unknown and after the order came (back from PayPal through the browser's history, the same order again).
 */
export function useStoragePaypal(packageId: number) {
  const { t } = useTranslation();
  const attempts = useRef(new AttemptKeys());
  const { mutateAsync } = useMutation({ mutationFn: createStoragePaypalOrder });
  // From the tap until the browser has left for PayPal (or a refusal came back).
  const [opening, setOpening] = useState(false);

  // The page shown again from the browser's memory (Back at PayPal): the button is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (request: StorageExtensionRequest): Promise<StoragePaypalStart> => {
    setOpening(true);
    try {
      const { order } = await mutateAsync({ packageId, request, idempotencyKey: attempts.current.keyFor(JSON.stringify([packageId, request])) });
      const { approveLinkOf } = await import('@shared/payments/paypal-order-schema');
      const approveUrl = approveLinkOf(order);
      if (!approveUrl) {
        attempts.current.settle();
        setOpening(false);
        return { ok: false, message: t('storageClock.paypal.noApproveLink'), unknown: false };
      }
      window.location.assign(approveUrl);
      return { ok: true };
    } catch (error) {
      const failure = await readPaypalFailure(error, { unknown: t('storageClock.paypal.unknown'), fallback: t('storageClock.paypal.failed') });
      if (!failure.retry) attempts.current.settle();
      setOpening(false);
      return { ok: false, message: failure.message, unknown: failure.retry };
    }
  };

  return { start, busy: opening };
}
