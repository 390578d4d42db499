import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactFormSchema, PUBLIC_CONTACT_SUBJECTS, type ContactForm as ContactValues } from '@shared/contact/contact-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { validationText } from '@/lib/validation-text';
import { useContactSubmit } from '../hooks/use-contact-submit';

type FieldName = keyof ContactValues;

// The subject starts unchosen; the schema then reports 'Please select a subject'.
const EMPTY = { fullName: '', email: '', phone: '', subject: '' as ContactValues['subject'], message: '' };

/** The public contact form (part 2 sections 2 and 5), sent for real to POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation();
  const { submit, busy } = useContactSubmit();
  const [status, setStatus] = useState<{ ok: boolean; message?: string } | null>(null);
  const { register, handleSubmit, clearErrors, setError, reset, formState } = useForm({
    resolver: zodResolver(ContactFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const error = (name: FieldName) => validationText(t, formState.errors[name]?.message);
  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const outcome = await submit(values);
    if (outcome.ok) {
      reset(EMPTY);
      setStatus({ ok: true });
    } else if (outcome.field) {
      setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    } else {
      setStatus({ ok: false, message: outcome.message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
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
          {(control) => <Input autoComplete="name" {...control} {...field('fullName')} />}
        </FormField>
        <FormField label={t('contact.form.email')} error={error('email')}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...field('email')} />}
        </FormField>
        <FormField label={t('contact.form.phone')} error={error('phone')}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...field('phone')} />}
        </FormField>
        <FormField label={t('contact.form.subject')} error={error('subject')}>
          {(control) => (
            <Select {...control} {...field('subject')}>
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
        {(control) => <Textarea rows={6} placeholder={t('contact.form.messagePlaceholder')} {...control} {...field('message')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={busy} busyText={t('contact.form.submitting')}>
        {t('contact.form.submit')}
      </Button>
    </form>
  );
}
