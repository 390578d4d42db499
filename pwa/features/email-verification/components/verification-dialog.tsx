import { useAccountDialogs } from '@/lib/account-dialogs';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/ui/dialog';
import { VerificationPanel } from './verification-panel';

/** "Account not verified" after login, or the expired-link variant that asks for the address. */
export default function VerificationDialog() {
  const { t } = useTranslation();
  const open = useAccountDialogs((state) => state.active === 'verify');
  const email = useAccountDialogs((state) => state.email);
  const variant = useAccountDialogs((state) => state.verifyVariant);
  const close = useAccountDialogs((state) => state.close);
  const expired = variant === 'expired';
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(expired ? 'verification.expiredTitle' : 'verification.title')}
      description={t(expired ? 'verification.expiredDescription' : 'verification.description')}
      size="sm"
      testId="verification-dialog"
    >
      {/* Keyed so each opening starts with a fresh result and e-mail. */}
      <VerificationPanel key={`${variant}:${email}`} initialEmail={email} askForEmail={expired} onClose={close} />
    </AppDialog>
  );
}
