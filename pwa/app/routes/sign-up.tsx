import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isOnboardingPlanId } from '@shared/plans/plan-catalog';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { PLAN_QUERY, useAccountDialogs } from '@/lib/account-dialogs';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthCard } from '../components/auth-card';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

/**
 * Onboarding's first step at an address of its own (decision 137): the site's "Crear cuenta" and "Elegir plan" are
 * links here, so a tap before the app has loaded opens this prerendered page, whose form keeps what is typed and
 * sent until the app takes it over. After it, the e-mail-sent dialog; plan and payment follow the verification.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const selectPlan = useAccountDialogs((state) => state.selectPlan);
  const pathOf = usePagePath();
  usePageMeta('signUp', PAGE_PATHS.signUp);
  const plan = search.get(PLAN_QUERY);

  useEffect(() => {
    if (isOnboardingPlanId(plan)) selectPlan(plan);
  }, [plan, selectPlan]);

  return (
    <AuthCard title={t('registration.title')} description={t('registration.description')} wide>
      <RegistrationForm privacyPath={pathOf('privacy')} />
      <p className="mt-4 text-center text-sm text-slate-600">
        {t('registration.haveAccount')}{' '}
        <Link to={pathOf('signIn')} className="font-medium text-cyan-800 hover:underline">
          {t('registration.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
