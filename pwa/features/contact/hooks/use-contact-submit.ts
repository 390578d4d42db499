import { useTranslation } from 'react-i18next';
import type { ContactForm } from '@shared/contact/contact-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';

const FORM_FIELDS = ['fullName', 'email', 'phone', 'subject', 'message'] as const;
type FieldName = (typeof FORM_FIELDS)[number];

export type ContactOutcome = { ok: true } | { ok: false; field?: FieldName; message: string };

const isField = (value: unknown): value is FieldName => FORM_FIELDS.includes(value as FieldName);

/** Sends the contact form; every failure becomes a translated text, under its field when the API names one. */
export function useContactSubmit() {
  const { t } = useTranslation();
  return async (form: ContactForm): Promise<ContactOutcome> => {
    try {
      await sendContactMessage(form);
      return { ok: true };
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'http' && failure.status === 429) {
        return { ok: false, message: t('contact.errors.rateLimited', { minutes: Number(failure.body.retry_after_minutes) || 60 }) };
      }
      const field = failure.kind === 'http' && isField(failure.body.field) ? failure.body.field : undefined;
      return { ok: false, field, message: await describeApiFailure(failure, t('contact.errors.failed')) };
    }
  };
}
