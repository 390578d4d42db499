import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useAccountDialogs, type AccountDialog } from '@/lib/account-dialogs';
import { loadTexts } from '@/lib/i18n';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { usePagePath } from '../use-page-path';

const loadLogin = () => import('@/features/auth/components/login-dialog');
// The registration form is step 1 of the onboarding dialog.
const loadRegistration = () => import('../onboarding/onboarding-dialog');
const LoginDialog = lazyWithTexts(loadLogin, ['forms']);
const OnboardingDialog = lazyWithTexts(loadRegistration, ['forms', 'messages']);
const EmailSentDialog = lazyWithTexts(() => import('@/features/registration/components/email-sent-dialog'), ['forms']);
const VerificationDialog = lazyWithTexts(() => import('@/features/email-verification/components/verification-dialog'), ['forms']);

const PREFETCH_DELAY_MS = 3000;

/**
 * The account dialogs; useAccountDialogs decides which one is open. Each is loaded on first
 * use (forms and validation stay out of the first download) and then stays mounted.
 */
export function AccountDialogs() {
  const navigate = useNavigate();
  const pathOf = usePagePath();
  const active = useAccountDialogs((state) => state.active);
  const [used, setUsed] = useState<readonly AccountDialog[]>([]);
  if (active && !used.includes(active)) setUsed([...used, active]);
  const signedOut = useAuthStore((state) => state.status === 'anonymous');

  useEffect(() => {
    // The two dialogs most visitors open are fetched once the page has settled; a signed-in customer needs neither.
    if (!signedOut) return;
    const timer = window.setTimeout(() => void Promise.all([loadLogin(), loadRegistration(), loadTexts(['forms'])]).catch(() => undefined), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut]);

  return (
    <>
      {used.includes('login') && (
        <Suspense fallback={null}>
          <LoginDialog onLoggedIn={(user) => navigate(isStaffRole(user.role) ? '/admin' : '/dashboard')} signUpPath={pathOf('signUp')} />
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
