import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApiFailure } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { captureOrder, type CaptureAnswer } from '../api/capture-order';
import { captureOnce } from '../model/capture-once';

export type ReturnView =
  | { kind: 'processing' }
  | { kind: 'error'; message: string }
  | { kind: 'login_required' }
  | { kind: 'success'; capture: CaptureAnswer };

interface ReturnOptions {
  token: string | null;
  /** null while the session is still being checked. */
  signedIn: boolean | null;
  /** Refreshes the user's profile and subscription after the capture; its failure does not undo the success. */
  refreshUser: (capture: CaptureAnswer) => Promise<unknown>;
}

/** Processing, then success, login_required or error (part 2 section 4). */
export function usePaypalReturn({ token, signedIn, refreshUser }: ReturnOptions): ReturnView {
  const { t } = useTranslation();
  const [refreshed, setRefreshed] = useState(false);
  const capture = useMutation({
    mutationFn: async (orderId: string) => {
      try {
        return await captureOnce(orderId, captureOrder);
      } catch (error) {
        const failure = await getApiFailure(error);
        const text = failure.kind === 'http' && failure.error ? translateServerMessage(t, failure.error) : t('paypal.return.errors.failed');
        throw new Error(text || t('paypal.return.errors.empty'), { cause: error });
      }
    },
  });
  const { mutate } = capture;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const captured = capture.data;
  useEffect(() => {
    if (!captured || signedIn !== true || refreshed) return;
    void refreshUser(captured)
      .catch(() => undefined)
      .finally(() => setRefreshed(true));
  }, [captured, signedIn, refreshed, refreshUser]);

  if (!token) return { kind: 'error', message: t('paypal.return.errors.noToken') };
  if (capture.isError) return { kind: 'error', message: capture.error.message };
  if (!captured) return { kind: 'processing' };
  if (signedIn === null) return { kind: 'processing' };
  if (!signedIn) return { kind: 'login_required' };
  return refreshed ? { kind: 'success', capture: captured } : { kind: 'processing' };
}
