import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { INVALID_OR_EXPIRED_TOKEN_MESSAGE } from '@shared/accounts/account-messages';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { isOnboardingPlanId } from '@shared/plans/plan-catalog';

const withoutVerificationQuery = (current: URLSearchParams) => {
  current.delete('verification');
  current.delete('message');
  current.delete('signed_in');
  current.delete('plan');
  return current;
};

/** The verified address the link hands over in the fragment (never sent to a server). */
export const emailFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('email')?.trim() ?? '';

export type VerificationLinkError = { expired: boolean } | null;

/**
 * Reads ?verification=success|error&message=... left by the e-mailed link (part 1 section 2). On success the
 * login opens: confirming the session the link opened in the registering browser (signed_in=1), else filled in
 * with the verified address; onboarding then continues (docs/decisions/122).
 */
export function useVerificationQuery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const openVerifiedLogin = useAccountDialogs((state) => state.openVerifiedLogin);
  const verification = params.get('verification');
  const message = params.get('message') ?? '';
  const signedIn = params.get('signed_in') === '1';
  const plan = params.get('plan');

  const clearQuery = () => setParams(withoutVerificationQuery, { replace: true });

  useEffect(() => {
    if (verification !== 'success') return;
    // A fixed id keeps StrictMode's double effect from stacking two toasts.
    toast.success(t(signedIn ? 'verification.verifiedSignedInToast' : 'verification.verifiedToast'), { id: 'verification-success' });
    // The plan chosen at sign-up, carried by the link: onboarding continues with it here too.
    if (isOnboardingPlanId(plan)) useAccountDialogs.getState().selectPlan(plan);
    openVerifiedLogin(emailFromHash(hash), signedIn);
    const rest = withoutVerificationQuery(new URLSearchParams(params)).toString();
    navigate({ search: rest ? `?${rest}` : '', hash: '' }, { replace: true });
  }, [verification, signedIn, plan, hash, params, openVerifiedLogin, navigate, t]);

  const linkError: VerificationLinkError =
    verification === 'error' ? { expired: message.toLowerCase().includes(INVALID_OR_EXPIRED_TOKEN_MESSAGE.toLowerCase()) } : null;

  return { linkError, clearQuery };
}
