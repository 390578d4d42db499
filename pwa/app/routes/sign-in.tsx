import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isStaffRole } from '@shared/accounts/user-roles';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthCard } from '../components/auth-card';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

/**
 * The sign-in view at an address of its own (decision 137): the header's "Iniciar sesión" is a link here, so a tap
 * before the app has loaded opens this prerendered page, whose form keeps what is typed and sent until the app
 * takes it over. The login dialog stays for the flows that open it (the verification link, a payment's return).
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta('signIn', PAGE_PATHS.signIn);
  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')}>
      <LoginForm
        onLoggedIn={(user) => navigate(isStaffRole(user.role) ? '/admin' : '/dashboard')}
        signUpPath={usePagePath()('signUp')}
      />
    </AuthCard>
  );
}
