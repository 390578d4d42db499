import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordUserInputs } from '@shared/accounts/password-strength';
import { RegistrationFormSchema } from '@shared/accounts/registration-schema';
import { defaultPhoneCountry } from '@shared/phone/phone-rules';
import { isGuessable } from '@/components/password/password-measure';
import { NewPasswordField } from '@/components/password/new-password-field';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PhoneFields } from '@/components/ui/phone-fields';
import { TextField } from '@/components/ui/text-field';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { TermsField } from './terms-field';

/** What the form shows as it is filled: the strength meter's password and inputs, the phone's region. */
interface Shown {
  password: string;
  userInputs: readonly string[];
  phoneCountry: string;
}

const fieldValue = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
};

/**
 * The registration form (part 1 section 5), of the sign-up page and of onboarding's first step. A form action with
 * the browser's own fields: what they show is sent, even when filled before the app has hydrated the page (decision 137).
 */
export function RegistrationForm({ onLogin, privacyPath }: { onLogin?: () => void; privacyPath: string }) {
  const { t } = useTranslation();
  const openEmailSent = useAccountDialogs((state) => state.openEmailSent);
  const submit = useRegisterSubmit();
  const [serverError, setServerError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>({ password: '', userInputs: [], phoneCountry: '' });
  const form = useActionForm(
    async (values) => {
      setServerError(null);
      const parsed = RegistrationFormSchema.safeParse({ ...values, acceptTerms: values.acceptTerms === 'on' });
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
      const registration = parsed.data;
      if (await isGuessable(registration.password, passwordUserInputs(registration.email, registration.first_name, registration.last_name))) {
        return { ok: false, errors: { password: 'passwordTooWeak' } };
      }
      const outcome = await submit(registration);
      if (!outcome) return { ok: false };
      if (outcome.ok) {
        openEmailSent(outcome.email);
        return { ok: true };
      }
      if (outcome.field) return { ok: false, errors: { [outcome.field]: outcome.message } };
      setServerError(outcome.message);
      return { ok: false };
    },
    (element, mounted) => {
      // The phone's country starts from the browser's region (es-AR: Argentina), else +1, once the form is in the
      // browser (a prerendered one knows no reader), unless a region was already chosen.
      const country = element.elements.namedItem('phoneCountry');
      if (mounted && country instanceof HTMLSelectElement && !country.value) country.value = defaultPhoneCountry(navigator.languages ?? [navigator.language]);
      setShown({
        password: fieldValue(element, 'password'),
        userInputs: passwordUserInputs(fieldValue(element, 'email'), fieldValue(element, 'first_name'), fieldValue(element, 'last_name')),
        phoneCountry: fieldValue(element, 'phoneCountry'),
      });
    },
  );
  const error = (name: string) => validationText(t, form.error(name));
  const text = (name: string) => ({ name, error: error(name) });

  return (
    <form {...form.formProps} className="space-y-4">
      {serverError && <Notice tone="destructive">{serverError}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('registration.firstName')} autoComplete="given-name" {...text('first_name')} />
        <TextField label={t('registration.lastName')} autoComplete="family-name" {...text('last_name')} />
      </div>
      <TextField label={t('registration.email')} type="email" autoComplete="email" {...text('email')} />
      <TextField label={t('registration.confirmEmail')} type="email" autoComplete="email" {...text('confirmEmail')} />
      <PhoneFields
        legend={t('registration.phone')}
        countryLabel={t('registration.countryCode')}
        numberLabel={t('registration.phoneNumber')}
        country={shown.phoneCountry}
        countryField={{ name: 'phoneCountry', defaultValue: '' }}
        numberField={{ name: 'phoneNumber' }}
        countryError={error('phoneCountry')}
        numberError={error('phoneNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordField label={t('registration.password')} password={shown.password} userInputs={shown.userInputs} {...text('password')} />
        <TextField label={t('registration.confirmPassword')} type="password" autoComplete="new-password" {...text('confirmPassword')} />
      </div>
      <TermsField error={error('acceptTerms')} privacyPath={privacyPath} />
      <Button type="submit" className="w-full" busy={form.pending} busyText={t('registration.submitting')}>
        {t('registration.submit')}
      </Button>
      {onLogin && (
        <p className="text-center text-sm text-slate-600">
          {t('registration.haveAccount')}{' '}
          <Button variant="link" onClick={onLogin}>
            {t('registration.login')}
          </Button>
        </p>
      )}
    </form>
  );
}
