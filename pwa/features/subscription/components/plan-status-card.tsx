import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceCents, WALLET_ACCESS_DAYS } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { CARD_PAYMENT_PROVIDER } from '@shared/settings/payment-providers';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';
import { usePlanText } from '../hooks/use-plan-text';
import { planStory, type PlanStory } from '../model/plan-story';
import { FeaturePreview } from './feature-preview';
import { StatusBadge, subscriptionState } from './status-badge';
import { UsageBar } from './usage-bar';

// Only a cancelled plan shows it: its code comes then, with the texts of the refusals it can show (decision 101).
const ReactivatePlan = lazyWithTexts(() => import('./reactivate-plan').then((module) => ({ default: module.ReactivatePlan })), ['planDialogs', 'messages']);

interface PlanStatusCardProps {
  query: UseQueryResult<Subscription>;
  userId: number;
  onChoosePlan: () => void;
  onChangePlan: () => void;
  onManage: () => void;
  onPaymentMethods: () => void;
}

/** The dashboard's plan status: plan, status, usage bar, features, access end and actions. */
export function PlanStatusCard({ query, ...actions }: PlanStatusCardProps) {
  const { t } = useTranslation();
  const shown = useDeferredFirstAnswer(query.data);
  return (
    <section aria-labelledby="plan-status-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="plan-status-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-status-title" className="text-lg font-semibold text-slate-900">{t('subscription.card.title')}</h2>
        {shown && <StatusBadge state={subscriptionState(shown, new Date())} />}
      </div>
      <QueryState query={query} errorText={t('subscription.card.loadFailed')} className="mt-4" loading={<PlanDetailsSkeleton />}>
        {(subscription) => <PlanDetails subscription={subscription} {...actions} />}
      </QueryState>
    </section>
  );
}

/** The active plan's details in outline (name, price, usage, features, access end, actions): no jump when they arrive. */
function PlanDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="mt-4 animate-pulse space-y-5" data-testid="plan-status-skeleton">
      <div>
        <div className="h-8 w-44 rounded bg-slate-200" />
        <div className="mt-1 h-5 w-28 rounded bg-slate-100" />
      </div>
      <div className="h-10 rounded bg-slate-100" />
      <div className="h-20 rounded bg-slate-100" />
      <div className="h-5 w-2/3 rounded bg-slate-100" />
      <div className="flex gap-2">
        <div className="h-10 w-32 rounded-lg bg-slate-200" />
        <div className="h-10 w-40 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}

function PlanDetails({ subscription, userId, onChoosePlan, onChangePlan, onManage, onPaymentMethods }: Omit<PlanStatusCardProps, 'query'> & { subscription: Subscription }) {
  const { t } = useTranslation();
  const { planName, longDate } = usePlanText();
  const now = new Date();
  const state = subscriptionState(subscription, now);
  const story = planStory(subscription, now);
  const storyDate = longDate(story?.date ?? null);
  const oneTime = subscription.payment_provider !== CARD_PAYMENT_PROVIDER;
  // A cancelled card plan goes on as it was (nothing charged now); choosing a plan again would charge a new month.
  const reactivatable = state === 'cancelled' && !oneTime && storyDate !== null;

  if (state === 'none') {
    return (
      <div className="mt-4 space-y-3">
        <p className="text-sm text-slate-600">{t('subscription.card.noPlan')}</p>
        <Button onClick={onChoosePlan}>{t('subscription.card.choosePlan')}</Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-5">
      <div>
        <p className="text-2xl font-bold text-slate-900" data-testid="plan-name">{planName(subscription)}</p>
        {subscription.plan_price !== null && (
          <p className="text-sm text-slate-600">
            {t(oneTime ? 'subscription.card.priceOneTime' : 'subscription.card.price', {
              price: formatPriceCents(Math.round(subscription.plan_price * 100)),
              days: WALLET_ACCESS_DAYS,
            })}
          </p>
        )}
      </div>
      <UsageBar used={subscription.current_shipment_count} max={subscription.max_shipments} />
      <FeaturePreview features={subscription.features} />
      {story && storyDate && <PlanStoryLine story={story} date={storyDate} />}
      {state === 'cancelled' && <Notice tone="warning">{t('subscription.card.cancelledNotice', { date: storyDate ?? '' })}</Notice>}
      {reactivatable && (
        <Suspense fallback={null}>
          <ReactivatePlan userId={userId} accessEnd={storyDate} />
        </Suspense>
      )}
      {state === 'expired' && (
        <Notice tone="warning" title={t('subscription.card.expiredTitle')}>
          <p>{t('subscription.card.expiredNotice')}</p>
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        {state === 'active' && <Button onClick={onChangePlan}>{t('subscription.card.changePlan')}</Button>}
        {state !== 'active' && !reactivatable && <Button onClick={onChoosePlan}>{t('subscription.card.renew')}</Button>}
        <Button variant="outline" onClick={onManage}>{t('subscription.card.manage')}</Button>
        {subscription.payment_provider === CARD_PAYMENT_PROVIDER && (
          <Button variant="outline" onClick={onPaymentMethods}>{t('subscription.card.paymentMethods')}</Button>
        )}
      </div>
    </div>
  );
}

const STORY_KEYS = { renews: 'subscription.card.renewsOn', ends: 'subscription.card.accessEndsOn', ended: 'subscription.card.accessEnded' } as const;

/** One story about the plan (decision 121): a card plan renews on a day; PayPal's 30 days end on a day and never renew. */
function PlanStoryLine({ story, date }: { story: PlanStory; date: string }) {
  const { t } = useTranslation();
  const note = story.kind === 'renews' ? t('subscription.card.renewsNote') : story.kind === 'ends' && story.oneTime ? t('subscription.card.oneTimeNote') : null;
  return (
    <div className="text-sm text-slate-700">
      <p className="font-medium text-slate-900" data-testid="access-end">{t(STORY_KEYS[story.kind], { date })}</p>
      {note && <p className="mt-1 text-slate-600" data-testid="plan-story-note">{note}</p>}
    </div>
  );
}
