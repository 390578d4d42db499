import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/accounts/user-schema';
import { AppDialog } from '@/components/ui/dialog';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { LoginForm } from './login-form';

export default function LoginDialog({ onLoggedIn }: { onLoggedIn: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const open = useAccountDialogs((state) => state.active === 'login');
  const close = useAccountDialogs((state) => state.close);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      size="sm"
      testId="login-dialog"
    >
      <LoginForm onLoggedIn={onLoggedIn} />
    </AppDialog>
  );
}
