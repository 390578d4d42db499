import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-list';
import type { TripPackage } from '@shared/trips/trip-forecast-schema';
import { cn } from '@/lib/cn';
import { useTripLanguage } from '../hooks/use-trip-language';
import { formatShortDay } from '../model/trip-format';

const STATE_TONES: Record<TripPackage['state'], string> = {
  ready: 'bg-emerald-100 text-emerald-900',
  on_time: 'bg-sky-100 text-sky-900',
  at_risk: 'bg-red-100 text-red-800',
};

interface TripPackageListProps {
  packages: TripPackage[];
  packageHref: (id: number) => string;
}

/** Each package in time or at risk, why, and its storage when it ends before the arrival. */
export function TripPackageList({ packages, packageHref }: TripPackageListProps) {
  const { t } = useTranslation();
  const language = useTripLanguage();
  if (packages.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('trips.packages.none')}</p>;
  const stateText = (pkg: TripPackage) =>
    pkg.state === 'ready' ? t('trips.packages.ready') : t(pkg.state === 'on_time' ? 'trips.packages.onTime' : 'trips.packages.atRisk', { date: formatShortDay(pkg.ready_by!, language) });
  return (
    <ul className="mt-2 divide-y divide-slate-100" data-testid="trip-packages">
      {packages.map((pkg) => (
        <li key={pkg.id} className="py-3" data-testid="trip-package" data-state={pkg.state}>
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <Link to={packageHref(pkg.id)} aria-label={t('trips.packages.open', { title: pkg.title })} className="min-w-0 rounded text-sm font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-cyan-700">
              <span className="block truncate">{pkg.title}</span>
              <span className="block text-xs font-normal text-slate-600">{pkg.carrier ? CARRIER_DISPLAY_NAMES[pkg.carrier] : pkg.tracking_number}</span>
            </Link>
            <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_TONES[pkg.state])}>{stateText(pkg)}</span>
          </div>
          {pkg.state !== 'ready' && <p className="mt-1 text-xs text-slate-600">{t(`trips.packages.basis.${pkg.basis}`)}</p>}
          {pkg.risk && <p className="mt-1 text-sm text-red-800">{t(`trips.packages.risk.${pkg.risk}`)}</p>}
          {pkg.storage_ends_before_trip && pkg.last_storage_day && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-amber-900" data-testid="trip-storage-flag">
              <span>{t('trips.packages.storageEnds', { date: formatShortDay(pkg.last_storage_day, language) })}</span>
              <Link to={packageHref(pkg.id)} className="font-medium text-cyan-800 underline-offset-4 hover:underline">
                {t('trips.packages.storageAction')}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
