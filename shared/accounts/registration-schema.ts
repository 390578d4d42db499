import { z } from 'zod';
import { COMPOSED_PHONE_PATTERN, isValidPhoneNumber } from '../phone/country-codes';
import { isPhoneCountry, isValidComposedPhone, isValidForCountry } from '../phone/phone-rules';
import { OnboardingPlanIdSchema } from '../plans/plan-schemas';
import { UserLanguageSchema } from './user-language';
import { TOKEN_MAX_LENGTH } from '../validation/limits';
import { EmailSchema, NewPasswordSchema, requiredName } from '../validation/fields';
import { msg, msgUnlessEmpty } from '../validation/message-options';

/** What the registration form holds (part 1 section 5). */
export const RegistrationFormSchema = z
  .object({
    first_name: requiredName('firstNameRequired'),
    last_name: requiredName('lastNameRequired'),
    email: EmailSchema,
    confirmEmail: z.string(msg('emailsDoNotMatch')),
    /** The region chosen beside the number (AR); its calling code is what is sent. */
    phoneCountry: z.string(msg('phoneRequired')).refine(isPhoneCountry, msg('phoneRequired')),
    phoneNumber: z.string(msg('phoneRequired')).trim().min(1, msg('phoneRequired')).refine(isValidPhoneNumber, msgUnlessEmpty('phoneNumberInvalid')),
    password: NewPasswordSchema,
    confirmPassword: z.string(msg('passwordsDoNotMatch')),
    acceptTerms: z.boolean(msg('termsRequired')).refine((accepted) => accepted, msg('termsRequired')),
  })
  .refine((form) => form.confirmEmail.trim().toLowerCase() === form.email, { ...msg('emailsDoNotMatch'), path: ['confirmEmail'] })
  .refine(
    (form) => !isPhoneCountry(form.phoneCountry) || !isValidPhoneNumber(form.phoneNumber) || isValidForCountry(form.phoneNumber, form.phoneCountry),
    { ...msg('phoneNumberInvalidForCountry'), path: ['phoneNumber'] },
  )
  .refine((form) => form.confirmPassword === form.password, { ...msg('passwordsDoNotMatch'), path: ['confirmPassword'] });

export type RegistrationForm = z.input<typeof RegistrationFormSchema>;

/** POST /api/users */
export const RegisterRequestSchema = z.object({
  first_name: requiredName('firstNameRequired'),
  last_name: requiredName('lastNameRequired'),
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: z
    .string(msg('phoneRequired'))
    .trim()
    .min(1, msg('phoneRequired'))
    .regex(COMPOSED_PHONE_PATTERN, msgUnlessEmpty('phoneNumberInvalid'))
    .refine((phone) => !COMPOSED_PHONE_PATTERN.test(phone) || isValidComposedPhone(phone), msg('phoneNumberInvalidForCountry')),
  recaptcha_token: z.string().max(TOKEN_MAX_LENGTH).optional(),
  /** The app's language at sign-up: every e-mail to the account is written in it (Spanish when absent). */
  language: UserLanguageSchema.optional(),
  /** The plan chosen before signing up: the verification link carries it, so onboarding goes on with it anywhere. */
  plan: OnboardingPlanIdSchema.optional(),
});

export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
