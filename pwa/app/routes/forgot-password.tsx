import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('passwordReset.forgot.title')} description={t('passwordReset.forgot.description')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
