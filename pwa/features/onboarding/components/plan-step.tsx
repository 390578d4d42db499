import { useTranslation } from 'react-i18next';
import { PLANS, type OnboardingPlanId } from '@shared/plans/plan-catalog';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

interface PlanStepProps {
  selectedPlanId: OnboardingPlanId;
  onChoose: (planId: OnboardingPlanId) => void;
}

/** Step 2, 'Elegí tu Plan': the three plans, Standard marked 'Más Popular', and the storage reminder. */
export function PlanStep({ selectedPlanId, onChoose }: PlanStepProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {PLANS.map((plan) => {
          const selected = plan.onboardingId === selectedPlanId;
          return (
            <PlanCard key={plan.onboardingId} plan={plan} selected={selected}>
              <Button className="w-full" variant={selected ? 'primary' : 'outline'} onClick={() => onChoose(plan.onboardingId)}>
                {t('onboarding.plan.choose')}
              </Button>
            </PlanCard>
          );
        })}
      </div>
      <Notice tone="info">{t('onboarding.plan.storageReminder')}</Notice>
    </div>
  );
}
