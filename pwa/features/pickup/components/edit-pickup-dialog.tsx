import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { AppDialog } from '@/components/ui/dialog';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';
import { EditPickupForm } from './edit-pickup-form';
import { PickupConfirmation } from './pickup-confirmation';

interface EditPickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pickup: Pickup;
  onBooked: (answer: PickupBooked) => void;
}

/** Move a scheduled pickup to another day or time (PUT /pickup/{id}/reschedule). */
export function EditPickupDialog({ open, onOpenChange, pickup, onBooked }: EditPickupDialogProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const [moved, setMoved] = useState<Pickup | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setMoved(null);
    onOpenChange(next);
  };
  const bookedFor = t('pickup.when', { day: formatPickupDay(pickup.pickup_date, language), time: formatSlotTime(pickup.pickup_time, language) });
  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('pickup.edit.title')}
      description={moved ? undefined : t('pickup.edit.description', { when: bookedFor })}
      size="lg"
      testId="edit-pickup-dialog"
    >
      {moved ? (
        <PickupConfirmation pickup={moved} title={t('pickup.edit.done')} onClose={() => changeOpen(false)} />
      ) : (
        <EditPickupForm
          pickup={pickup}
          onBooked={(answer) => {
            setMoved(answer.pickup);
            onBooked(answer);
          }}
          onQueued={() => changeOpen(false)}
        />
      )}
    </AppDialog>
  );
}
