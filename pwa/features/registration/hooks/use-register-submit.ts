import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { RegistrationForm } from '@shared/accounts/registration-schema';
import { RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '@shared/accounts/user-schema';
import { composePhone } from '@shared/phone/country-codes';
import { callingCodeOf, isPhoneCountry, phoneForCountry } from '@shared/phone/phone-rules';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { useAccountDialogs } from '@/lib/account-dialogs';
import type { OnboardingPlanId } from '@shared/plans/plan-catalog';
import { registerUser } from '../api/register-user';

type FieldName = keyof RegistrationForm;
/** API field names that map onto a form field, so the message can sit under it. */
const API_FIELDS: Record<string, FieldName> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  password: 'password',
  phone: 'phoneNumber',
};

/** Code plus national digits (a trunk 0 dropped); the schema has already checked the number for its country. */
function storedPhone(country: string, number: string): string {
  if (!isPhoneCountry(country)) return composePhone('', number);
  return phoneForCountry(number, country) ?? composePhone(callingCodeOf(country), number);
}

function chosenPlan(): { plan?: OnboardingPlanId } {
  const { planChosen, selectedPlanId } = useAccountDialogs.getState();
  return planChosen ? { plan: selectedPlanId } : {};
}

export type RegistrationOutcome = { ok: true; email: string } | { ok: false; field?: FieldName; message: string } | null;

/** Sends the registration and turns every failure into a translated text (part 1 section 8). */
export function useRegisterSubmit() {
  const { t } = useTranslation();
  return async (values: RegistrationForm): Promise<RegistrationOutcome> => {
    try {
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await getRecaptchaToken('register');
      } catch {
        toast.error(t('registration.errors.recaptchaUnavailable'));
        return null;
      }
      await registerUser({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim().toLowerCase(),
        password: values.password,
        phone: storedPhone(values.phoneCountry, values.phoneNumber),
        ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
        // A plan chosen before signing up rides on the verification link, to whichever browser opens it.
        ...chosenPlan(),
      });
      return { ok: true, email: values.email.trim().toLowerCase() };
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'network') return { ok: false, message: t('registration.errors.network') };
      if (failure.kind === 'http' && failure.error === RECAPTCHA_TOKEN_MISSING) {
        return { ok: false, message: t('registration.errors.recaptchaRequired') };
      }
      if (failure.kind === 'http' && failure.error === RECAPTCHA_VERIFICATION_FAILED) {
        return { ok: false, message: t('registration.errors.recaptchaFailed') };
      }
      const field = failure.kind === 'http' && typeof failure.body.field === 'string' ? API_FIELDS[failure.body.field] : undefined;
      return { ok: false, field, message: await describeApiFailure(failure, t('registration.errors.failed')) };
    }
  };
}
