import { useState } from 'react';
import { PaymentMethodsDialog } from '@/features/payments/components/payment-methods-dialog';
import { ChangePlanDialog } from '@/features/subscription/components/change-plan-dialog';
import { ManageSubscriptionDialog } from '@/features/subscription/components/manage-subscription-dialog';
import { PlanStatusCard } from '@/features/subscription/components/plan-status-card';
import { useDashboardAccount } from './use-dashboard-account';

type PlanDialog = 'change-plan' | 'manage' | 'payment-methods' | null;

/** The plan status card with its change plan, manage subscription and payment methods dialogs. */
export function PlanSection() {
  const { user, query, subscription, choosePlan } = useDashboardAccount();
  const [dialog, setDialog] = useState<PlanDialog>(null);
  const dialogProps = (name: Exclude<PlanDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });
  return (
    <>
      <PlanStatusCard
        query={query}
        onChoosePlan={choosePlan}
        onChangePlan={() => setDialog('change-plan')}
        onManage={() => setDialog('manage')}
        onPaymentMethods={() => setDialog('payment-methods')}
      />
      <ChangePlanDialog userId={user.id} subscription={subscription} {...dialogProps('change-plan')} />
      <ManageSubscriptionDialog userId={user.id} {...dialogProps('manage')} />
      <PaymentMethodsDialog {...dialogProps('payment-methods')} />
    </>
  );
}
