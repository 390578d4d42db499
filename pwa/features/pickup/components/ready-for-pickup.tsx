import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The call to action: how many packages wait at the warehouse, and Schedule pickup. */
export function ReadyForPickup({ count, onSchedule }: { count: number; onSchedule: () => void }) {
  const { t } = useTranslation();
  if (count === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('pickup.screen.noneReady')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cyan-50 p-4">
      <div>
        <p className="font-semibold text-cyan-950">{t('pickup.screen.ready', { count })}</p>
        <p className="text-sm text-cyan-900">{t('pickup.screen.readyHint')}</p>
      </div>
      <Button onClick={onSchedule}>{t('pickup.screen.schedule')}</Button>
    </div>
  );
}
