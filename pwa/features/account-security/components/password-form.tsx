import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PasswordChangeFormSchema } from '@shared/accounts/password-change-schema';
import { passwordUserInputs } from '@shared/accounts/password-strength';
import type { PublicUser } from '@shared/accounts/user-schema';
import { isGuessable } from '@/components/password/password-measure';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { changePassword } from '../api/change-password';
import { refusalOf } from '../model/refusal-of';
import { NewPasswordMeter } from './new-password-meter';
import { PasswordField } from './password-field';

const FIELDS = { current_password: 'current_password', new_password: 'new_password' };

/** Current, new and confirmed password, with the registration's strength hints (decision 171). */
export function PasswordForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const meterId = useId();
  const [password, setPassword] = useState('');
  const [measuring, setMeasuring] = useState(false);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const userInputs = passwordUserInputs(user.email, user.first_name, user.last_name);

  const form = useActionForm(
    async (values) => {
      setDone(false);
      setServerError(null);
      const parsed = PasswordChangeFormSchema.safeParse(values);
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
      const { current_password, new_password } = parsed.data;
      if (await isGuessable(new_password, userInputs)) return { ok: false, errors: { new_password: 'passwordTooWeak' } };
      try {
        await changePassword({ current_password, new_password });
        setPassword('');
        setDone(true);
        return { ok: true };
      } catch (error) {
        const refusal = await refusalOf(error, FIELDS, t('account.password.failed'));
        if (refusal.field) return { ok: false, errors: { [refusal.field]: refusal.message } };
        setServerError(refusal.message);
        return { ok: false };
      }
    },
    (element, mounted) => {
      const field = element.elements.namedItem('new_password');
      if (field instanceof HTMLInputElement) setPassword(field.value);
      if (!mounted) setDone(false);
    },
  );
  const error = (name: string) => validationText(t, form.error(name));

  return (
    <form {...form.formProps} className="space-y-4" aria-labelledby="account-password-title">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <div>
        <PasswordField label={t('account.password.current')} name="current_password" autoComplete="current-password" error={error('current_password')} />
        <Link to="/forgot-password" className="mt-1 inline-block text-sm font-medium text-cyan-800 hover:underline">
          {t('account.password.forgot')}
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('account.password.new')}
          name="new_password"
          autoComplete="new-password"
          error={error('new_password')}
          describedBy={meterId}
          onFocus={() => setMeasuring(true)}
        >
          <NewPasswordMeter id={meterId} password={password} userInputs={userInputs} measuring={measuring || password !== ''} />
        </PasswordField>
        <PasswordField label={t('account.password.confirm')} name="confirm_password" autoComplete="new-password" error={error('confirm_password')} />
      </div>
      {serverError && <Notice tone="destructive">{serverError}</Notice>}
      {done && <Notice tone="success">{t('account.password.done')}</Notice>}
      <Button type="submit" className="w-full sm:w-auto" busy={form.pending} busyText={t('account.password.submitting')}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
