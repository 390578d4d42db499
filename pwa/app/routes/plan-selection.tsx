import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLANS, type OnboardingPlanId } from '@shared/plans/plan-catalog';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useAccountDialogs } from '@/lib/account-dialogs';

/** /plan-selection: the three plans; a visitor registers with the plan remembered, a customer goes to pay. */
export default function PlanSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.status === 'authenticated' && state.user !== null);
  const { selectedPlanId, selectPlan, openRegister } = useAccountDialogs();

  const choose = (planId: OnboardingPlanId) => {
    selectPlan(planId);
    if (signedIn) navigate('/payment-info', { state: { selectedPlan: planId } });
    else openRegister(planId);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('pages.planSelection.title')}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('planSelection.lead')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.onboardingId} plan={plan} selected={plan.onboardingId === selectedPlanId} headingLevel="h2">
            <Button className="w-full" variant={plan.recommended ? 'primary' : 'outline'} onClick={() => choose(plan.onboardingId)}>
              {t('plans.choosePlan')}
            </Button>
          </PlanCard>
        ))}
      </div>
      <Notice tone="info" className="mt-8">{t('pages.planSelection.lead')}</Notice>
    </section>
  );
}
