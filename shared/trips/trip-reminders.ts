import { addDaysToDateString } from '../time/calendar-dates';

/** The reminder before a trip goes out from this many days before the arrival (docs/decisions/174). */
export const TRIP_REMINDER_DAYS_BEFORE = 3;

/** From TRIP_REMINDER_DAYS_BEFORE days before the arrival to the day before it: a trip recorded late is reminded too. */
export const isTripReminderDue = (arrivalDate: string, today: string) => today < arrivalDate && addDaysToDateString(today, TRIP_REMINDER_DAYS_BEFORE) >= arrivalDate;
