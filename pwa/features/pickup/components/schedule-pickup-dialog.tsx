import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { AppDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PICKUP_MESSAGES, type PickupBooked } from '@shared/pickup/pickup-schema';
import { PickupConfirmation } from './pickup-confirmation';
import { SchedulePickupForm } from './schedule-pickup-form';

interface SchedulePickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer's packages; the received ones are offered. */
  packages: readonly Package[];
  onBooked: (answer: PickupBooked) => void;
}

/** Book a pickup: packages, a weekday, a slot with places left, notes; then the confirmation. */
export function SchedulePickupDialog({ open, onOpenChange, packages, onBooked }: SchedulePickupDialogProps) {
  const { t } = useTranslation();
  // The answer: a new pickup, or the day's pickup the packages were added to (decision 184), titled by its message.
  const [booked, setBooked] = useState<PickupBooked | null>(null);
  // The dialog answers the tap at once; the form, most of the work, renders just after (React's deferred value).
  const formShown = useDeferredValue(open);
  const changeOpen = (next: boolean) => {
    if (!next) setBooked(null);
    onOpenChange(next);
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('pickup.schedule.title')}
      description={booked ? undefined : t('pickup.schedule.description')}
      size="lg"
      testId="schedule-pickup-dialog"
    >
      {booked ? (
        <PickupConfirmation
          pickup={booked.pickup}
          title={booked.message === PICKUP_MESSAGES.packagesUpdated ? t('pickup.sameDay.added') : t('pickup.schedule.done')}
          onClose={() => changeOpen(false)}
        />
      ) : !formShown ? (
        <div className="flex min-h-40 items-center justify-center text-cyan-800">
          <Spinner className="size-6" label={t('common.loading')} />
        </div>
      ) : (
        <SchedulePickupForm
          packages={packages}
          onBooked={(answer) => {
            setBooked(answer);
            onBooked(answer);
          }}
          onQueued={() => changeOpen(false)}
        />
      )}
    </AppDialog>
  );
}
