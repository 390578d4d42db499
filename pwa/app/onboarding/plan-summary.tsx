import { useTranslation } from 'react-i18next';
import { planPriceDisplay, PLAN_CURRENCY, type Plan } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';

/** The chosen plan above the payment form, with a way back to the plan choice. */
export function PlanSummary({ plan, onChangePlan }: { plan: Plan; onChangePlan?: () => void }) {
  const { t, i18n } = useTranslation();
  const name = plan.names[i18n.resolvedLanguage === 'en' ? 'en' : 'es'];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-cyan-200 bg-cyan-50 px-4 py-3" data-testid="plan-summary">
      <p className="text-sm text-slate-800">
        {t('onboarding.payment.selectedPlan')} <strong className="text-slate-900">{name}</strong>{' '}
        <span className="whitespace-nowrap">— ${planPriceDisplay(plan)} {PLAN_CURRENCY} {t('plans.perMonth')}</span>
      </p>
      {onChangePlan && (
        <Button variant="link" onClick={onChangePlan}>
          {t('onboarding.payment.changePlan')}
        </Button>
      )}
    </div>
  );
}
