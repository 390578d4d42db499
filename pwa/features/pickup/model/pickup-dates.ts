import { STANDARD_PICKUP_HOURS, type PickupWindow } from '@shared/pickup/pickup-hours';
import { availablePickupSlots, isPickupDateSelectable } from '@shared/pickup/pickup-slots';
import { addDaysToDateString } from '@shared/time/date-string';
import { newYorkDateString } from '@shared/time/new-york';
import { monthOf, type MonthString } from './calendar-grid';

/** How far ahead the calendar offers days: the next eight weeks. */
export const PICKUP_BOOKING_WINDOW_DAYS = 56;

export const lastBookableDate = (now: Date) => addDaysToDateString(newYorkDateString(now), PICKUP_BOOKING_WINDOW_DAYS);

/** A day with pickup hours from today (New York) to the end of the window; past days and closed days are disabled. */
export const isCalendarDateEnabled = (date: string, now: Date, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS) =>
  isPickupDateSelectable(date, now, hours) && date <= lastBookableDate(now);

/** The first day that still has a slot ahead: today before its last slot, else the next day with hours. */
export function firstBookableDate(now: Date, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS): string {
  const last = lastBookableDate(now);
  for (let date = newYorkDateString(now); date <= last; date = addDaysToDateString(date, 1)) {
    if (availablePickupSlots(date, now, hours).length > 0) return date;
  }
  return last;
}

/** The months the calendar can show: from this month to the one holding the window's last day. */
export const calendarMonths = (now: Date): { first: MonthString; last: MonthString } => ({
  first: monthOf(newYorkDateString(now)),
  last: monthOf(lastBookableDate(now)),
});
