import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import type { Pickup, PickupBooked } from '@shared/pickup/pickup-schema';
import { AppDialog } from '@/components/ui/dialog';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';
import { CancelPickupConfirm } from './cancel-pickup-confirm';
import { EditPickupForm } from './edit-pickup-form';
import { PickupConfirmation } from './pickup-confirmation';

interface EditPickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pickup: Pickup;
  /** The customer's packages, to tick in and out of the pickup; without them only the day and time change. */
  packages?: readonly Package[];
  onBooked: (answer: PickupBooked) => void;
}

type Step = { kind: 'edit' } | { kind: 'confirm-cancel' } | { kind: 'saved'; answer: PickupBooked };

/**
 * Change a scheduled pickup: its packages, day, time and notes (PUT /pickup/{id}/packages, /reschedule), or cancel it
 * after confirming (DELETE /pickup/{id}, decision 184). Closing the dialog ("Close") changes nothing.
 */
export function EditPickupDialog({ open, onOpenChange, pickup, packages, onBooked }: EditPickupDialogProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const changeOpen = (next: boolean) => {
    if (!next) setStep({ kind: 'edit' });
    onOpenChange(next);
  };
  const bookedFor = t('pickup.when', { day: formatPickupDay(pickup.pickup_date, language), time: formatSlotTime(pickup.pickup_time, language) });
  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={step.kind === 'confirm-cancel' ? t('pickup.cancel.open') : t('pickup.edit.title')}
      description={step.kind === 'edit' ? t('pickup.edit.description', { when: bookedFor }) : undefined}
      size="lg"
      testId="edit-pickup-dialog"
    >
      {step.kind === 'saved' ? (
        <PickupConfirmation pickup={step.answer.pickup} title={t('pickup.edit.done')} onClose={() => changeOpen(false)} />
      ) : step.kind === 'confirm-cancel' ? (
        <CancelPickupConfirm
          pickup={pickup}
          when={bookedFor}
          onBack={() => setStep({ kind: 'edit' })}
          onCancelled={(answer) => {
            if (answer) onBooked(answer);
            changeOpen(false);
          }}
        />
      ) : (
        <EditPickupForm
          pickup={pickup}
          packages={packages}
          onBooked={(answer) => {
            setStep({ kind: 'saved', answer });
            onBooked(answer);
          }}
          onQueued={() => changeOpen(false)}
          onCancelPickup={() => setStep({ kind: 'confirm-cancel' })}
        />
      )}
    </AppDialog>
  );
}
