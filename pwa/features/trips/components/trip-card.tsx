import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TripForecast } from '@shared/trips/trip-forecast-schema';
import { formatUsd } from '@shared/money/format-usd';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { tripForecastQuery } from '../api/trip-queries';
import { useTripLanguage } from '../hooks/use-trip-language';
import { formatTripDay } from '../model/trip-format';
import { OrderDeadlines } from './order-deadlines';
import { TripPackageList } from './trip-package-list';
import { TripPickupOffer } from './trip-pickup-offer';

export interface TripCardProps {
  /** The trips screen; `?new` opens its add form. */
  tripsHref: string;
  packageHref: (id: number) => string;
  pickupHref: string;
}

/** The home screen's trip card (docs/decisions/174): the current trip's forecast, or an invitation to add one. */
export function TripCard({ tripsHref, packageHref, pickupHref }: TripCardProps) {
  const { t } = useTranslation();
  const query = useQuery(tripForecastQuery());
  return (
    <section aria-labelledby="trip-card-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="trip-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="trip-card-title" className="text-lg font-semibold text-slate-900">{t('trips.card.title')}</h2>
        <Link to={tripsHref} className="text-sm font-medium text-cyan-800 hover:underline">{t('trips.card.manage')}</Link>
      </div>
      <QueryState query={query} errorText={t('trips.card.loadFailed')} className="mt-4">
        {(forecast) =>
          forecast ? <TripForecastView forecast={forecast} packageHref={packageHref} pickupHref={pickupHref} /> : <NoTrip addHref={`${tripsHref}?new`} />
        }
      </QueryState>
    </section>
  );
}

function NoTrip({ addHref }: { addHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" data-testid="trip-empty">
      <p className="font-medium text-slate-900">{t('trips.card.emptyTitle')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('trips.card.emptyText')}</p>
      <Link to={addHref} className={buttonClasses('primary', 'md') + ' mt-3 w-full sm:w-auto'}>
        {t('trips.card.add')}
      </Link>
    </div>
  );
}

function TripForecastView({ forecast, packageHref, pickupHref }: { forecast: TripForecast; packageHref: (id: number) => string; pickupHref: string }) {
  const { t } = useTranslation();
  const language = useTripLanguage();
  const { trip, packages, declared_value: declared } = forecast;
  const count = (state: string) => packages.filter((pkg) => pkg.state === state).length;
  return (
    <div className="mt-2" data-testid="trip-forecast">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">
          {t('trips.card.dates', { arrival: formatTripDay(trip.arrival_date, language), departure: formatTripDay(trip.departure_date, language) })}
        </span>{' '}
        · {t('trips.card.days', { count: trip.days })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold" aria-label={t('trips.packages.title')}>
        <li className="rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-900">{t('trips.summary.ready', { count: count('ready') })}</li>
        <li className="rounded-full bg-sky-100 px-2.5 py-1 text-sky-900">{t('trips.summary.onTime', { count: count('on_time') })}</li>
        <li className="rounded-full bg-red-100 px-2.5 py-1 text-red-800" data-testid="trip-at-risk-count">{t('trips.summary.atRisk', { count: count('at_risk') })}</li>
      </ul>
      {forecast.last_pickup_day ? (
        <p className="mt-2 text-xs text-slate-600">{t('trips.card.lastPickupDay', { date: formatTripDay(forecast.last_pickup_day, language) })}</p>
      ) : (
        <Notice tone="warning" className="mt-3">{t('trips.card.noPickupDay')}</Notice>
      )}
      <TripPickupOffer pickup={forecast.pickup} pickupHref={pickupHref} />
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('trips.packages.title')}</h3>
      <TripPackageList packages={packages} packageHref={packageHref} />
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3" data-testid="trip-declared">
        <span className="text-sm text-slate-700">{t('trips.declared.title')}</span>
        <span className="text-right">
          <span className="block font-semibold text-slate-900">{formatUsd(declared.total_cents, language)}</span>
          {declared.unknown > 0 && <span className="block text-xs text-slate-600">{t('trips.declared.unknown', { count: declared.unknown })}</span>}
        </span>
      </div>
      <OrderDeadlines deadlines={forecast.order_deadlines} />
    </div>
  );
}
