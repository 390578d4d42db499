import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, digitsOnly, isValidPhoneNumber } from '@shared/phone/country-codes';
import { EmailSchema, msg } from '@shared/validation/fields';
import { COUNTRY_CODE_PATTERN, NAME_MAX_LENGTH } from '@shared/validation/limits';
import type { PersonalInfo } from '@shared/subscription/subscribe-request-schema';
import { composeBirthDate } from './birth-date';
import { isBillingCountry } from './countries';

const TEXT_MAX_LENGTH = 120;
const required = (max = TEXT_MAX_LENGTH) => z.string().trim().min(1, msg('fieldRequired')).max(max, msg('fieldTooLong'));

/** Messages that are not shared validation keys are i18n keys of the payment area. */
export const BIRTH_DATE_INCOMPLETE = 'payment.validation.birthDateIncomplete';
export const BIRTH_DATE_INVALID = 'payment.validation.birthDateInvalid';

/**
 * The billing fields of the payment step (part 1 sections 2, 3 and 5), checked before the card.
 * Full name, e-mail, phone, street, city, postal code and country are required, the apartment
 * is optional. The date of birth is kept only when day, month and year are all chosen. The
 * standalone payment page (`requireAll`) also requires the state or province and the date of birth.
 */
export function billingFormSchema({ requireAll }: { requireAll: boolean }) {
  return z
    .object({
      fullName: required(NAME_MAX_LENGTH),
      email: EmailSchema,
      phoneCountryCode: z.string().trim().regex(COUNTRY_CODE_PATTERN, msg('countryCodeInvalid')),
      phoneNumber: z
        .string()
        .trim()
        .min(1, msg('phoneRequired'))
        .refine((value) => value === '' || isValidPhoneNumber(value), msg('phoneNumberInvalid')),
      streetAddress: required(),
      apartment: z.string().trim().max(TEXT_MAX_LENGTH, msg('fieldTooLong')),
      city: required(),
      stateProvince: requireAll ? required() : z.string().trim().max(TEXT_MAX_LENGTH, msg('fieldTooLong')),
      postalCode: required(20),
      country: z.string().refine(isBillingCountry, msg('fieldRequired')),
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
    })
    .superRefine((values, context) => {
      const birthDate = composeBirthDate({ day: values.birthDay, month: values.birthMonth, year: values.birthYear });
      if (birthDate === 'invalid') context.addIssue({ code: 'custom', path: ['birthDay'], message: BIRTH_DATE_INVALID });
      else if (birthDate === null && requireAll) context.addIssue({ code: 'custom', path: ['birthDay'], message: BIRTH_DATE_INCOMPLETE });
    });
}

export type BillingFormValues = z.input<ReturnType<typeof billingFormSchema>>;
export type BillingFieldName = keyof BillingFormValues;

/** The fields whose absence raises the 'Campos requeridos' notice (part 1 section 5). */
export const NOTICE_FIELDS: readonly BillingFieldName[] = ['fullName', 'email', 'country'];


export function toPersonalInfo(values: BillingFormValues): PersonalInfo {
  const birthDate = composeBirthDate({ day: values.birthDay, month: values.birthMonth, year: values.birthYear });
  const apartment = values.apartment.trim();
  const stateProvince = values.stateProvince.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim().toLowerCase(),
    phoneCountryCode: values.phoneCountryCode.trim(),
    phoneNumber: digitsOnly(values.phoneNumber),
    streetAddress: values.streetAddress.trim(),
    ...(apartment ? { apartment } : {}),
    city: values.city.trim(),
    ...(stateProvince ? { stateProvince } : {}),
    postalCode: values.postalCode.trim(),
    country: values.country,
    ...(birthDate && birthDate !== 'invalid' ? { dateOfBirth: birthDate } : {}),
  };
}

/** Splits a stored phone (+541122334455) into a known country code and the rest. */
export function splitPhone(phone: string): { phoneCountryCode: string; phoneNumber: string } {
  const byLength = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length);
  const match = byLength.find(({ code }) => phone.startsWith(code));
  return match ? { phoneCountryCode: match.code, phoneNumber: phone.slice(match.code.length) } : { phoneCountryCode: DEFAULT_COUNTRY_CODE, phoneNumber: digitsOnly(phone) };
}

/** The form's starting values, filled from the signed-in user. */
export function initialBillingValues(user: { first_name: string; last_name: string; email: string; phone: string }): BillingFormValues {
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    ...splitPhone(user.phone),
    streetAddress: '',
    apartment: '',
    city: '',
    stateProvince: '',
    postalCode: '',
    country: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
  };
}
