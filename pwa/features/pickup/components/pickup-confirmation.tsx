import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { Button } from '@/components/ui/button';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';
import { CalendarLink } from './calendar-link';
import { PickupPlace } from './pickup-place';

interface PickupConfirmationProps {
  pickup: Pickup;
  title: string;
  onClose: () => void;
}

/** Shown in the dialog once booked: the day and time to come (announced politely), where to go and what to bring. */
export function PickupConfirmation({ pickup, title, onClose }: PickupConfirmationProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const whenId = useId();
  return (
    <div className="space-y-4" data-testid="pickup-confirmation">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
        <p className="font-semibold">{title}</p>
        <p id={whenId} className="mt-2 text-sm first-letter:uppercase">
          {t('pickup.when', { day: formatPickupDay(pickup.pickup_date, language), time: formatSlotTime(pickup.pickup_time, language) })}
        </p>
        <p className="text-xs">{t('pickup.newYorkTime')}</p>
        <p className="mt-1 text-sm">{t('pickup.confirmation.packages', { count: pickup.package_ids.length })}</p>
      </div>
      <PickupPlace location={pickup.location} date={pickup.pickup_date} heading="h3" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <CalendarLink pickupId={pickup.id} describedBy={whenId} className="justify-center" />
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
