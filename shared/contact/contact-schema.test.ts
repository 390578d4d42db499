import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  ContactFormSchema,
  DashboardContactFormSchema,
  EmailSignupSchema,
  NewsletterSignupRequestSchema,
  PUBLIC_CONTACT_SUBJECTS,
} from './contact-schema';
import { validationMessage } from '../validation/messages';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
const valid = { fullName: 'Ana', email: ' Ana@Example.com ', subject: 'info-planes', message: 'Hola, quiero info.' };

describe('ContactFormSchema', () => {
  it('accepts a valid form, lowercasing the e-mail and dropping an empty phone', () => {
    expect(ContactFormSchema.parse({ ...valid, phone: '' })).toEqual({ ...valid, email: 'ana@example.com', phone: undefined });
  });

  it('needs a name of at least 2 characters after trimming', () => {
    expect(ContactFormSchema.safeParse({ ...valid, fullName: 'Al' }).success).toBe(true);
    expect(messages(ContactFormSchema.safeParse({ ...valid, fullName: ' A ' }))).toEqual(['nameTooShort']);
    expect(validationMessage('nameTooShort')).toBe('Name must be at least 2 characters');
  });

  it('needs a valid e-mail', () => {
    expect(messages(ContactFormSchema.safeParse({ ...valid, email: 'ana@example' }))).toEqual(['emailInvalid']);
    expect(messages(ContactFormSchema.safeParse({ ...valid, email: '' }))).toEqual(['emailRequired']);
  });

  it('takes any phone text, with no format rule', () => {
    expect(ContactFormSchema.parse({ ...valid, phone: 'call me (305) x' }).phone).toBe('call me (305) x');
  });

  it('needs one of the four subjects', () => {
    expect(PUBLIC_CONTACT_SUBJECTS).toEqual(['problema-pedido', 'consulta-general', 'info-planes', 'otros']);
    expect(messages(ContactFormSchema.safeParse({ ...valid, subject: '' }))).toEqual(['subjectRequired']);
    expect(messages(ContactFormSchema.safeParse({ ...valid, subject: 'general' }))).toEqual(['subjectRequired']);
  });

  it('needs a message of at least 10 characters after trimming', () => {
    expect(ContactFormSchema.safeParse({ ...valid, message: '0123456789' }).success).toBe(true);
    expect(messages(ContactFormSchema.safeParse({ ...valid, message: ' 012345678 ' }))).toEqual(['messageTooShort']);
    expect(messages(ContactFormSchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }))).toEqual(['messageTooLong']);
    expect(validationMessage('messageTooShort')).toBe('Message must be at least 10 characters');
  });
});

describe('DashboardContactFormSchema', () => {
  it('uses the dashboard subjects', () => {
    for (const subject of ['general', 'soporte', 'facturacion', 'otros']) {
      expect(DashboardContactFormSchema.safeParse({ ...valid, subject }).success).toBe(true);
    }
    expect(messages(DashboardContactFormSchema.safeParse({ ...valid, subject: 'info-planes' }))).toEqual(['subjectRequired']);
  });
});

describe('EmailSignupSchema', () => {
  it('needs a non-empty text with an at sign, nothing stricter', () => {
    expect(EmailSignupSchema.safeParse({ email: 'a@b' }).success).toBe(true);
    expect(messages(EmailSignupSchema.safeParse({ email: '   ' }))).toEqual(['emailRequired']);
    expect(messages(EmailSignupSchema.safeParse({ email: 'ana.example.com' }))).toEqual(['emailInvalid']);
  });
});

describe('NewsletterSignupRequestSchema', () => {
  it('takes an optional language, es or en', () => {
    expect(NewsletterSignupRequestSchema.parse({ email: ' a@b ' })).toEqual({ email: 'a@b' });
    expect(NewsletterSignupRequestSchema.parse({ email: 'a@b', language: 'en' })).toEqual({ email: 'a@b', language: 'en' });
    expect(messages(NewsletterSignupRequestSchema.safeParse({ email: 'a@b', language: 'fr' }))).toEqual(['invalidRequest']);
  });
});
