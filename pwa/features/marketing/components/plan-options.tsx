import { useTranslation } from 'react-i18next';
import { PLANS } from '@shared/plans/plan-catalog';
import { PlanCard } from '@/components/plans/plan-card';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PLAN_QUERY } from '@/lib/account-dialogs';
import { currentLanguage } from '@/lib/i18n';

/** The three plan cards; choosing one goes to registration with the plan, which onboarding remembers. */
export function PlanOptions({ signUpPath }: { signUpPath: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul className="grid items-stretch gap-8 pt-3 md:grid-cols-3 md:gap-6">
      {PLANS.map((plan) => (
        <li key={plan.planType}>
          <PlanCard plan={plan}>
            <Link
              to={{ pathname: signUpPath, search: `?${new URLSearchParams({ [PLAN_QUERY]: plan.onboardingId })}` }}
              className={`${buttonClasses(plan.recommended ? 'primary' : 'outline')} w-full`}
            >
              {t('marketing.choosePlan')}
              <span className="sr-only"> {plan.names[language]}</span>
            </Link>
          </PlanCard>
        </li>
      ))}
    </ul>
  );
}
