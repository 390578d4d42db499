import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANS, planPriceDisplay, PLAN_CURRENCY, type OnboardingPlanId } from '@shared/plans/plan-catalog';
import { gateMessage } from '@shared/subscription/gate-messages';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { Button } from '@/components/ui/button';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { ContactSupportAction } from './contact-support-action';

const VIEW_PLANS_CLASSES =
  'inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-medium text-white ring-1 ring-white/40 transition-colors hover:bg-white/10';

interface ChoosePlanCalloutProps {
  subscription: Subscription;
  /** Opens onboarding: at the plan step, or straight at payment for a plan picked here. */
  onChoosePlan: (planId?: OnboardingPlanId) => void;
}

/**
 * The dashboard's one call to choose a plan (a renewal when a plan has ended), with the three plans and the
 * paywall's own texts (Subscription Required, Subscribe Now, View Plans) and a way to support; the other sections
 * only point here.
 * Just after the e-mail verification it opens onboarding at once (docs/decisions/122).
 */
export function ChoosePlanCallout({ subscription, onChoosePlan }: ChoosePlanCalloutProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const renewing = subscription.plan_type !== 'none';

  useEffect(() => {
    const { takeOnboardingContinuation, openOnboarding } = useAccountDialogs.getState();
    const step = takeOnboardingContinuation();
    if (step) openOnboarding(step);
  }, []);

  return (
    <section aria-labelledby="choose-plan-title" className="rounded-2xl bg-cyan-800 p-5 text-white sm:p-6" data-testid="choose-plan-callout">
      <p className="text-xs font-semibold tracking-wide text-cyan-100 uppercase">{gateMessage('subscriptionRequiredTitle', language)}</p>
      <h2 id="choose-plan-title" className="mt-1 text-lg font-semibold">{t(renewing ? 'dashboard.renew.title' : 'dashboard.choosePlan.title')}</h2>
      <p className="mt-1 text-sm text-cyan-50">{t(renewing ? 'dashboard.renew.text' : 'dashboard.choosePlan.text')}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.onboardingId}>
            <button
              type="button"
              onClick={() => onChoosePlan(plan.onboardingId)}
              className="flex min-h-11 w-full flex-col items-start rounded-xl bg-white/10 px-4 py-3 text-left ring-1 ring-white/20 transition-colors hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <span className="flex w-full items-center justify-between gap-2 font-semibold">
                {plan.names[language]}
                {plan.recommended && <span className="rounded-full bg-white px-2 py-0.5 text-xs text-cyan-900">{t('plans.mostPopular')}</span>}
              </span>
              <span className="text-sm text-cyan-50">
                ${planPriceDisplay(plan)} {PLAN_CURRENCY} {t('plans.perMonth')}
              </span>
              <span className="text-xs text-cyan-100">{t('dashboard.choosePlan.planLine', { count: plan.maxPackages, days: plan.storageDays })}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={() => onChoosePlan()}>
          {gateMessage('subscribeNow', language)}
        </Button>
        <Link to="/pricing" className={VIEW_PLANS_CLASSES}>
          {gateMessage('viewPlans', language)}
        </Link>
      </div>
      {/* Support stays open without a plan: questions come before paying. */}
      <p className="mt-4 text-sm text-cyan-50">
        {t('dashboard.noPlan.supportText')}{' '}
        <ContactSupportAction>
          {(open) => (
            <button type="button" onClick={open} className="font-medium text-white underline underline-offset-4" data-testid="callout-support">
              {t('support.open')}
            </button>
          )}
        </ContactSupportAction>
      </p>
    </section>
  );
}
