import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { RESEND_LIMIT_PER_DAY, RESEND_LIMIT_PER_HOUR } from '@shared/accounts/resend-confirmation-schema';
import { RATE_LIMIT_EXCEEDED, RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '@shared/accounts/user-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { getRecaptchaToken } from '@/lib/recaptcha';
import { resendConfirmation } from '../api/resend-confirmation';

export type ResendState =
  | { kind: 'idle' }
  | { kind: 'sent'; remainingHour: number | null; remainingDay: number | null }
  | { kind: 'rate-limited'; wait: string; limits: string }
  | { kind: 'error'; message: string };

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function useResendVerification() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<ResendState>({ kind: 'idle' });

  const resend = async (email: string) => {
    setBusy(true);
    setState({ kind: 'idle' });
    try {
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await getRecaptchaToken('resend_verification');
      } catch {
        toast.error(t('registration.errors.recaptchaUnavailable'));
        return;
      }
      const result = await resendConfirmation({ email, ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}) });
      setState({ kind: 'sent', remainingHour: result.remainingHour, remainingDay: result.remainingDay });
    } catch (error) {
      const failure = await getApiFailure(error);
      if (failure.kind === 'http' && failure.error === RATE_LIMIT_EXCEEDED) {
        const hours = asNumber(failure.body.retry_after_hours);
        const minutes = asNumber(failure.body.retry_after_minutes);
        const wait =
          hours !== undefined
            ? t('verification.rateLimited.waitHours', { count: hours })
            : minutes !== undefined
              ? t('verification.rateLimited.waitMinutes', { count: minutes })
              : t('verification.rateLimited.waitLater');
        const limits = t('verification.rateLimited.limits', {
          hour: asNumber(failure.body.limit_per_hour) ?? RESEND_LIMIT_PER_HOUR,
          day: asNumber(failure.body.limit_per_day) ?? RESEND_LIMIT_PER_DAY,
        });
        setState({ kind: 'rate-limited', wait, limits });
      } else if (failure.kind === 'http' && failure.error === RECAPTCHA_TOKEN_MISSING) {
        setState({ kind: 'error', message: t('registration.errors.recaptchaRequired') });
      } else if (failure.kind === 'http' && failure.error === RECAPTCHA_VERIFICATION_FAILED) {
        setState({ kind: 'error', message: t('registration.errors.recaptchaFailed') });
      } else {
        setState({ kind: 'error', message: await describeApiFailure(failure, t('verification.failed')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const reset = () => setState({ kind: 'idle' });
  return { resend, reset, busy, state };
}
