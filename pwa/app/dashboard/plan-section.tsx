import { Suspense, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { PlanStatusCard } from '@/features/subscription/components/plan-status-card';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { DASHBOARD_PATH } from './dashboard-tabs';
import { NoPlanPointer } from './no-plan-pointer';
import { useDashboardAccount } from './use-dashboard-account';

// The dialogs (Radix, forms, zod, the payment SDK loader) come with their first open, not with the dashboard, and with
// the texts of the refusals they can show (decision 101).
const ChangePlanDialog = lazyWithTexts(
  () => import('@/features/subscription/components/change-plan-dialog').then((m) => ({ default: m.ChangePlanDialog })),
  ['planDialogs', 'messages'],
);
const ManageSubscriptionDialog = lazyWithTexts(
  () => import('@/features/subscription/components/manage-subscription-dialog').then((m) => ({ default: m.ManageSubscriptionDialog })),
  ['planDialogs', 'messages'],
);
// Adding a card also shows the payment form's texts (the `forms` section).
const PaymentMethodsDialog = lazyWithTexts(
  () => import('@/features/payments/components/payment-methods-dialog').then((m) => ({ default: m.PaymentMethodsDialog })),
  ['forms', 'messages'],
);

type PlanDialog = 'change-plan' | 'manage' | 'payment-methods';

/**
 * The plan status card with its change plan, manage subscription and payment methods dialogs. Without valid access
 * Home's callout is the one call to choose a plan, so Home shows no card, and the Account screen shows a plan that
 * ended (to renew) or, with no plan ever, one line pointing to Home (docs/decisions/122).
 */
export function PlanSection() {
  const { user, query, subscription, validAccess, choosePlan } = useDashboardAccount();
  const onHome = useMatch({ path: DASHBOARD_PATH, end: true }) !== null;
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [used, setUsed] = useState<readonly PlanDialog[]>([]);
  const open = (name: PlanDialog) => {
    setUsed((names) => (names.includes(name) ? names : [...names, name]));
    setDialog(name);
  };
  const dialogProps = (name: PlanDialog) => ({
    open: dialog === name,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? name : null),
  });
  if (validAccess === false && subscription && (onHome || subscription.plan_type === 'none')) return onHome ? null : <NoPlanPointer />;
  return (
    <>
      <PlanStatusCard
        query={query}
        userId={user.id}
        onChoosePlan={() => choosePlan()}
        onChangePlan={() => open('change-plan')}
        onManage={() => open('manage')}
        onPaymentMethods={() => open('payment-methods')}
      />
      <Suspense fallback={null}>
        {used.includes('change-plan') && <ChangePlanDialog userId={user.id} subscription={subscription} {...dialogProps('change-plan')} />}
        {used.includes('manage') && <ManageSubscriptionDialog userId={user.id} {...dialogProps('manage')} />}
        {used.includes('payment-methods') && <PaymentMethodsDialog {...dialogProps('payment-methods')} />}
      </Suspense>
    </>
  );
}
