import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceCents } from '@shared/plans/plan-catalog';
import { accessEndShown } from '@shared/subscription/access';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { getManagement, type SubscriptionManagement } from '../api/get-management';
import { usePlanText } from '../hooks/use-plan-text';
import { useSubscriptionStore } from '../store/subscription-store';
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

/** Mounted while the dialog is open: loads the management view on every opening. */
function ManagePanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { planName, featureName, longDate } = usePlanText();
  const [details, setDetails] = useState<SubscriptionManagement | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A cancel answer updates the store; the dialog shows it at once.
  const stored = useSubscriptionStore((state) => (state.userId === userId ? state.subscription : null));

  useEffect(() => {
    let cancelled = false;
    getManagement(userId).then(
      (answer) => !cancelled && setDetails(answer),
      async (caught: unknown) => {
        const text = await apiErrorMessage(caught, t('subscription.manage.loadFailed'));
        if (!cancelled) setError(text);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId, t]);

  const view = details && stored && stored.id === details.id ? { ...details, ...stored } : details;
  const state = subscriptionState(view, new Date());
  const accessEnd = longDate(accessEndShown(view) ?? view?.access_until ?? null);

  return (
    <>
      {!view && !error && <p className="flex items-center gap-2 text-sm text-slate-600"><Spinner /> {t('common.loading')}</p>}
      {error && <Notice tone="destructive">{error}</Notice>}
      {view && (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('subscription.manage.plan')}</dt>
            <dd className="font-medium text-slate-900">{planName(view)}</dd>
            <dt className="text-slate-600">{t('subscription.manage.status')}</dt>
            <dd><StatusBadge state={state} /></dd>
            {view.plan_price !== null && (
              <>
                <dt className="text-slate-600">{t('subscription.manage.price')}</dt>
                <dd className="text-slate-900">{t('subscription.card.price', { price: formatPriceCents(Math.round(view.plan_price * 100)) })}</dd>
              </>
            )}
            {accessEnd && (
              <>
                <dt className="text-slate-600">{t('subscription.manage.accessEnd')}</dt>
                <dd className="text-slate-900">{accessEnd}</dd>
              </>
            )}
            {state === 'active' && view.next_billing_date && (
              <>
                <dt className="text-slate-600">{t('subscription.manage.nextBilling')}</dt>
                <dd className="text-slate-900">{longDate(view.next_billing_date)}</dd>
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
          <CancelSection userId={userId} subscription={view} accessEnd={accessEnd} />
        </div>
      )}
    </>
  );
}
