// No zod here: the trip card's arithmetic needs these rules, not the schemas (decision 101).
import { addDaysToDateString, isWeekendDateString } from '../time/calendar-dates';

/**
 * The `days`-th weekday after `date` (YYYY-MM-DD): Friday plus 1 is Monday, Saturday plus 1 is Monday too; 0 keeps
 * `date` itself. Holidays are not counted out (docs/decisions/174): the transit table is already a worst case.
 */
export function addBusinessDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDaysToDateString(day, 1);
    if (!isWeekendDateString(day)) left -= 1;
  }
  return day;
}

/**
 * The latest day to start from so that `days` business days later is no later than `deadline`: ordering on the
 * weekend before counts as ordering on the Friday, since both reach the same weekday.
 */
export function latestStartFor(deadline: string, days: number): string {
  let start = deadline;
  while (addBusinessDays(start, days) > deadline) start = addDaysToDateString(start, -1);
  return start;
}
