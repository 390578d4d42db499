import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { LoginRequestSchema, type LoginRequest } from '@shared/accounts/login-schema';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE, type PublicUser } from '@shared/accounts/user-schema';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { isStandalone } from '@/lib/display-mode';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { validationText } from '@/lib/validation-text';
import { login } from '../api/login';
import { useAuthStore } from '../store/auth-store';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const signIn = useAuthStore((state) => state.signIn);
  const { openRegister, openVerify, close } = useAccountDialogs();
  const { register, control, handleSubmit, clearErrors, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    reValidateMode: 'onSubmit',
    // The installed app is opened again and again from the home screen: it stays signed in unless told not to.
    // After the verification link, the verified address is filled in (docs/decisions/122).
    defaultValues: { email: useAccountDialogs.getState().loginEmail, password: '', remember_me: isStandalone() },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { user } = await login(values);
      signIn(user, values.remember_me ?? false);
      toast.success(t('auth.login.success'));
      close();
      onLoggedIn(user);
    } catch (error) {
      const failure = await getApiFailure(error);
      const notActivated =
        failure.kind === 'http' && (failure.body.code === 'ACCOUNT_NOT_ACTIVATED' || failure.error === ACCOUNT_NOT_ACTIVATED_MESSAGE);
      if (notActivated) openVerify(values.email, 'unverified');
      else toast.error(await describeApiFailure(failure, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        error={validationText(t, errors.email?.message)}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={validationText(t, errors.password?.message)}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="remember_me"
            render={({ field }) => (
              <Checkbox
                id="login-remember-me"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="login-remember-me" className="font-normal">
            {t('auth.login.rememberMe')}
          </Label>
        </div>
        <Link to="/forgot-password" onClick={close} className="text-sm font-medium text-cyan-800 hover:underline">
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" busy={busy} busyText={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Button variant="link" onClick={() => openRegister()}>
          {t('auth.login.createAccount')}
        </Button>
      </p>
    </form>
  );
}
