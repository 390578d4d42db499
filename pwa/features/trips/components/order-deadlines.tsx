import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-list';
import type { OrderDeadlineView } from '@shared/trips/trip-forecast-schema';
import { useTripLanguage } from '../hooks/use-trip-language';
import { formatShortDay } from '../model/trip-format';

/** The last day to order by each common carrier service, in a disclosure that keeps the card short. */
export function OrderDeadlines({ deadlines }: { deadlines: OrderDeadlineView[] }) {
  const { t } = useTranslation();
  const language = useTripLanguage();
  if (deadlines.length === 0) return null;
  return (
    <details className="group mt-4 rounded-xl bg-slate-50 px-4 py-3" data-testid="trip-deadlines">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-cyan-700">{t('trips.deadlines.title')}</summary>
      <p className="mt-2 text-xs text-slate-600">{t('trips.deadlines.hint')}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {deadlines.map((deadline) => (
          <div key={`${deadline.carrier}.${deadline.service}`} className="contents">
            <dt className="text-slate-700">
              {t('trips.deadlines.service', { carrier: CARRIER_DISPLAY_NAMES[deadline.carrier], service: t(`trips.services.${deadline.service}`) })}
            </dt>
            <dd className={deadline.too_late ? 'text-right font-medium text-red-800' : 'text-right font-medium text-slate-900'}>
              {deadline.too_late ? t('trips.deadlines.tooLate') : formatShortDay(deadline.last_day, language)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
