import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TripForecast, TripProposedPickup } from '@shared/trips/trip-forecast-schema';
import { Button } from '@/components/ui/button';
import { useAddToTripPickup } from '../hooks/use-add-to-trip-pickup';
import { useBookTripPickup } from '../hooks/use-book-trip-pickup';
import { useTripLanguage } from '../hooks/use-trip-language';
import { formatSlot, formatTripDay } from '../model/trip-format';

interface TripPickupOfferProps {
  pickup: TripForecast['pickup'];
  pickupHref: string;
}

/**
 * The pickup booked during the trip (with a one-tap adding of what was received since: one pickup a day, decision
 * 184), or the first free slot with a one-tap booking.
 */
export function TripPickupOffer({ pickup, pickupHref }: TripPickupOfferProps) {
  const { t } = useTranslation();
  const language = useTripLanguage();
  const when = (slot: { pickup_date: string; pickup_time: string }) => t('trips.pickup.when', { day: formatTripDay(slot.pickup_date, language), time: formatSlot(slot.pickup_time, language) });
  const { book, busy, announcement } = useBookTripPickup((proposal: TripProposedPickup) => when(proposal));
  const adding = useAddToTripPickup((slot) => when(slot));
  const { booked, proposed } = pickup;
  const addable = booked?.addable_package_ids.length ?? 0;
  return (
    <div className="mt-4 rounded-xl border border-cyan-100 bg-cyan-50/60 px-4 py-3" data-testid="trip-pickup">
      <h3 className="text-sm font-semibold text-slate-800">{t('trips.pickup.title')}</h3>
      {booked ? (
        <div className="mt-1 space-y-2" data-testid="trip-pickup-booked">
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-800">
            <span>{t('trips.pickup.booked', { when: when(booked) })}</span>
            <Link to={pickupHref} className="font-medium text-cyan-800 underline-offset-4 hover:underline">
              {t('trips.pickup.seeBooked')}
            </Link>
          </p>
          {addable > 0 && (
            <>
              <p className="text-sm text-slate-800" data-testid="trip-pickup-addable">
                {t('trips.pickup.addable', { count: addable })}
              </p>
              <Button className="w-full sm:w-auto" busy={adding.busy} busyText={t('trips.pickup.adding')} onClick={() => void adding.add(booked)}>
                {t('trips.pickup.add', { count: addable })}
              </Button>
            </>
          )}
        </div>
      ) : proposed ? (
        <div className="mt-1 space-y-2" data-testid="trip-pickup-proposed">
          <p className="text-sm text-slate-800">
            {t('trips.pickup.proposed', { when: when(proposed) })} {t('trips.pickup.proposedPackages', { count: proposed.package_ids.length })}
            {proposed.flexible && <span className="block text-xs text-slate-600">{t('trips.pickup.flexible')}</span>}
          </p>
          <Button className="w-full sm:w-auto" busy={busy} busyText={t('trips.pickup.booking')} onClick={() => void book(proposed)}>
            {t('trips.pickup.book')}
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('trips.pickup.none')}</p>
      )}
      <p className="sr-only" role="status" aria-live="polite" data-testid="trip-pickup-announcement">
        {adding.announcement || announcement}
      </p>
    </div>
  );
}
