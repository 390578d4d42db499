import { useState, type FormEvent } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useCloseAccount } from '../hooks/use-close-account';

interface CloseAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}

/** Closing the account: what happens, then the password to confirm it. */
export function CloseAccountDialog({ open, onOpenChange, onClosed }: CloseAccountDialogProps) {
  const { t } = useTranslation();
  const { close, busy } = useCloseAccount();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ message: string; atPassword: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFailure({ message: t('accountData.close.passwordRequired'), atPassword: true });
      return;
    }
    setFailure(null);
    const outcome = await close(password);
    if (outcome.ok) onClosed();
    else setFailure({ message: outcome.message, atPassword: outcome.wrongPassword });
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        setFailure(null);
        setPassword('');
      }}
      title={t('accountData.close.title')}
      description={t('accountData.close.text')}
      size="sm"
      testId="close-account-dialog"
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('accountData.close.plan')}</li>
          <li>{t('accountData.close.erased')}</li>
          <li>{t('accountData.close.kept')}</li>
          <li>{t('accountData.close.mail')}</li>
        </ul>
        <TextField
          label={t('accountData.close.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={failure?.atPassword ? failure.message : undefined}
        />
        {failure && !failure.atPassword && <Notice tone="destructive">{failure.message}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t('accountData.close.keep')}
            </Button>
          </DialogPrimitive.Close>
          <Button type="submit" variant="destructive" busy={busy} busyText={t('accountData.close.closing')}>
            {t('accountData.close.confirm')}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
