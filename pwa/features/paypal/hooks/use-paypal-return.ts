import { useEffect, useState } from 'react';
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
  /** Refreshes the user's data after the capture; its failure does not undo the success. */
  refreshUser: () => Promise<unknown>;
}

/** Processing, then success, login_required or error (part 2 section 4). */
export function usePaypalReturn({ token, signedIn, refreshUser }: ReturnOptions): ReturnView {
  const { t } = useTranslation();
  const [captured, setCaptured] = useState<{ ok: true; answer: CaptureAnswer } | { ok: false; message: string } | null>(null);
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    captureOnce(token, captureOrder).then(
      (answer) => !cancelled && setCaptured({ ok: true, answer }),
      async (error: unknown) => {
        const failure = await getApiFailure(error);
        const text = failure.kind === 'http' && failure.error ? translateServerMessage(t, failure.error) : t('paypal.return.errors.failed');
        if (!cancelled) setCaptured({ ok: false, message: text || t('paypal.return.errors.empty') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, t]);

  const succeeded = captured?.ok === true;
  useEffect(() => {
    if (!succeeded || signedIn !== true || refreshed) return;
    void refreshUser()
      .catch(() => undefined)
      .finally(() => setRefreshed(true));
  }, [succeeded, signedIn, refreshed, refreshUser]);

  if (!token) return { kind: 'error', message: t('paypal.return.errors.noToken') };
  if (!captured) return { kind: 'processing' };
  if (!captured.ok) return { kind: 'error', message: captured.message };
  if (signedIn === null) return { kind: 'processing' };
  if (!signedIn) return { kind: 'login_required' };
  return refreshed ? { kind: 'success', capture: captured.answer } : { kind: 'processing' };
}
