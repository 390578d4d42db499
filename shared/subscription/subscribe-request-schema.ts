import { z } from 'zod';
import { findPlan } from '../plans/plan-catalog';
import { composePhone, isValidCountryCode, isValidPhoneNumber, DEFAULT_COUNTRY_CODE } from '../phone/country-codes';
import { isValidComposedPhone } from '../phone/phone-rules';
import { OptionalDateStringSchema } from '../time/date-string';
import { EmailSchema } from '../validation/fields';
import { msg, msgUnlessEmpty } from '../validation/message-options';
import { NAME_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../validation/limits';
import { SubscriptionSchema } from './subscription-schema';
export { SUBSCRIBE_ERRORS, IDEMPOTENCY_KEY_HEADER } from './subscribe-messages';

const TEXT_MAX_LENGTH = 160;
/** Braintree nonces are short; the ceiling only bounds hostile input. */
export const NONCE_MAX_LENGTH = 4096;

const requiredText = (max = TEXT_MAX_LENGTH) => z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).max(max, msg('fieldTooLong'));
const optionalText = (max = TEXT_MAX_LENGTH) =>
  z
    .string(msg('invalidRequest'))
    .trim()
    .max(max, msg('fieldTooLong'))
    .optional()
    .transform((value) => value ?? '');

/**
 * Billing details of the payment step (part 1 section 3 personalInfo). Required: the spec's
 * fullName, email and country plus the browser-required phone number, street, postal code and
 * city; apartment, state/province and date of birth are optional.
 */
export const PersonalInfoSchema = z.object({
  fullName: requiredText(NAME_MAX_LENGTH * 2),
  email: EmailSchema,
  phoneCountryCode: z
    .string(msg('countryCodeInvalid'))
    .trim()
    .optional()
    .transform((value) => value || DEFAULT_COUNTRY_CODE)
    .refine(isValidCountryCode, msg('countryCodeInvalid')),
  phoneNumber: z.string(msg('phoneRequired')).trim().min(1, msg('phoneRequired')).refine(isValidPhoneNumber, msgUnlessEmpty('phoneNumberInvalid')),
  streetAddress: requiredText(),
  apartment: optionalText(),
  city: requiredText(),
  stateProvince: optionalText(),
  postalCode: requiredText(20),
  country: requiredText(80),
  /** YYYY-MM-DD, only once day, month and year are all chosen; '' or null means not given. */
  dateOfBirth: OptionalDateStringSchema.optional(),
}).refine(
  // Only once code and digits pass their own checks: then the number must be a real one of that code.
  (info) => !isValidCountryCode(info.phoneCountryCode) || !isValidPhoneNumber(info.phoneNumber) || isValidComposedPhone(composePhone(info.phoneCountryCode, info.phoneNumber)),
  { ...msg('phoneNumberInvalidForCountry'), path: ['phoneNumber'] },
);
export type PersonalInfo = z.input<typeof PersonalInfoSchema>;
export type ParsedPersonalInfo = z.output<typeof PersonalInfoSchema>;

/** Any of the plan's ids: provider (plus_drop), onboarding (estandar) or plan type (plus). */
export const AnyPlanIdSchema = z
  .string(msg('planInvalid'))
  .trim()
  .refine((id) => findPlan(id) !== undefined, msg('planInvalid'));

/** POST /api/subscriptions (send an Idempotency-Key header too, one per submit attempt). */
export const SubscribeRequestSchema = z.object({
  paymentMethodNonce: z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).max(NONCE_MAX_LENGTH, msg('invalidRequest')),
  planId: AnyPlanIdSchema,
  email: EmailSchema,
  personalInfo: PersonalInfoSchema,
  recaptcha_token: z.string().max(TOKEN_MAX_LENGTH).optional(),
});
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

/** 201 answer of POST /api/subscriptions. */
export const SubscribeResponseSchema = z.object({
  success: z.literal(true),
  subscription_id: z.string(),
  customer_id: z.string(),
  subscription: SubscriptionSchema,
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
