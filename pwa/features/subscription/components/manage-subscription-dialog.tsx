import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPriceCents, WALLET_ACCESS_DAYS } from '@shared/plans/plan-catalog';
import { CARD_PAYMENT_PROVIDER } from '@shared/settings/payment-providers';
import { AppDialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import type { SubscriptionManagement } from '../api/get-management';
import { managementQuery } from '../api/subscription-queries';
import { usePlanText } from '../hooks/use-plan-text';
import { planStory } from '../model/plan-story';
import { CancelSection } from './cancel-section';
import { StatusBadge, subscriptionState } from './status-badge';

interface ManageSubscriptionDialogProps {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Manage subscription: the management view of the plan and, for card subscriptions, cancel. */
export function ManageSubscriptionDialog({ userId, open, onOpenChange }: ManageSubscriptionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('subscription.manage.title')} size="lg" testId="manage-subscription-dialog">
      <ManagePanel userId={userId} />
    </AppDialog>
  );
}

/** Mounted while the dialog is open: refetches the management view on every opening. */
function ManagePanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useQuery(managementQuery(userId));
  return (
    <QueryState query={query} errorText={t('subscription.manage.loadFailed')}>
      {(view) => <ManageDetails userId={userId} view={view} />}
    </QueryState>
  );
}

function ManageDetails({ userId, view }: { userId: number; view: SubscriptionManagement }) {
  const { t } = useTranslation();
  const { planName, featureName, longDate } = usePlanText();
  const now = new Date();
  const state = subscriptionState(view, now);
  const story = planStory(view, now);
  const storyDate = longDate(story?.date ?? null);
  // The day access ends (nothing renews it); an active card plan has no end, it renews on its next charge.
  const accessEnd = story && story.kind !== 'renews' ? storyDate : null;
  const renewal = story?.kind === 'renews' ? 'monthly' : story?.kind === 'ends' ? (story.oneTime ? 'oneTime' : 'cancelled') : null;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t('subscription.manage.plan')}</dt>
        <dd className="font-medium text-slate-900">{planName(view)}</dd>
        <dt className="text-slate-600">{t('subscription.manage.status')}</dt>
        <dd><StatusBadge state={state} /></dd>
        {view.plan_price !== null && (
          <>
            <dt className="text-slate-600">{t('subscription.manage.price')}</dt>
            <dd className="text-slate-900">
              {t(view.payment_provider === CARD_PAYMENT_PROVIDER ? 'subscription.card.price' : 'subscription.card.priceOneTime', {
                price: formatPriceCents(Math.round(view.plan_price * 100)),
                days: WALLET_ACCESS_DAYS,
              })}
            </dd>
          </>
        )}
        {accessEnd && (
          <>
            <dt className="text-slate-600">{t('subscription.manage.accessEnd')}</dt>
            <dd className="text-slate-900">{accessEnd}</dd>
          </>
        )}
        {story?.kind === 'renews' && (
          <>
            <dt className="text-slate-600">{t('subscription.manage.nextBilling')}</dt>
            <dd className="text-slate-900" data-testid="manage-next-billing">{storyDate}</dd>
          </>
        )}
        {renewal && (
          <>
            <dt className="text-slate-600">{t('subscription.manage.renewal')}</dt>
            <dd className="text-slate-900" data-testid="manage-renewal">{t(`subscription.manage.renewalValue.${renewal}`)}</dd>
          </>
        )}
      </dl>
      {view.features.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('subscription.manage.features')}</h3>
          <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            {view.features.map((feature) => <li key={feature}>✓ {featureName(feature)}</li>)}
          </ul>
        </div>
      )}
      <CancelSection userId={userId} subscription={view} accessEnd={storyDate} />
    </div>
  );
}
