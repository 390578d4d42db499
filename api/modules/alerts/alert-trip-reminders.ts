import { and, asc, gt, lte } from 'drizzle-orm';
import { isReminderHour } from '../../../shared/push/storage-reminders';
import { addDaysToDateString } from '../../../shared/time/calendar-dates';
import { newYorkToday } from '../../../shared/time/new-york';
import { isTripReminderDue, TRIP_REMINDER_DAYS_BEFORE } from '../../../shared/trips/trip-reminders';
import type { AppDeps } from '../../app-deps';
import { trips } from '../../db/tables';
import { currentTripForecast } from '../trips/trip-forecast-service';
import { recordAlert } from './alert-events';

/**
 * The scheduled check (docs/decisions/174): each trip arriving within TRIP_REMINDER_DAYS_BEFORE days, when it is the
 * customer's current trip and something is on its way or waiting, gets one reminder of what is in and what is late,
 * recorded once per trip and arrival (a trip moved is reminded again). Only in New York's daytime. Returns how many.
 */
export async function recordTripReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  if (!isReminderHour(now)) return 0;
  const today = newYorkToday(now);
  const soon = await deps.db
    .select()
    .from(trips)
    .where(and(gt(trips.arrivalDate, today), lte(trips.arrivalDate, addDaysToDateString(today, TRIP_REMINDER_DAYS_BEFORE))))
    .orderBy(asc(trips.id));
  let recorded = 0;
  for (const trip of soon.filter((row) => isTripReminderDue(row.arrivalDate, today))) {
    const forecast = await currentTripForecast(deps.db, trip.userId, now);
    if (forecast?.trip.id !== trip.id || forecast.packages.length === 0) continue;
    const titles = (state: string) => forecast.packages.filter((pkg) => pkg.state === state).map((pkg) => pkg.title);
    const event = {
      kind: 'trip-reminder' as const,
      tripId: trip.id,
      arrivalDate: trip.arrivalDate,
      departureDate: trip.departureDate,
      ready: titles('ready'),
      onTime: titles('on_time'),
      late: titles('at_risk'),
    };
    if (await recordAlert(deps.db, trip.userId, event, now)) recorded++;
  }
  return recorded;
}
