import { z } from 'zod';
import { EmailSchema } from '../validation/fields';
import { msg, msgUnlessEmpty } from '../validation/message-options';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../validation/limits';

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const PUBLIC_CONTACT_SUBJECTS = ['problema-pedido', 'consulta-general', 'info-planes', 'otros'] as const;
export const PublicContactSubjectSchema = z.enum(PUBLIC_CONTACT_SUBJECTS, msg('subjectRequired'));
export type PublicContactSubject = z.infer<typeof PublicContactSubjectSchema>;

export const DASHBOARD_CONTACT_SUBJECTS = ['general', 'soporte', 'facturacion', 'otros'] as const;
export const DashboardContactSubjectSchema = z.enum(DASHBOARD_CONTACT_SUBJECTS, msg('subjectRequired'));
export type DashboardContactSubject = z.infer<typeof DashboardContactSubjectSchema>;

const FullNameSchema = z
  .string(msg('nameTooShort'))
  .trim()
  .min(CONTACT_NAME_MIN_LENGTH, msg('nameTooShort'))
  .max(CONTACT_NAME_MAX_LENGTH, msg('nameTooLong'));

/** Optional, with no format rule; an empty field becomes undefined. */
const OptionalPhoneSchema = z
  .string()
  .trim()
  .max(CONTACT_PHONE_MAX_LENGTH, msg('phoneTooLong'))
  .optional()
  .transform((phone) => (phone ? phone : undefined));

const MessageSchema = z
  .string(msg('messageTooShort'))
  .trim()
  .min(CONTACT_MESSAGE_MIN_LENGTH, msg('messageTooShort'))
  .max(CONTACT_MESSAGE_MAX_LENGTH, msg('messageTooLong'));

/** The public contact page form (part 2 section 5). */
export const ContactFormSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: PublicContactSubjectSchema,
  message: MessageSchema,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The dashboard contact dialog: the spec gives no rules of its own, so the public ones apply. */
export const DashboardContactFormSchema = ContactFormSchema.extend({ subject: DashboardContactSubjectSchema });
export type DashboardContactForm = z.infer<typeof DashboardContactFormSchema>;

/** The landing e-mail sign-up: deliberately loose, a non-empty text containing an at sign. */
export const EmailSignupSchema = z.object({
  email: z
    .string(msg('emailRequired'))
    .trim()
    .min(1, msg('emailRequired'))
    .max(EMAIL_MAX_LENGTH, msgUnlessEmpty('emailInvalid'))
    .refine((email) => email.includes('@'), msgUnlessEmpty('emailInvalid')),
});
export type EmailSignup = z.infer<typeof EmailSignupSchema>;

export const SIGNUP_LANGUAGES = ['es', 'en'] as const;

/** POST /api/newsletter: the sign-up block's address and the language the visitor reads in. */
export const NewsletterSignupRequestSchema = EmailSignupSchema.extend({
  language: z.enum(SIGNUP_LANGUAGES, msg('invalidRequest')).optional(),
});
export type NewsletterSignupRequest = z.infer<typeof NewsletterSignupRequestSchema>;

/** The API's answers (English, like every server text; the PWA shows its own translated line). */
export const CONTACT_SENT_MESSAGE = 'Message sent. We will get back to you soon.';
export const CONTACT_RATE_LIMITED_MESSAGE = 'Too many messages. Please try again later.';
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
export const NEWSLETTER_RATE_LIMITED_MESSAGE = 'Too many sign-ups. Please try again later.';
