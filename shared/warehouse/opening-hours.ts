// No zod here: the pickup screen and the e-mail need these rules, not the schema (decision 101).
import { weekdayOfDateString } from '../time/calendar-dates';

/** The week as the warehouse reads it, Monday first. */
export const OPENING_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type OpeningWeekday = (typeof OPENING_WEEKDAYS)[number];

/** One stretch the counter is open, New York time, HH:MM; `close` is after `open`. */
export interface OpeningRange {
  open: string;
  close: string;
}

/** Each weekday's ranges, in order; an empty day is closed. */
export type OpeningHours = Record<OpeningWeekday, OpeningRange[]>;

/** More than this in one day is a typing mistake, not a schedule (a morning, an afternoon and an evening). */
export const OPENING_RANGES_PER_DAY_MAX = 3;

/** 00:00 to 23:59. */
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isOpeningTime = (time: string) => OPENING_TIME_PATTERN.test(time);

export const openingTimeMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

const WEEKDAY_NINE_TO_FIVE: OpeningRange[] = [{ open: '09:00', close: '17:00' }];

/** The spec's pickup hours (part 2 section 5): weekdays 09:00-17:00, weekends closed. What an address has until staff say more. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  monday: WEEKDAY_NINE_TO_FIVE,
  tuesday: WEEKDAY_NINE_TO_FIVE,
  wednesday: WEEKDAY_NINE_TO_FIVE,
  thursday: WEEKDAY_NINE_TO_FIVE,
  friday: WEEKDAY_NINE_TO_FIVE,
  saturday: [],
  sunday: [],
};

/** Date#getUTCDay's numbering (0 = Sunday) to the week's names. */
const BY_DAY_NUMBER: readonly OpeningWeekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday a YYYY-MM-DD date falls on. */
export const openingWeekdayOf = (date: string): OpeningWeekday => BY_DAY_NUMBER[weekdayOfDateString(date)]!;

/** The ranges the warehouse is open on `date` (a New York calendar date); empty when closed. */
export const openingRangesOn = (hours: OpeningHours, date: string): OpeningRange[] => hours[openingWeekdayOf(date)].map((range) => ({ ...range }));

/** Two ranges overlap when one opens before the other closes; touching ends (12:00-12:00) do not. */
export const rangesOverlap = (a: OpeningRange, b: OpeningRange) =>
  openingTimeMinutes(a.open) < openingTimeMinutes(b.close) && openingTimeMinutes(b.open) < openingTimeMinutes(a.close);
