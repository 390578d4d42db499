import { useTranslation } from 'react-i18next';
import type { SameDayPickup } from '@shared/pickup/pickup-schema';
import { Button } from '@/components/ui/button';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';

interface SameDayChoiceProps {
  existing: SameDayPickup;
  /** Words for the two ways: booking (add to it / a second pickup) or moving (join it / move anyway). */
  mode: 'book' | 'move';
  busy: boolean;
  onAdd: () => void;
  onSecond: () => void;
}

/** One pickup a day unless asked (decision 184): add the packages to the day's pickup, or keep a second one. */
export function SameDayChoice({ existing, mode, busy, onAdd, onSecond }: SameDayChoiceProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const time = formatSlotTime(existing.pickup_time, language);
  const when = t('pickup.when', { day: formatPickupDay(existing.pickup_date, language), time });
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950" data-testid="same-day-choice">
      <p className="font-semibold">{t('pickup.sameDay.title')}</p>
      <p className="text-sm">{t(mode === 'book' ? 'pickup.sameDay.text' : 'pickup.sameDay.textMove', { when })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button busy={busy} busyText={t('pickup.sameDay.busy')} onClick={onAdd} data-testid="same-day-add">
          {t(mode === 'book' ? 'pickup.sameDay.add' : 'pickup.sameDay.join', { time })}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onSecond} data-testid="same-day-second">
          {t(mode === 'book' ? 'pickup.sameDay.second' : 'pickup.sameDay.moveAnyway')}
        </Button>
      </div>
    </div>
  );
}
