// No zod here: a pure count over the warehouse's opening hours (New York time).
import { addDaysToDateString } from '../time/calendar-dates';
import { HOUR_MS } from '../time/durations';
import { newYorkDateString, newYorkDateTimeToInstant } from '../time/new-york';
import { DEFAULT_OPENING_HOURS, openingRangesOn, type OpeningHours } from '../warehouse/opening-hours';

/** Past this many calendar days the count stops: a parcel that late is long overdue whatever the hours. */
const DAYS_COUNTED_MAX = 366;

/**
 * The business hours between two instants (docs/decisions/177): the time the warehouse is open between them, by its
 * opening hours in New York (weekdays 09:00-17:00 unless staff set others). Public holidays count as open days.
 */
export function businessHoursBetween(from: Date, to: Date, hours: OpeningHours = DEFAULT_OPENING_HOURS): number {
  if (to <= from) return 0;
  let openMs = 0;
  const lastDay = newYorkDateString(to);
  let day = newYorkDateString(from);
  for (let counted = 0; day <= lastDay && counted < DAYS_COUNTED_MAX; counted++, day = addDaysToDateString(day, 1)) {
    for (const range of openingRangesOn(hours, day)) {
      const start = Math.max(newYorkDateTimeToInstant(day, range.open).getTime(), from.getTime());
      const end = Math.min(newYorkDateTimeToInstant(day, range.close).getTime(), to.getTime());
      if (end > start) openMs += end - start;
    }
  }
  return openMs / HOUR_MS;
}
