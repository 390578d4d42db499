import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { passwordUserInputs } from '@shared/accounts/password-strength';
import { RegistrationFormSchema, type RegistrationForm as RegistrationValues } from '@shared/accounts/registration-schema';
import { defaultPhoneCountry } from '@shared/phone/phone-rules';
import { isGuessable } from '@/components/password/password-measure';
import { NewPasswordField } from '@/components/password/new-password-field';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PhoneFields } from '@/components/ui/phone-fields';
import { TextField } from '@/components/ui/text-field';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { validationText } from '@/lib/validation-text';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { TermsField } from './terms-field';

const EMPTY: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  confirmEmail: '',
  phoneCountry: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegistrationForm() {
  const { t } = useTranslation();
  const { openEmailSent, openLogin } = useAccountDialogs();
  const { submit, busy } = useRegisterSubmit();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, clearErrors, setError, formState } = useForm({
    resolver: zodResolver(RegistrationFormSchema),
    reValidateMode: 'onSubmit',
    // The phone's country starts from the browser's region (es-AR: Argentina), else +1.
    defaultValues: { ...EMPTY, phoneCountry: defaultPhoneCountry(navigator.languages ?? [navigator.language]) },
  });
  const { errors } = formState;
  const [password = '', email, firstName, lastName, phoneCountry] = useWatch({ control, name: ['password', 'email', 'first_name', 'last_name', 'phoneCountry'] });
  const userInputs = passwordUserInputs(email, firstName, lastName);
  const error = (name: keyof RegistrationValues) => validationText(t, errors[name]?.message);
  // Part 1 section 5: a field's error clears as soon as the user edits that field.
  const field = (name: Exclude<keyof RegistrationValues, 'acceptTerms'>) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (await isGuessable(values.password, passwordUserInputs(values.email, values.first_name, values.last_name))) {
      setError('password', { message: 'passwordTooWeak' }, { shouldFocus: true });
      return;
    }
    const outcome = await submit(values);
    if (!outcome) return;
    if (outcome.ok) openEmailSent(outcome.email);
    else if (outcome.field) setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setServerError(outcome.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {serverError && <Notice tone="destructive">{serverError}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('registration.firstName')} autoComplete="given-name" error={error('first_name')} {...field('first_name')} />
        <TextField label={t('registration.lastName')} autoComplete="family-name" error={error('last_name')} {...field('last_name')} />
      </div>
      <TextField label={t('registration.email')} type="email" autoComplete="email" error={error('email')} {...field('email')} />
      <TextField
        label={t('registration.confirmEmail')}
        type="email"
        autoComplete="email"
        error={error('confirmEmail')}
        {...field('confirmEmail')}
      />
      <PhoneFields
        legend={t('registration.phone')}
        countryLabel={t('registration.countryCode')}
        numberLabel={t('registration.phoneNumber')}
        country={phoneCountry}
        countryField={field('phoneCountry')}
        numberField={field('phoneNumber')}
        countryError={error('phoneCountry')}
        numberError={error('phoneNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordField
          label={t('registration.password')}
          password={password}
          userInputs={userInputs}
          error={error('password')}
          {...field('password')}
        />
        <TextField
          label={t('registration.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={error('confirmPassword')}
          {...field('confirmPassword')}
        />
      </div>
      <TermsField control={control} error={error('acceptTerms')} onEdit={() => clearErrors('acceptTerms')} />
      <Button type="submit" className="w-full" busy={busy} busyText={t('registration.submitting')}>
        {t('registration.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('registration.haveAccount')}{' '}
        <Button variant="link" onClick={openLogin}>
          {t('registration.login')}
        </Button>
      </p>
    </form>
  );
}
