import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { INVALID_OR_EXPIRED_TOKEN_MESSAGE } from '@shared/accounts/account-messages';
import { useAccountDialogs } from '@/lib/account-dialogs';

const withoutVerificationQuery = (current: URLSearchParams) => {
  current.delete('verification');
  current.delete('message');
  return current;
};

export type VerificationLinkError = { expired: boolean } | null;

/** Reads ?verification=success|error&message=... left by the e-mailed link (part 1 section 2). */
export function useVerificationQuery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openLogin = useAccountDialogs((state) => state.openLogin);
  const verification = params.get('verification');
  const message = params.get('message') ?? '';

  const clearQuery = () => setParams(withoutVerificationQuery, { replace: true });

  useEffect(() => {
    if (verification !== 'success') return;
    // A fixed id keeps StrictMode's double effect from stacking two toasts.
    toast.success(t('verification.verifiedToast'), { id: 'verification-success' });
    openLogin();
    setParams(withoutVerificationQuery, { replace: true });
  }, [verification, openLogin, setParams, t]);

  const linkError: VerificationLinkError =
    verification === 'error' ? { expired: message.toLowerCase().includes(INVALID_OR_EXPIRED_TOKEN_MESSAGE.toLowerCase()) } : null;

  return { linkError, clearQuery };
}
