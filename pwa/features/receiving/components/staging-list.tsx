import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@shared/time/new-york';
import { QueryState } from '@/components/ui/query-state';
import { getStagingList } from '../api/get-staging-list';
import { formatCounterTime } from '../model/counter-time';
import { CounterPickupCard } from './counter-pickup-card';

/** The counter's morning list (admin panel, Pickups): each slot's pickups with the shelves to bring and who collects. */
export default function StagingList() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const [date, setDate] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['pickup-staging', date], queryFn: () => getStagingList(date) });
  const day = query.data?.date ?? date;
  return (
    <section aria-labelledby="staging-title" className="space-y-4" data-testid="staging-list">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="staging-title" className="text-xl font-semibold text-slate-900">{t('counterPickup.staging.title')}</h2>
          <p className="text-sm text-slate-600">{day ? t('counterPickup.staging.day', { day: formatLongDate(day, language) }) : t('counterPickup.staging.hint')}</p>
        </div>
        <label className="text-sm font-medium text-slate-700">
          {t('counterPickup.staging.date')}
          <input
            type="date"
            value={day ?? ''}
            onChange={(event) => setDate(event.target.value || null)}
            className="mt-1 block h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          />
        </label>
      </div>
      <QueryState query={query} errorText={t('counterPickup.staging.failed')} isEmpty={(list) => list.slots.length === 0} emptyText={t('counterPickup.staging.empty')}>
        {(list) => (
          <ol className="space-y-5">
            {list.slots.map((slot) => (
              <li key={slot.time} aria-labelledby={`slot-${slot.time}`}>
                <h3 id={`slot-${slot.time}`} className="text-lg font-bold text-slate-900">
                  {formatCounterTime(slot.time, language)} · {t('counterPickup.staging.pickups', { count: slot.pickups.length })}
                </h3>
                <ul className="mt-2 grid gap-4 lg:grid-cols-2">
                  {slot.pickups.map((pickup) => (
                    <li key={pickup.id} className={pickup.status === 'completed' ? 'opacity-60' : undefined}>
                      {pickup.status === 'completed' && (
                        <p className="mb-1 text-sm font-semibold text-emerald-800">{t('counterPickup.staging.collected', { name: pickup.collected_by ?? '' })}</p>
                      )}
                      <CounterPickupCard pickup={pickup} compact />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
