import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PLAN, findPlan } from '@shared/plans/plan-catalog';
import { buttonClasses, Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { applySubscription } from '@/features/subscription/api/subscription-queries';
import { useSubscription } from '@/features/subscription/hooks/use-subscription';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { PageLoader } from '../components/page-loader';

const PaymentStep = lazy(() => import('../onboarding/payment-step'));

/** The spec's simulated page waits 1000 ms after success before opening /welcome. */
const WELCOME_REDIRECT_MS = 1000;

/**
 * /payment-info: the standalone payment form. Unlike the spec's simulation it pays through the
 * same real path as onboarding (docs/decisions/030), then opens /welcome with the plan.
 */
export default function PaymentInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => (state.status === 'authenticated' ? state.user : null));
  const checking = useAuthStore((state) => state.status === 'checking');
  const openLogin = useAccountDialogs((state) => state.openLogin);
  const queryClient = useQueryClient();
  const { data: subscription } = useSubscription(user?.id ?? null);
  const [paid, setPaid] = useState(false);
  const stateSelection = (location.state as { selectedPlan?: string } | null)?.selectedPlan;
  const plan = findPlan(stateSelection ?? params.get('plan')) ?? DEFAULT_PLAN;

  useEffect(() => {
    if (!paid) return;
    const timer = window.setTimeout(() => navigate('/welcome', { state: { selectedPlan: plan.onboardingId } }), WELCOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [paid, navigate, plan.onboardingId]);

  const active = subscription?.subscription_status === 'active' && subscription.plan_type !== 'none';

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('pages.paymentInfo.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.paymentInfo.lead')}</p>
      <div className="mt-8">
        {checking && <PageLoader />}
        {!checking && !user && (
          <Notice tone="info" title={t('paymentInfo.loginTitle')}>
            <p>{t('paymentInfo.loginText')}</p>
            <Button className="mt-3" onClick={openLogin}>{t('paymentInfo.login')}</Button>
          </Notice>
        )}
        {user && paid && (
          <Notice tone="success" title={t('paymentInfo.successTitle')}>
            {t('paymentInfo.successText')}
          </Notice>
        )}
        {user && !paid && active && (
          <Notice tone="info" title={t('onboarding.activePlan.title')}>
            <p>{t('onboarding.activePlan.text')}</p>
            <Link to="/dashboard" className={`${buttonClasses('primary')} mt-3`}>{t('onboarding.activePlan.goToDashboard')}</Link>
          </Notice>
        )}
        {user && !paid && !active && (
          <Suspense fallback={<PageLoader />}>
            <PaymentStep
              plan={plan}
              user={user}
              requireAll
              failureMessageKey="payment.failure.pageMessage"
              onChangePlan={() => navigate('/plan-selection')}
              onPaid={(answer) => {
                if (answer.subscription) applySubscription(queryClient, user.id, answer.subscription);
                setPaid(true);
              }}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
