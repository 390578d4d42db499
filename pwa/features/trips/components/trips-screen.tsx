import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRIP_DAYS_MAX, TRIPS_AHEAD_MAX, type Trip } from '@shared/trips/trip-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { tripsQuery } from '../api/trip-queries';
import { useTripActions } from '../hooks/use-trip-actions';
import { useTripLanguage } from '../hooks/use-trip-language';
import { formatTripDay } from '../model/trip-format';

// The form (react-hook-form, zod) comes with its first open, with the refusals' texts it can show.
const TripForm = lazyWithTexts(() => import('./trip-form').then((m) => ({ default: m.TripForm })), ['messages']);

/** null: no dialog; 'new': the add form; a trip: its edit form. */
type Editing = null | 'new' | Trip;

interface TripsScreenProps {
  homeHref: string;
  /** Opens the add form at once (the trip card's invitation). */
  startAdding?: boolean;
}

/** The customer's trips under the screen's title: add, edit and delete them (docs/decisions/174). */
export function TripsScreen({ homeHref, startAdding = false }: TripsScreenProps) {
  const { t } = useTranslation();
  const language = useTripLanguage();
  const query = useQuery(tripsQuery());
  const actions = useTripActions();
  const [editing, setEditing] = useState<Editing>(startAdding ? 'new' : null);
  const [deleting, setDeleting] = useState<Trip | null>(null);
  const datesOf = (trip: Trip) => t('trips.card.dates', { arrival: formatTripDay(trip.arrival_date, language), departure: formatTripDay(trip.departure_date, language) });

  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <p className="text-slate-600">{t('trips.manage.lead')}</p>
        <Link to={homeHref} className="mt-1 inline-block text-sm font-medium text-cyan-800 hover:underline">{t('trips.manage.back')}</Link>
      </div>
      <QueryState query={query}>
        {({ trips, current_trip_id: currentId }) => (
          <div className="space-y-4" aria-busy={query.isFetching || undefined}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">{t('trips.manage.limit', { count: TRIPS_AHEAD_MAX })}</p>
              {trips.length < TRIPS_AHEAD_MAX && (
                <Button size="lg" className="w-full sm:w-auto" onClick={() => setEditing('new')}>
                  {t('trips.manage.add')}
                </Button>
              )}
            </div>
            {trips.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('trips.manage.empty')}</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2" data-testid="trip-list">
                {trips.map((trip) => (
                  <li key={trip.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="trip-item">
                    {trip.id === currentId && <p className="mb-1 text-xs font-semibold tracking-wide text-cyan-800 uppercase">{t('trips.manage.current')}</p>}
                    <p className="font-medium text-slate-900">{datesOf(trip)}</p>
                    <p className="text-sm text-slate-600">{t('trips.card.days', { count: trip.days })}</p>
                    <div className="mt-3 flex gap-2">
                      <Button size="sm" variant="outline" aria-label={t('trips.manage.editLabel', { dates: datesOf(trip) })} onClick={() => setEditing(trip)}>
                        {t('trips.manage.edit')}
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={t('trips.manage.deleteLabel', { dates: datesOf(trip) })} onClick={() => setDeleting(trip)}>
                        {t('trips.manage.delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && !actions.saving && setEditing(null)}
        title={t(editing === 'new' ? 'trips.form.addTitle' : 'trips.form.editTitle')}
        description={t('trips.form.description', { days: TRIP_DAYS_MAX })}
        testId="trip-dialog"
      >
        {editing !== null && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <TripForm trip={editing === 'new' ? null : editing} actions={actions} onDone={() => setEditing(null)} />
          </Suspense>
        )}
      </AppDialog>
      <AppDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !actions.removing && setDeleting(null)}
        title={t('trips.delete.title')}
        description={deleting ? t('trips.delete.text', { dates: datesOf(deleting) }) : undefined}
        size="sm"
        testId="trip-delete-dialog"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={actions.removing} onClick={() => setDeleting(null)}>
            {t('trips.delete.cancel')}
          </Button>
          <Button
            variant="destructive"
            busy={actions.removing}
            busyText={t('trips.delete.deleting')}
            onClick={async () => {
              if (deleting && (await actions.remove(deleting.id))) setDeleting(null);
            }}
          >
            {t('trips.delete.confirm')}
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
