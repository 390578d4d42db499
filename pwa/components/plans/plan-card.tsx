import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planPriceDisplay, PLAN_CURRENCY, type Plan } from '@shared/plans/plan-catalog';
import { planHighlights } from '@shared/plans/plan-highlights';
import { cn } from '@/lib/cn';

interface PlanCardProps {
  plan: Plan;
  /** Highlights the card as the current choice (e.g. in the onboarding plan step). */
  selected?: boolean;
  /** The card's call to action (a choose-plan button, a radio, ...). */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** One plan from the shared catalogue: name, price in USD per month, the five highlights. */
export function PlanCard({ plan, selected = false, children, headingLevel: Heading = 'h3' }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return (
    <article
      aria-label={plan.names[language]}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.recommended ? 'border-cyan-600 ring-2 ring-cyan-600/20' : 'border-slate-200',
        selected && 'border-cyan-700 ring-4 ring-cyan-700/30',
      )}
    >
      {plan.recommended && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-cyan-700 px-3 py-1 text-xs font-semibold text-white">
          {t('plans.mostPopular')}
        </p>
      )}
      <Heading className="text-lg font-semibold text-slate-900">{plan.names[language]}</Heading>
      <p className="mt-3 flex items-baseline gap-1 text-slate-900">
        <span className="text-4xl font-bold tracking-tight">${planPriceDisplay(plan)}</span>
        <span className="text-sm font-medium text-slate-600">{PLAN_CURRENCY}</span>
        <span className="text-sm text-slate-600">{t('plans.perMonth')}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {planHighlights(plan).map((line) => (
          <li key={line.key} className="flex gap-2">
            <span aria-hidden="true" className="text-cyan-700">✓</span>
            {t(`plans.highlights.${line.key}`, line.values)}
          </li>
        ))}
      </ul>
      {children && <div className="mt-6">{children}</div>}
    </article>
  );
}
