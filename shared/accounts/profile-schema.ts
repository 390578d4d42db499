import { z } from 'zod';
import { composePhone, isValidCountryCode } from '../phone/country-codes';
import { isPhoneCountry, isValidForCountry } from '../phone/phone-rules';
import { msg, msgUnlessEmpty } from '../validation/message-options';
import { RegisterRequestSchema, RegistrationFormSchema } from './registration-schema';
import { UserLanguageSchema } from './user-language';

const { first_name, last_name, phone } = RegisterRequestSchema.shape;
const { phoneCountry, phoneNumber } = RegistrationFormSchema.shape;

/** PUT /api/users/profile: the registration's rules for names and phone (code plus number), and the language. */
export const ProfileReplaceSchema = z
  .strictObject({
    first_name,
    last_name,
    phone_country_code: z.string(msg('phoneRequired')).trim().min(1, msg('phoneRequired')).refine(isValidCountryCode, msgUnlessEmpty('countryCodeInvalid')),
    phone_number: phoneNumber,
    language: UserLanguageSchema,
  })
  .superRefine((profile, context) => {
    if (!isValidCountryCode(profile.phone_country_code) || !phoneNumber.safeParse(profile.phone_number).success) return;
    // The stored phone is the registration's: the code and the digits, a real number of that code.
    const composed = phone.safeParse(composePhone(profile.phone_country_code, profile.phone_number));
    const issue = composed.error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: ['phone_number'] });
  });
export type ProfileReplace = z.infer<typeof ProfileReplaceSchema>;

/** The account page's profile form: the region chosen beside the number, as in the registration form. */
export const ProfileFormSchema = z
  .object({ first_name, last_name, phoneCountry, phoneNumber, language: UserLanguageSchema })
  .refine((form) => !isPhoneCountry(form.phoneCountry) || !phoneNumber.safeParse(form.phoneNumber).success || isValidForCountry(form.phoneNumber, form.phoneCountry), {
    ...msg('phoneNumberInvalidForCountry'),
    path: ['phoneNumber'],
  });
export type ProfileForm = z.input<typeof ProfileFormSchema>;
