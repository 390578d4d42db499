import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DASHBOARD_CONTACT_SUBJECTS, DashboardContactFormSchema, type DashboardContactForm } from '@shared/contact/contact-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { validationText } from '@/lib/validation-text';
import { sendSupportMessageMutation } from '../api/support-writes';
import { useSupportErrorText } from '../hooks/use-support-error-text';
import { ResponsePromise } from './response-promise';
import { WaitingMessages } from './waiting-messages';

export interface SupportSender {
  fullName: string;
  email: string;
  phone?: string;
}

type FieldName = keyof DashboardContactForm;

/** The dashboard contact form: name, e-mail and phone come filled in from the account. */
export function ContactSupportForm({ sender, onSent }: { sender: SupportSender; onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useSupportErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation(sendSupportMessageMutation(useQueryClient()));
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(DashboardContactFormSchema),
    reValidateMode: 'onSubmit',
    // The subject starts unchosen; the schema then asks for one.
    defaultValues: { fullName: sender.fullName, email: sender.email, phone: sender.phone ?? '', subject: '' as DashboardContactForm['subject'], message: '' },
  });
  const error = (name: FieldName) => validationText(t, formState.errors[name]?.message);
  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync(values);
      if (result.queued) toast.info(t('outbox.queued.support'));
      else toast.success(t('support.sent'));
      onSent();
    } catch (sendError) {
      setFailure(await errorText(sendError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={send.isPending || undefined}>
      <ResponsePromise />
      <WaitingMessages />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('support.form.fullName')} error={error('fullName')}>
          {(control) => <Input autoComplete="name" {...control} {...field('fullName')} />}
        </FormField>
        <FormField label={t('support.form.email')} error={error('email')}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...field('email')} />}
        </FormField>
        <FormField label={t('support.form.phone')} error={error('phone')}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...field('phone')} />}
        </FormField>
        <FormField label={t('support.form.subject')} error={error('subject')}>
          {(control) => (
            <Select {...control} {...field('subject')}>
              <option value="">{t('support.form.subjectPlaceholder')}</option>
              {DASHBOARD_CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`support.subjects.${subject}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label={t('support.form.message')} error={error('message')}>
        {(control) => <Textarea rows={5} placeholder={t('support.form.messagePlaceholder')} {...control} {...field('message')} />}
      </FormField>
      {failure && <Notice tone="destructive">{failure}</Notice>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={send.isPending} busyText={t('support.form.sending')}>
        {t('support.form.send')}
      </Button>
    </form>
  );
}
