import { useTranslation } from 'react-i18next';
import type { OpeningHours } from '@shared/warehouse/opening-hours';
import { isAppLanguage } from '@/lib/languages';
import { weekdayNames } from '@/lib/weekday-names';
import { openingDayNumber, openingRuns } from '../model/opening-hours-summary';

/** An address's week in a few lines: "lunes a viernes: 09:00 a 17:00", "sábado a domingo: Cerrado". */
export function OpeningHoursSummary({ hours }: { hours: OpeningHours }) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es', 'long');
  const text = (key: string, values?: Record<string, unknown>) => t(`adminSettings.warehouses.hours.${key}`, values);
  return (
    <dl className="mt-2 text-sm text-slate-600" data-testid="opening-hours-summary">
      <dt className="font-medium text-slate-800">{text('summaryTitle')}</dt>
      {openingRuns(hours).map((run) => {
        const [first, last] = [names[openingDayNumber(run.first)], names[openingDayNumber(run.last)]];
        const days = run.first === run.last ? first : text('summaryDays', { first, last });
        const ranges = run.ranges.length ? run.ranges.map((range) => text('summaryRange', { open: range.open, close: range.close })).join(', ') : text('closed');
        return (
          <dd key={run.first} className="first-letter:uppercase">
            {text('summary', { days, hours: ranges })}
          </dd>
        );
      })}
    </dl>
  );
}
