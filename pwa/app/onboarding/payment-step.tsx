import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/accounts/user-schema';
import type { Plan } from '@shared/plans/plan-catalog';
import { PageLoader } from '@/app/components/page-loader';
import { paymentProviderQuery } from '@/features/payments/api/payment-queries';
import type { SubscribeAnswer } from '@/features/payments/api/create-subscription';
import { PaymentForm } from '@/features/payments/components/payment-form';
import { PaypalCheckout } from '@/features/paypal/components/paypal-checkout';
import { PlanSummary } from './plan-summary';

interface PaymentStepProps {
  plan: Plan;
  user: PublicUser;
  requireAll?: boolean;
  failureMessageKey?: 'payment.failure.message' | 'payment.failure.pageMessage';
  onChangePlan?: () => void;
  onPaid: (answer: SubscribeAnswer) => void;
}

/** The payment step: the card form (Braintree or the local test form), or PayPal when that is the provider. */
export default function PaymentStep({ plan, user, requireAll, failureMessageKey, onChangePlan, onPaid }: PaymentStepProps) {
  const provider = useQuery(paymentProviderQuery()).data ?? null;

  return (
    <div className="space-y-6">
      <PlanSummary plan={plan} onChangePlan={onChangePlan} />
      {provider === null && <PageLoader />}
      {provider === 'paypal' && <PaypalCheckout plan={plan} />}
      {provider === 'braintree' && (
        <PaymentForm plan={plan} user={user} requireAll={requireAll} failureMessageKey={failureMessageKey} onPaid={onPaid} />
      )}
    </div>
  );
}
