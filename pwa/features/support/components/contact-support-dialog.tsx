import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/ui/dialog';
import { ContactSupportForm, type SupportSender } from './contact-support-form';

interface ContactSupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in customer, to fill in the form. */
  sender: SupportSender;
}

/** The dashboard's contact dialog (part 2 section 2); closes with a toast once sent. */
export function ContactSupportDialog({ open, onOpenChange, sender }: ContactSupportDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('support.title')} description={t('support.lead')} size="lg" testId="contact-support-dialog">
      <ContactSupportForm sender={sender} onSent={() => onOpenChange(false)} />
    </AppDialog>
  );
}
