import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/ui/dialog';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { RegistrationForm } from './registration-form';

export default function RegistrationDialog() {
  const { t } = useTranslation();
  const open = useAccountDialogs((state) => state.active === 'register');
  const close = useAccountDialogs((state) => state.close);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('registration.title')}
      description={t('registration.description')}
      size="lg"
      testId="registration-dialog"
    >
      <RegistrationForm />
    </AppDialog>
  );
}
