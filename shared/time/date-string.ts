import { z } from 'zod';
import { DAY_MS } from './durations';
import { msg } from '../validation/fields';

/** A calendar date without a zone, as the API exchanges it: YYYY-MM-DD. */
export const DATE_STRING_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Weekday numbers as Date#getUTCDay gives them. */
export const SUNDAY = 0;
export const SATURDAY = 6;

// Calendar arithmetic runs on UTC midnights, where every day has exactly 24 hours.
function dateStringToUtcMs(date: string): number {
  const match = DATE_STRING_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Rejects 2025-02-30 and the like, which Date.UTC would silently roll over.
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : Number.NaN;
}

const utcMsToDateString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isValidDateString = (value: string) => !Number.isNaN(dateStringToUtcMs(value));

function assertDate(date: string): number {
  const ms = dateStringToUtcMs(date);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date string: ${date}`);
  return ms;
}

/** "2025-03-08" plus 1 gives "2025-03-09"; negative days go back. */
export const addDaysToDateString = (date: string, days: number) => utcMsToDateString(assertDate(date) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday; a calendar date has the same weekday in every zone. */
export const weekdayOfDateString = (date: string) => new Date(assertDate(date)).getUTCDay();

export function isWeekendDateString(date: string): boolean {
  const weekday = weekdayOfDateString(date);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetweenDateStrings = (from: string, to: string) => Math.round((assertDate(to) - assertDate(from)) / DAY_MS);

export const DateStringSchema = z
  .string(msg('dateInvalid'))
  .trim()
  .refine(isValidDateString, msg('dateInvalid'));

/** An optional date field: forms send '' or null for "not given"; both become undefined. */
export const OptionalDateStringSchema = z
  .union([z.literal(''), z.null()])
  .optional() // not z.undefined() in the union: OpenAPI has no type for it
  .transform(() => undefined)
  .or(DateStringSchema);

/** An instant with an explicit offset, e.g. 2025-03-09T07:00:00.000Z. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** Either a calendar date or an instant; billing dates come in both shapes. */
export const IsoDateOrDateTimeSchema = z.union([z.iso.date(), IsoDateTimeSchema]);
