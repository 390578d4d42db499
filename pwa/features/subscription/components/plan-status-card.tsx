import { useTranslation } from 'react-i18next';
import { formatPriceCents } from '@shared/plans/plan-catalog';
import { accessEndShown } from '@shared/subscription/access';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { CARD_PAYMENT_PROVIDER } from '@shared/settings/settings-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePlanText } from '../hooks/use-plan-text';
import { FeaturePreview } from './feature-preview';
import { StatusBadge, subscriptionState } from './status-badge';
import { UsageBar } from './usage-bar';

interface PlanStatusCardProps {
  subscription: Subscription | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChoosePlan: () => void;
  onChangePlan: () => void;
  onManage: () => void;
  onPaymentMethods: () => void;
}

/** The dashboard's plan status: plan, status, usage bar, features, access end and actions. */
export function PlanStatusCard(props: PlanStatusCardProps) {
  const { subscription, loading, failed, onRetry, onChoosePlan, onChangePlan, onManage, onPaymentMethods } = props;
  const { t } = useTranslation();
  const { planName, longDate } = usePlanText();
  const state = subscriptionState(subscription, new Date());
  const hasPlan = subscription !== null && state !== 'none';
  const accessEnd = longDate(accessEndShown(subscription) ?? subscription?.access_until ?? null);

  return (
    <section aria-labelledby="plan-status-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="plan-status-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-status-title" className="text-lg font-semibold text-slate-900">{t('subscription.card.title')}</h2>
        {!loading && !failed && <StatusBadge state={state} />}
      </div>
      {loading && !subscription && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600"><Spinner /> {t('common.loading')}</p>
      )}
      {failed && !subscription && (
        <Notice tone="destructive" className="mt-4" title={t('subscription.card.loadFailed')}>
          <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>{t('subscription.card.retry')}</Button>
        </Notice>
      )}
      {subscription && !hasPlan && (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-600">{t('subscription.card.noPlan')}</p>
          <Button onClick={onChoosePlan}>{t('subscription.card.choosePlan')}</Button>
        </div>
      )}
      {subscription && hasPlan && (
        <div className="mt-4 space-y-5">
          <div>
            <p className="text-2xl font-bold text-slate-900" data-testid="plan-name">{planName(subscription)}</p>
            {subscription.plan_price !== null && (
              <p className="text-sm text-slate-600">{t('subscription.card.price', { price: formatPriceCents(Math.round(subscription.plan_price * 100)) })}</p>
            )}
          </div>
          <UsageBar used={subscription.current_shipment_count} max={subscription.max_shipments} />
          <FeaturePreview features={subscription.features} />
          {accessEnd && (
            <p className="text-sm text-slate-700" data-testid="access-end">
              {t(state === 'active' ? 'subscription.card.renewsAccessUntil' : 'subscription.card.accessUntil', { date: accessEnd })}
            </p>
          )}
          {state === 'cancelled' && <Notice tone="warning">{t('subscription.card.cancelledNotice', { date: accessEnd ?? '' })}</Notice>}
          {state === 'expired' && (
            <Notice tone="warning" title={t('subscription.card.expiredTitle')}>
              <p>{t('subscription.card.expiredNotice')}</p>
            </Notice>
          )}
          <div className="flex flex-wrap gap-2">
            {state === 'active' && <Button onClick={onChangePlan}>{t('subscription.card.changePlan')}</Button>}
            {state !== 'active' && <Button onClick={onChoosePlan}>{t('subscription.card.renew')}</Button>}
            <Button variant="outline" onClick={onManage}>{t('subscription.card.manage')}</Button>
            {subscription.payment_provider === CARD_PAYMENT_PROVIDER && (
              <Button variant="outline" onClick={onPaymentMethods}>{t('subscription.card.paymentMethods')}</Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
