import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/accounts/user-schema';
import { AppDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { useLinkSignIn } from '../hooks/use-link-sign-in';
import { LoginForm } from './login-form';

export default function LoginDialog({ onLoggedIn, signUpPath }: { onLoggedIn: (user: PublicUser) => void; signUpPath: string }) {
  const { t } = useTranslation();
  const open = useAccountDialogs((state) => state.active === 'login');
  const close = useAccountDialogs((state) => state.close);
  const email = useAccountDialogs((state) => state.loginEmail);
  const confirming = useLinkSignIn(onLoggedIn);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      size="sm"
      testId="login-dialog"
    >
      {confirming ? (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-700" data-testid="login-confirming">
          <Spinner /> {t('auth.login.submitting')}
        </p>
      ) : (
        <LoginForm onLoggedIn={onLoggedIn} signUpPath={signUpPath} onLeave={close} email={email} />
      )}
    </AppDialog>
  );
}
