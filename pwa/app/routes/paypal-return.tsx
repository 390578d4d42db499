import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PLAN, planByType } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { formatLongDate } from '@shared/time/new-york';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { OnboardingDialogShell } from '@/features/onboarding/components/onboarding-dialog-shell';
import { ThankYouStep } from '@/features/onboarding/components/thank-you-step';
import { PaypalReturnView } from '@/features/paypal/components/paypal-return-view';
import { usePaypalReturn } from '@/features/paypal/hooks/use-paypal-return';
import type { CaptureAnswer } from '@/features/paypal/api/capture-order';
import { refreshSubscription } from '@/features/subscription/api/subscription-queries';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { currentLanguage } from '@/lib/i18n';
import { thankYouRenewal } from '../onboarding/thank-you-renewal';

/**
 * /paypal/return?token=…&PayerID=…: capture once, then login required, an error, or the onboarding's own thank-you
 * step, as the card path ends (decision 121).
 */
export default function PaypalReturnPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const status = useAuthStore((state) => state.status);
  const openLogin = useAccountDialogs((state) => state.openLogin);
  const [paid, setPaid] = useState<Subscription | null>(null);
  const [finishing, setFinishing] = useState(false);

  // The capture answers only plan and access end (it runs without a session): the subscription is fetched.
  const refreshUser = useCallback(
    async () => {
      const user = await useAuthStore.getState().refreshProfile();
      setPaid(await refreshSubscription(queryClient, user.id));
    },
    [queryClient],
  );

  const view = usePaypalReturn({
    token: params.get('token'),
    signedIn: status === 'checking' ? null : status === 'authenticated',
    refreshUser,
  });

  const goToDashboard = useCallback(() => navigate('/dashboard'), [navigate]);
  const goToLogin = useCallback(() => {
    navigate('/');
    openLogin();
  }, [navigate, openLogin]);

  if (view.kind !== 'success') return <PaypalReturnView view={view} onGoToDashboard={goToDashboard} onGoToLogin={goToLogin} />;

  const finish = async () => {
    setFinishing(true);
    const user = useAuthStore.getState().user;
    if (user) await refreshSubscription(queryClient, user.id).catch(() => undefined);
    setFinishing(false);
    goToDashboard();
  };
  return (
    <OnboardingDialogShell open step={4} onOpenChange={(open) => !open && void finish()}>
      <ThankYouStep
        plan={planByType(view.capture.plan_type) ?? DEFAULT_PLAN}
        renewal={thankYouRenewal(paid, currentLanguage()) ?? captureRenewal(view.capture)}
        busy={finishing}
        onGoToDashboard={() => void finish()}
        onContinueBrowsing={() => navigate('/')}
      />
    </OnboardingDialogShell>
  );
}

/** When the subscription could not be fetched, the capture's own access end still tells the story. */
const captureRenewal = (capture: CaptureAnswer) => ({ kind: 'ends' as const, date: formatLongDate(capture.access_until, currentLanguage()) });
