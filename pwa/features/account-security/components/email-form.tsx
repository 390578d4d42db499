import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailChangeSchema } from '@shared/accounts/email-change-schema';
import type { PublicUser } from '@shared/accounts/user-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { requestEmailChange } from '../api/request-email-change';
import { refusalOf } from '../model/refusal-of';
import { PasswordField } from './password-field';

const FIELDS = { new_email: 'new_email', password: 'password' };

/** The new address and the password; the link goes to the new address, and the change waits for it (decision 171). */
export function EmailForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useActionForm(
    async (values) => {
      setSentTo(null);
      setServerError(null);
      const parsed = EmailChangeSchema.safeParse(values);
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
      try {
        await requestEmailChange(parsed.data);
        setSentTo(parsed.data.new_email);
        return { ok: true };
      } catch (error) {
        const refusal = await refusalOf(error, FIELDS, t('account.email.failed'));
        if (refusal.field) return { ok: false, errors: { [refusal.field]: refusal.message } };
        setServerError(refusal.message);
        return { ok: false };
      }
    },
  );
  const error = (name: string) => validationText(t, form.error(name));

  return (
    <form {...form.formProps} className="space-y-4" aria-labelledby="account-email-title">
      <p className="text-sm text-slate-700">
        {t('account.email.current', { email: user.email })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.email.newEmail')} name="new_email" type="email" autoComplete="email" inputMode="email" error={error('new_email')} />
        <PasswordField label={t('account.email.password')} name="password" autoComplete="current-password" error={error('password')} />
      </div>
      {serverError && <Notice tone="destructive">{serverError}</Notice>}
      {sentTo && <Notice tone="success">{t('account.email.sent', { email: sentTo })}</Notice>}
      <Button type="submit" className="w-full sm:w-auto" busy={form.pending} busyText={t('account.email.submitting')}>
        {t('account.email.submit')}
      </Button>
    </form>
  );
}
