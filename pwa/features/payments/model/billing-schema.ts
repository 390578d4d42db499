import { z } from 'zod';
import { digitsOnly, isValidPhoneNumber } from '@shared/phone/country-codes';
import { callingCodeOf, defaultPhoneCountry, isPhoneCountry, isValidForCountry, phoneForCountry, splitStoredPhone, type PhoneCountry } from '@shared/phone/phone-rules';
import { EmailSchema } from '@shared/validation/fields';
import { msg } from '@shared/validation/message-options';
import { NAME_MAX_LENGTH } from '@shared/validation/limits';
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
      /** The region chosen beside the number (AR); its calling code is what is sent. */
      phoneCountry: z.string().refine(isPhoneCountry, msg('countryCodeInvalid')),
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
      if (isPhoneCountry(values.phoneCountry) && isValidPhoneNumber(values.phoneNumber) && !isValidForCountry(values.phoneNumber, values.phoneCountry)) {
        context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'phoneNumberInvalidForCountry' });
      }
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
    ...personalPhone(values.phoneCountry, values.phoneNumber),
    streetAddress: values.streetAddress.trim(),
    ...(apartment ? { apartment } : {}),
    city: values.city.trim(),
    ...(stateProvince ? { stateProvince } : {}),
    postalCode: values.postalCode.trim(),
    country: values.country,
    ...(birthDate && birthDate !== 'invalid' ? { dateOfBirth: birthDate } : {}),
  };
}

/** The calling code and national digits (a trunk 0 dropped) the API stores as code plus digits. */
export function personalPhone(country: string, number: string): { phoneCountryCode: string; phoneNumber: string } {
  if (!isPhoneCountry(country)) return { phoneCountryCode: '', phoneNumber: digitsOnly(number) };
  const code = callingCodeOf(country);
  const stored = phoneForCountry(number, country);
  return { phoneCountryCode: code, phoneNumber: stored ? stored.slice(code.length) : digitsOnly(number) };
}

/** Splits a stored phone (+541122334455) into its region and national digits; an empty one gets the browser's region. */
export function splitPhone(phone: string, fallback: PhoneCountry = 'US'): { phoneCountry: string; phoneNumber: string } {
  const { country, nationalNumber } = splitStoredPhone(phone, fallback);
  return { phoneCountry: country, phoneNumber: nationalNumber };
}

/** The form's starting values, filled from the signed-in user. */
export function initialBillingValues(user: { first_name: string; last_name: string; email: string; phone: string }): BillingFormValues {
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    ...splitPhone(user.phone, defaultPhoneCountry(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))),
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
