import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { useAccountDialogs } from '@/lib/account-dialogs';

export default function EmailSentDialog() {
  const { t } = useTranslation();
  const open = useAccountDialogs((state) => state.active === 'email-sent');
  const email = useAccountDialogs((state) => state.email);
  const close = useAccountDialogs((state) => state.close);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('registration.emailSent.title')}
      description={<Trans i18nKey="registration.emailSent.description" values={{ email }} components={{ strong: <strong className="text-slate-900" /> }} />}
      size="sm"
      testId="email-sent-dialog"
    >
      <p className="text-sm text-slate-600">{t('registration.emailSent.hint')}</p>
      <Button className="mt-5 w-full" onClick={close}>
        {t('registration.emailSent.ok')}
      </Button>
    </AppDialog>
  );
}
