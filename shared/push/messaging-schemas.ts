import { z } from 'zod';
import { COMPOSED_PHONE_PATTERN } from '../phone/country-codes';
import { isValidComposedPhone } from '../phone/phone-rules';
import { msg } from '../validation/message-options';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_PATTERN = /^\d{6}$/;

/** POST /api/users/phone/verification: text a code to this E.164 number, or to the account's phone when absent. */
export const PhoneVerificationRequestSchema = z.strictObject({
  phone: z
    .string(msg('phoneRequired'))
    .trim()
    .regex(COMPOSED_PHONE_PATTERN, msg('phoneNumberInvalid'))
    .refine(isValidComposedPhone, msg('phoneNumberInvalidForCountry'))
    .optional(),
});
export type PhoneVerificationRequest = z.infer<typeof PhoneVerificationRequestSchema>;

/** Where the code went and until when it is good (ISO). */
export const PhoneVerificationSentSchema = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime() });
export type PhoneVerificationSent = z.infer<typeof PhoneVerificationSentSchema>;

/** POST /api/users/phone/verification/confirm */
export const PhoneVerificationConfirmSchema = z.strictObject({
  code: z.string(msg('codeInvalid')).trim().regex(PHONE_CODE_PATTERN, msg('codeInvalid')),
});
export type PhoneVerificationConfirm = z.infer<typeof PhoneVerificationConfirmSchema>;

/** The text channels a customer switches on beside the push alerts (the same kinds and groups). */
export const MessagingPreferencesSchema = z.object({
  sms: z.boolean(msg('invalidRequest')),
  whatsapp: z.boolean(msg('invalidRequest')),
});
export type MessagingPreferences = z.infer<typeof MessagingPreferencesSchema>;

export const MessagingPreferencesUpdateSchema = z.strictObject(MessagingPreferencesSchema.partial().shape);
export type MessagingPreferencesUpdate = z.infer<typeof MessagingPreferencesUpdateSchema>;

/** GET /api/messaging/preferences */
export const MessagingStatusSchema = MessagingPreferencesSchema.extend({
  /** The plan grants sms_notifications (Premium with valid access). */
  available: z.boolean(),
  /** The number alerts go to once confirmed: the confirmed one, else the account's (null when it has none). */
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** A code is waiting for confirmation, sent to this number. */
  codeSentTo: z.string().nullable(),
  /** WhatsApp can be switched on (a WhatsApp sender is configured). */
  whatsappOffered: z.boolean(),
});
export type MessagingStatus = z.infer<typeof MessagingStatusSchema>;
