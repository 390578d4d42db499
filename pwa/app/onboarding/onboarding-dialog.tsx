import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PLAN, planByOnboardingId } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { OnboardingDialogShell } from '@/features/onboarding/components/onboarding-dialog-shell';
import { PlanStep } from '@/features/onboarding/components/plan-step';
import { ThankYouStep } from '@/features/onboarding/components/thank-you-step';
import { canGoBack, visibleStep } from '@/features/onboarding/model/visible-step';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { applySubscription, refreshSubscription } from '@/features/subscription/api/subscription-queries';
import { useSubscription } from '@/features/subscription/hooks/use-subscription';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { currentLanguage } from '@/lib/i18n';
import { PageLoader } from '../components/page-loader';
import { usePagePath } from '../use-page-path';
import { ActivePlanNotice } from './active-plan-notice';
import { thankYouRenewal } from './thank-you-renewal';

const PaymentStep = lazy(() => import('./payment-step'));

/**
 * The four-step onboarding dialog: (1) create account, (2) choose plan, (3) payment, (4) thank you.
 * Paying needs a verified, signed-in account, so a visitor registers at step 1 (then verifies by
 * e-mail and signs in), and a signed-in customer starts at step 2.
 */
export default function OnboardingDialog() {
  const navigate = useNavigate();
  const { active, onboardingStep, selectedPlanId, nextStep, previousStep, openOnboarding, selectPlan, openLogin, close } = useAccountDialogs();
  const user = useAuthStore((state) => (state.status === 'authenticated' ? state.user : null));
  const queryClient = useQueryClient();
  const pathOf = usePagePath();
  const [paid, setPaid] = useState<Subscription | null>(null);
  const [finishing, setFinishing] = useState(false);
  const open = active === 'register';
  const step = visibleStep(onboardingStep, user !== null);
  const plan = planByOnboardingId(selectedPlanId) ?? DEFAULT_PLAN;
  const { data: subscription } = useSubscription(user?.id ?? null, open && step < 4);

  /** Closing at step 4 or 'Ir a mi Panel de Usuario': refresh (forced), then /dashboard even if that fails. */
  const finish = async () => {
    setFinishing(true);
    if (user) await refreshSubscription(queryClient, user.id).catch(() => undefined);
    setFinishing(false);
    setPaid(null);
    close();
    navigate('/dashboard', { state: { selectedPlan: plan.onboardingId } });
  };

  const onOpenChange = (next: boolean) => {
    if (next) return;
    if (step === 4) void finish();
    else close();
  };

  const alreadySubscribed = step < 4 && subscription?.subscription_status === 'active' && subscription.plan_type !== 'none';

  return (
    <OnboardingDialogShell open={open} step={step} onOpenChange={onOpenChange} onBack={canGoBack(step, user !== null) ? previousStep : undefined}>
      {step === 1 && <RegistrationForm onLogin={openLogin} privacyPath={pathOf('privacy')} />}
      {step > 1 && step < 4 && alreadySubscribed && (
        <ActivePlanNotice
          onGoToDashboard={() => {
            close();
            navigate('/dashboard');
          }}
        />
      )}
      {step === 2 && !alreadySubscribed && (
        <PlanStep
          selectedPlanId={selectedPlanId}
          onChoose={(planId) => {
            selectPlan(planId);
            nextStep();
          }}
        />
      )}
      {step === 3 && user && !alreadySubscribed && (
        <Suspense fallback={<PageLoader />}>
          <PaymentStep
            plan={plan}
            user={user}
            onChangePlan={() => openOnboarding(2)}
            onPaid={(answer) => {
              if (answer.subscription) applySubscription(queryClient, user.id, answer.subscription);
              setPaid(answer.subscription ?? null);
              nextStep();
            }}
          />
        </Suspense>
      )}
      {step === 4 && (
        <ThankYouStep
          plan={plan}
          renewal={thankYouRenewal(paid, currentLanguage())}
          busy={finishing}
          onGoToDashboard={() => void finish()}
          onContinueBrowsing={() => {
            setPaid(null);
            close();
            navigate('/');
          }}
        />
      )}
    </OnboardingDialogShell>
  );
}
