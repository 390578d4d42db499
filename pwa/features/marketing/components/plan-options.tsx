import { useTranslation } from 'react-i18next';
import { PLANS } from '@shared/plans/plan-catalog';
import { PlanCard } from '@/components/plans/plan-card';
import { Button } from '@/components/ui/button';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { currentLanguage } from '@/lib/i18n';

/** The three plan cards; choosing one opens registration and remembers the plan for onboarding. */
export function PlanOptions() {
  const { t } = useTranslation();
  const openRegister = useAccountDialogs((state) => state.openRegister);
  const language = currentLanguage();
  return (
    <ul className="grid items-stretch gap-8 pt-3 md:grid-cols-3 md:gap-6">
      {PLANS.map((plan) => (
        <li key={plan.planType}>
          <PlanCard plan={plan}>
            <Button className="w-full" variant={plan.recommended ? 'primary' : 'outline'} onClick={() => openRegister(plan.onboardingId)}>
              {t('marketing.choosePlan')}
              <span className="sr-only"> {plan.names[language]}</span>
            </Button>
          </PlanCard>
        </li>
      ))}
    </ul>
  );
}
