import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { LoginRequestSchema } from '@shared/accounts/login-schema';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE, type PublicUser } from '@shared/accounts/user-schema';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { TextField } from '@/components/ui/text-field';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { isStandalone } from '@/lib/display-mode';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { login } from '../api/login';
import { useAuthStore } from '../store/auth-store';

interface LoginFormProps {
  onLoggedIn: (user: PublicUser) => void;
  /** The sign-up page's address, where "create an account" goes. */
  signUpPath: string;
  /** Called before leaving for another view (the dialog closes). */
  onLeave?: () => void;
  /** The address the form starts with (the verification link's, in the dialog). */
  email?: string;
  /** The installed app is opened again and again from the home screen: it stays signed in unless told not to. */
  rememberByDefault?: boolean;
}

/** The sign-in form (part 1 section 2), of the sign-in page and of the login dialog. */
export function LoginForm({ onLoggedIn, signUpPath, onLeave, email, rememberByDefault = isStandalone() }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useAuthStore((state) => state.signIn);
  const openVerify = useAccountDialogs((state) => state.openVerify);
  const form = useActionForm(async (values) => {
    const parsed = LoginRequestSchema.safeParse({ email: values.email, password: values.password, remember_me: values.remember_me === 'on' });
    if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
    try {
      const { user } = await login(parsed.data);
      signIn(user, parsed.data.remember_me);
      toast.success(t('auth.login.success'));
      onLeave?.();
      onLoggedIn(user);
      return { ok: true };
    } catch (error) {
      const failure = await getApiFailure(error);
      const notActivated =
        failure.kind === 'http' && (failure.body.code === 'ACCOUNT_NOT_ACTIVATED' || failure.error === ACCOUNT_NOT_ACTIVATED_MESSAGE);
      if (notActivated) openVerify(parsed.data.email, 'unverified');
      else toast.error(await describeApiFailure(failure, t('auth.login.failed')));
      return { ok: false };
    }
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        label={t('auth.login.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        error={validationText(t, form.error('email'))}
      />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={validationText(t, form.error('password'))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <NativeCheckbox id="login-remember-me" name="remember_me" defaultChecked={rememberByDefault} />
          <Label htmlFor="login-remember-me" className="font-normal">
            {t('auth.login.rememberMe')}
          </Label>
        </div>
        <Link to="/forgot-password" onClick={onLeave} className="text-sm font-medium text-cyan-800 hover:underline">
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" busy={form.pending} busyText={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={signUpPath} onClick={onLeave} className="font-medium text-cyan-800 hover:underline">
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
