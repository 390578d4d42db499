import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ResetPasswordFormSchema } from '@shared/accounts/password-reset-schema';
import { isGuessable } from '@/components/password/password-measure';
import { NewPasswordField } from '@/components/password/new-password-field';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { validationText } from '@/lib/validation-text';
import { resetLinkQuery } from '../api/check-reset-link';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { ResetLinkProblem } from './reset-link-problem';

interface ResetPasswordFormProps {
  token: string | null;
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, clearErrors, setError, formState } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const validToken = token?.trim() || null;
  const missingToken = validToken === null;
  const link = useQuery({ ...resetLinkQuery(validToken ?? ''), enabled: !missingToken });

  const onSubmit = handleSubmit(async (values) => {
    if (!validToken) return;
    if (await isGuessable(values.password)) {
      setError('password', { message: 'passwordTooWeak' }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await confirmPasswordReset({ token: validToken, new_password: values.password });
      toast.success(t('passwordReset.reset.success'));
      onDone();
    } catch (error) {
      setFailure(await apiErrorMessage(error, t('passwordReset.reset.failed')));
    } finally {
      setBusy(false);
    }
  });

  if (!missingToken && link.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('passwordReset.link.checking')}
      </p>
    );
  }
  if (link.data && link.data !== 'valid') return <ResetLinkProblem state={link.data} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {missingToken && <Notice tone="destructive">{t('validation.tokenMissing')}</Notice>}
      {failure && <Notice tone="destructive">{failure}</Notice>}
      <fieldset disabled={missingToken} className="space-y-4">
        <NewPasswordField
          label={t('passwordReset.reset.password')}
          password={password}
          error={validationText(t, errors.password?.message)}
          {...register('password', { onChange: () => clearErrors('password') })}
        />
        <TextField
          label={t('passwordReset.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={validationText(t, errors.confirmPassword?.message)}
          {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
        />
        <Button type="submit" className="w-full" busy={busy} busyText={t('passwordReset.reset.submitting')}>
          {t('passwordReset.reset.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
