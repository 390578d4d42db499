import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePickupHours } from '../hooks/use-pickup-hours';
import { FlexibleHoursNote } from './flexible-hours-note';

/** The call to action: how many received packages have no pickup booked yet (decision 185), and Schedule pickup. */
export function ReadyForPickup({ count, onSchedule }: { count: number; onSchedule: () => void }) {
  const { t } = useTranslation();
  const hours = usePickupHours();
  if (count === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('pickup.screen.noneReady')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cyan-50 p-4">
      <div>
        <p className="font-semibold text-cyan-950">{t('pickup.screen.atWarehouse', { count })}</p>
        <p className="text-sm text-cyan-900">{t(hours.flexible ? 'pickup.screen.readyHintFlexible' : 'pickup.screen.readyHint')}</p>
        <FlexibleHoursNote hours={hours} className="mt-1 text-cyan-900" />
      </div>
      <Button onClick={onSchedule}>{t('pickup.screen.schedule')}</Button>
    </div>
  );
}
