import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { AuthCard } from '../components/auth-card';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openLogin = useAccountDialogs((state) => state.openLogin);
  const onDone = () => {
    navigate('/');
    openLogin();
  };
  return (
    <AuthCard title={t('passwordReset.reset.title')} description={t('passwordReset.reset.description')}>
      <ResetPasswordForm token={params.get('token')} onDone={onDone} />
    </AuthCard>
  );
}
