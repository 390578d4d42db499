import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH, type MessagingStatus } from '@shared/push/messaging-schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { confirmCodeMutation, requestCodeMutation } from '../api/messaging-queries';

/** The phone to confirm, the button that texts a code to it, then the field the code is typed (or offered) into. */
export function PhoneCodeForm({ status, onConfirmed }: { status: MessagingStatus; onConfirmed?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(status.phone ?? '');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const request = useMutation(requestCodeMutation(queryClient));
  const confirm = useMutation(confirmCodeMutation(queryClient));
  const sentTo = request.data?.sentTo ?? status.codeSentTo;

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    setPhoneError(undefined);
    const given = phone.trim();
    request.mutate(given && given !== status.phone ? given : undefined, {
      onSuccess: () => setCode(''),
      onError: async (error) => setPhoneError(await apiErrorMessage(error, t('pushAlerts.messaging.sendFailed'))),
    });
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        toast.success(t('pushAlerts.messaging.confirmed'));
        onConfirmed?.();
      },
      onError: async (error) => setCodeError(await apiErrorMessage(error, t('pushAlerts.messaging.confirmFailed'))),
    });
  };

  return (
    <div className="space-y-4">
      <form className="space-y-3" onSubmit={sendCode} noValidate>
        <TextField
          label={t('pushAlerts.messaging.phoneLabel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phoneError}
        />
        <p className="text-sm text-slate-600">{t('pushAlerts.messaging.phoneHint')}</p>
        <Button type="submit" variant={sentTo ? 'outline' : 'primary'} busy={request.isPending} busyText={t('pushAlerts.messaging.sending')}>
          {t(sentTo ? 'pushAlerts.messaging.resend' : 'pushAlerts.messaging.sendCode')}
        </Button>
      </form>
      {sentTo && (
        <form className="space-y-3" onSubmit={confirmCode} noValidate>
          <p className="text-sm text-slate-700" role="status">
            {t('pushAlerts.messaging.codeSent', { phone: sentTo })}
          </p>
          <TextField
            label={t('pushAlerts.messaging.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={codeError}
            className="max-w-48"
          />
          <Button type="submit" busy={confirm.isPending} busyText={t('pushAlerts.messaging.confirming')} disabled={code.length !== PHONE_CODE_LENGTH}>
            {t('pushAlerts.messaging.confirm')}
          </Button>
        </form>
      )}
    </div>
  );
}
