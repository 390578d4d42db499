import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFormSchema, PUBLIC_CONTACT_SUBJECTS } from '@shared/contact/contact-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { useContactSubmit } from '../hooks/use-contact-submit';

/** The public contact form (part 2 sections 2 and 5), sent for real to POST /api/contact; it works before the app has hydrated it (decision 137). */
export function ContactForm() {
  const { t } = useTranslation();
  const submit = useContactSubmit();
  const [status, setStatus] = useState<{ ok: boolean; message?: string } | null>(null);
  const form = useActionForm(async (values) => {
    setStatus(null);
    // The subject starts unchosen; the schema then reports 'Please select a subject'.
    const parsed = ContactFormSchema.safeParse(values);
    if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
    const outcome = await submit(parsed.data);
    if (outcome.ok) {
      setStatus({ ok: true });
      return { ok: true };
    }
    if (outcome.field) return { ok: false, errors: { [outcome.field]: outcome.message } };
    setStatus({ ok: false, message: outcome.message });
    return { ok: false };
  });
  const error = (name: string) => validationText(t, form.error(name));

  return (
    <form {...form.formProps} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('contact.form.required')}</p>
      {status?.ok && (
        <Notice tone="success" title={t('contact.success.title')}>
          {t('contact.success.text')}
        </Notice>
      )}
      {status && !status.ok && <Notice tone="destructive">{status.message}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contact.form.fullName')} error={error('fullName')}>
          {(control) => <Input name="fullName" autoComplete="name" {...control} />}
        </FormField>
        <FormField label={t('contact.form.email')} error={error('email')}>
          {(control) => <Input name="email" type="email" autoComplete="email" {...control} />}
        </FormField>
        <FormField label={t('contact.form.phone')} error={error('phone')}>
          {(control) => <Input name="phone" type="tel" autoComplete="tel" {...control} />}
        </FormField>
        <FormField label={t('contact.form.subject')} error={error('subject')}>
          {(control) => (
            <Select name="subject" defaultValue="" {...control}>
              <option value="">{t('contact.form.subjectPlaceholder')}</option>
              {PUBLIC_CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`contact.subjects.${subject}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label={t('contact.form.message')} error={error('message')}>
        {(control) => (
          <Textarea name="message" rows={6} placeholder={t('contact.form.messagePlaceholder')} {...control} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={form.pending} busyText={t('contact.form.submitting')}>
        {t('contact.form.submit')}
      </Button>
    </form>
  );
}
