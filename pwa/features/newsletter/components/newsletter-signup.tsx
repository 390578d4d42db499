import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { EmailSignupSchema } from '@shared/contact/contact-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { validationText } from '@/lib/validation-text';
import { signUpForNewsletter } from '../api/sign-up-for-newsletter';

/** The landing page's e-mail sign-up block (part 1 section 2), stored for real by the API. */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(EmailSignupSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const error = validationText(t, formState.errors.email?.message);

  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        await signUpForNewsletter({ email, language: currentLanguage() });
        setSubscribed(email);
      } catch (failed) {
        const failure = await getApiFailure(failed);
        toast.error(
          failure.kind === 'http' && failure.status === 429
            ? t('newsletter.rateLimited', { minutes: Number(failure.body.retry_after_minutes) || 60 })
            : describeApiFailure(failure, t('newsletter.failed')),
        );
      }
    },
    // Part 1 section 5: an invalid address also raises an error toast.
    (errors) => toast.error(validationText(t, errors.email?.message) ?? t('newsletter.failed')),
  );

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
          <form noValidate onSubmit={onSubmit} className="rounded-2xl bg-white p-5 shadow-lg sm:p-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <FormField label={t('newsletter.emailLabel')} error={error} className="flex-1">
                {(control) => (
                  <Input
                    type="email"
                    autoComplete="email"
                    placeholder={t('newsletter.placeholder')}
                    {...control}
                    {...register('email', { onChange: () => clearErrors('email') })}
                  />
                )}
              </FormField>
              <Button type="submit" className="sm:mt-6" busy={formState.isSubmitting} busyText={t('newsletter.submitting')}>
                {t('newsletter.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
