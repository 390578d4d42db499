import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasValidAccess } from '@shared/subscription/access';
import { displayName, useAuthStore } from '@/features/auth/store/auth-store';
import { PaymentMethodsDialog } from '@/features/payments/components/payment-methods-dialog';
import { ChangePlanDialog } from '@/features/subscription/components/change-plan-dialog';
import { ManageSubscriptionDialog } from '@/features/subscription/components/manage-subscription-dialog';
import { PlanStatusCard } from '@/features/subscription/components/plan-status-card';
import { useSubscription } from '@/features/subscription/hooks/use-subscription';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { ChoosePlanCallout } from '../dashboard/choose-plan-callout';
import { GatedSections } from '../dashboard/gated-sections';

type DashboardDialog = 'change-plan' | 'manage' | 'payment-methods' | null;

export default function DashboardPage() {
  const { t } = useTranslation();
  // RequireActiveUser guarantees a signed-in customer here.
  const user = useAuthStore((state) => state.user)!;
  const query = useSubscription(user.id);
  const subscription = query.data ?? null;
  const openOnboarding = useAccountDialogs((state) => state.openOnboarding);
  const [dialog, setDialog] = useState<DashboardDialog>(null);
  const choosePlan = () => openOnboarding(2);
  const validAccess = hasValidAccess(subscription, new Date()) && subscription?.plan_type !== 'none';
  const dialogProps = (name: Exclude<DashboardDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('pages.dashboard.greeting', { name: displayName(user) })}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.lead')}</p>
      </div>
      {subscription && !validAccess && <ChoosePlanCallout subscription={subscription} onChoosePlan={choosePlan} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <PlanStatusCard
          query={query}
          onChoosePlan={choosePlan}
          onChangePlan={() => setDialog('change-plan')}
          onManage={() => setDialog('manage')}
          onPaymentMethods={() => setDialog('payment-methods')}
        />
        <GatedSections subscription={subscription} onSubscribe={choosePlan} onUpgrade={() => setDialog('change-plan')} />
      </div>
      <ChangePlanDialog userId={user.id} subscription={subscription} {...dialogProps('change-plan')} />
      <ManageSubscriptionDialog userId={user.id} {...dialogProps('manage')} />
      <PaymentMethodsDialog {...dialogProps('payment-methods')} />
    </section>
  );
}
