import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { intakeTimesQuery } from '../api/missing-parcel-queries';

const WINDOWS = [14, 30] as const;

/** Per New York day, from the carrier's delivery to the receipt: how many, the median and the worst (decision 177). */
export function IntakeTimesTable() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const [days, setDays] = useState<14 | 30>(14);
  const query = useQuery(intakeTimesQuery(days));
  const duration = (minutes: number | null) =>
    minutes === null ? '—' : minutes < 60 ? t('missingParcels.intake.minutes', { count: minutes }) : t('missingParcels.intake.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  return (
    <section aria-labelledby="intake-times-title" className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="intake-times">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="intake-times-title" className="text-lg font-semibold text-slate-900">{t('missingParcels.intake.title')}</h2>
        <div role="group" aria-label={t('missingParcels.intake.window')} className="flex gap-1">
          {WINDOWS.map((window) => (
            <Button key={window} size="sm" variant={window === days ? 'primary' : 'outline'} aria-pressed={window === days} onClick={() => setDays(window)}>
              {t('missingParcels.intake.days', { count: window })}
            </Button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('missingParcels.intake.lead')}</p>
      <QueryState query={query} errorText={t('missingParcels.loadFailed')} className="mt-3">
        {(rows) => (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">{t('missingParcels.intake.caption', { count: days })}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('missingParcels.intake.day')}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t('missingParcels.intake.parcels')}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t('missingParcels.intake.median')}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t('missingParcels.intake.worst')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.date} className={row.count === 0 ? 'text-slate-400' : 'text-slate-900'}>
                    <th scope="row" className="py-2 pr-3 font-normal">{formatLongDate(row.date, language)}</th>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.count}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{duration(row.median_minutes)}</td>
                    <td className="py-2 text-right tabular-nums">{duration(row.worst_minutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
