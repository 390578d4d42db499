import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { useAccountDialogs, type AccountDialog } from '@/lib/account-dialogs';

const loadLogin = () => import('@/features/auth/components/login-dialog');
// The registration form is step 1 of the onboarding dialog.
const loadRegistration = () => import('../onboarding/onboarding-dialog');
const LoginDialog = lazy(loadLogin);
const OnboardingDialog = lazy(loadRegistration);
const EmailSentDialog = lazy(() => import('@/features/registration/components/email-sent-dialog'));
const VerificationDialog = lazy(() => import('@/features/email-verification/components/verification-dialog'));

const PREFETCH_DELAY_MS = 3000;

/**
 * The account dialogs; useAccountDialogs decides which one is open. Each is loaded on first
 * use (forms and validation stay out of the first download) and then stays mounted.
 */
export function AccountDialogs() {
  const navigate = useNavigate();
  const active = useAccountDialogs((state) => state.active);
  const [used, setUsed] = useState<readonly AccountDialog[]>([]);
  if (active && !used.includes(active)) setUsed([...used, active]);

  useEffect(() => {
    // The two dialogs most visitors open are fetched once the page has settled.
    const timer = window.setTimeout(() => void Promise.all([loadLogin(), loadRegistration()]).catch(() => undefined), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      {used.includes('login') && (
        <Suspense fallback={null}>
          <LoginDialog onLoggedIn={(user) => navigate(isStaffRole(user.role) ? '/admin' : '/dashboard')} />
        </Suspense>
      )}
      {used.includes('register') && (
        <Suspense fallback={null}>
          <OnboardingDialog />
        </Suspense>
      )}
      {used.includes('email-sent') && (
        <Suspense fallback={null}>
          <EmailSentDialog />
        </Suspense>
      )}
      {used.includes('verify') && (
        <Suspense fallback={null}>
          <VerificationDialog />
        </Suspense>
      )}
    </>
  );
}
