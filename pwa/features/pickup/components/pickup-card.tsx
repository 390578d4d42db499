import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import type { Pickup } from '@shared/pickup/pickup-schema';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { packagesOfPickup } from '../model/package-selection';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';
import { CalendarLink } from './calendar-link';
import { EditPickupButton } from './edit-pickup-button';
import { PickupPlace } from './pickup-place';
import { PickupPassButton } from './pickup-pass-button';

interface PickupCardProps {
  pickup: Pickup;
  packages: readonly Package[];
  packageHref: (id: number) => string;
  onBooked: (answer: PickupBooked) => void;
}

/** One scheduled visit: when (New York time), which packages, the notes, where to go, and its pass, Edit pickup and Add to calendar. */
export function PickupCard({ pickup, packages, packageHref, onBooked }: PickupCardProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const titleId = `pickup-${pickup.id}-when`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4" data-testid="pickup-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900 first-letter:uppercase">
            {t('pickup.when', { day: formatPickupDay(pickup.pickup_date, language), time: formatSlotTime(pickup.pickup_time, language) })}
          </h3>
          <p className="text-xs text-slate-500">{t('pickup.newYorkTime')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PickupPassButton pickupId={pickup.id} describedBy={titleId} />
          <CalendarLink pickupId={pickup.id} describedBy={titleId} />
          <EditPickupButton pickupId={pickup.id} packages={packages} onBooked={onBooked} />
        </div>
      </div>
      <p className="mt-3 text-sm font-medium text-slate-700">{t('pickup.card.packages', { count: pickup.package_ids.length })}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {packagesOfPickup(pickup, packages).map(({ id, title }) => (
          <li key={id} className="truncate">
            <Link to={packageHref(id)} className="text-cyan-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-cyan-700">
              {title ?? t('pickup.card.packageNumber', { id })}
            </Link>
          </li>
        ))}
      </ul>
      {pickup.notes && (
        <p className="mt-3 text-sm break-words text-slate-700">
          <span className="font-medium">{t('pickup.card.notes')}</span> {pickup.notes}
        </p>
      )}
      {/* Held by an earlier version of the app, a pickup has no location until the list is fetched again. */}
      {pickup.location && <PickupPlace location={pickup.location} date={pickup.pickup_date} heading="h4" className="mt-3" />}
    </article>
  );
}
