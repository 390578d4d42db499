import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PasswordResetRequestSchema } from '@shared/accounts/password-reset-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { validationText } from '@/lib/validation-text';
import { requestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The toast fades; this stays, so a reader who looked away still knows the request went through.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, reset, clearErrors, formState } = useForm({
    resolver: zodResolver(PasswordResetRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    setSentTo(null);
    try {
      await requestPasswordReset(values);
      toast.success(t('passwordReset.forgot.success'));
      setSentTo(values.email.trim().toLowerCase());
      reset();
    } catch (error) {
      setFailure(await apiErrorMessage(error, t('passwordReset.forgot.failed')));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <Notice tone="destructive">{failure}</Notice>}
      {sentTo && (
        <Notice tone="success" title={t('passwordReset.forgot.sentTitle')}>
          <p>{t('passwordReset.forgot.sentBody', { email: sentTo })}</p>
          <p className="mt-1">{t('passwordReset.forgot.sentHint')}</p>
        </Notice>
      )}
      <TextField
        label={t('passwordReset.forgot.email')}
        type="email"
        autoComplete="email"
        error={validationText(t, formState.errors.email?.message)}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <Button type="submit" className="w-full" busy={busy} busyText={t('passwordReset.forgot.submitting')}>
        {t('passwordReset.forgot.submit')}
      </Button>
    </form>
  );
}
