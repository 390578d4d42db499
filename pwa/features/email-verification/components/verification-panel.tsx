import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@shared/validation/fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { validationText } from '@/lib/validation-text';
import { useResendVerification } from '../hooks/use-resend-verification';
import { ResendResult } from './resend-result';

interface VerificationPanelProps {
  initialEmail: string;
  askForEmail: boolean;
  onClose: () => void;
}

export function VerificationPanel({ initialEmail, askForEmail, onClose }: VerificationPanelProps) {
  const { t } = useTranslation();
  const { resend, busy, state } = useResendVerification();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | undefined>();
  const showInput = askForEmail || !initialEmail;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(validationText(t, parsed.error.issues[0]?.message));
      return;
    }
    void resend(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {showInput ? (
        <TextField
          label={t('verification.emailLabel')}
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('verification.sentTo')} <strong data-testid="verification-email" className="break-all text-slate-900">{initialEmail}</strong>
        </p>
      )}
      <ResendResult state={state} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button type="submit" busy={busy} busyText={t('verification.resending')}>
          {t('verification.resend')}
        </Button>
      </div>
    </form>
  );
}
