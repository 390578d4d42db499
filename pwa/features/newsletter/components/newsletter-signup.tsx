import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { signUpForNewsletter } from '../api/sign-up-for-newsletter';

/**
 * The landing page's e-mail sign-up block (part 1 section 2), stored for real by the API.
 * A form action with the browser's own field: sent before the app has hydrated it, it is sent once it has (decision
 * 137). The shared schema (and zod with it) loads on the first submit (decision 101).
 */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const form = useActionForm(async (values) => {
    const { EmailSignupSchema } = await import('@shared/contact/contact-schema');
    const parsed = EmailSignupSchema.safeParse({ email: values.email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      // Part 1 section 5: an invalid address also raises an error toast.
      toast.error(validationText(t, issue) ?? t('newsletter.failed'));
      return { ok: false, errors: { email: issue } };
    }
    const { email } = parsed.data;
    try {
      await signUpForNewsletter({ email, language: currentLanguage() });
      setSubscribed(email);
      return { ok: true };
    } catch (failed) {
      const failure = await getApiFailure(failed);
      toast.error(
        failure.kind === 'http' && failure.status === 429
          ? t('newsletter.rateLimited', { minutes: Number(failure.body.retry_after_minutes) || 60 })
          : await describeApiFailure(failure, t('newsletter.failed')),
      );
      return { ok: false };
    }
  });
  const error = validationText(t, form.error('email'));

  return (
    <section aria-labelledby="newsletter-title" className="bg-cyan-800">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t('newsletter.title')}
          </h2>
          <p className="mt-3 text-cyan-50">{t('newsletter.text')}</p>
        </div>
        {subscribed ? (
          <Notice tone="success" title={t('newsletter.successTitle')}>
            {t('newsletter.successText', { email: subscribed })}
          </Notice>
        ) : (
          <form {...form.formProps} className="rounded-2xl bg-white p-5 shadow-lg sm:p-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <FormField label={t('newsletter.emailLabel')} error={error} className="flex-1">
                {(control) => (
                  <Input
                    type="email"
                    autoComplete="email"
                    placeholder={t('newsletter.placeholder')}
                    {...control}
                    name="email"
                  />
                )}
              </FormField>
              <Button type="submit" className="sm:mt-6" busy={form.pending} busyText={t('newsletter.submitting')}>
                {t('newsletter.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
