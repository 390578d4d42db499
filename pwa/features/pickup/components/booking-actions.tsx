import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

interface BookingActionsProps {
  failure: string | null;
  busy: boolean;
  submitText: string;
  busyText: string;
  /** The button that closes the dialog without saving: "Cancel" unless a dialog where that would read as cancelling the pickup. */
  closeText?: string;
}

/** The refusal (announced at once), then Cancel (or Close) and the submit button with its progress. */
export function BookingActions({ failure, busy, submitText, busyText, closeText }: BookingActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {failure && <Notice tone="destructive">{failure}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="outline" disabled={busy}>
            {closeText ?? t('pickup.form.cancel')}
          </Button>
        </DialogPrimitive.Close>
        <Button type="submit" busy={busy} busyText={busyText}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
