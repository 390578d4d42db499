// No zod here: the dashboard's first paint needs these rules, not the schemas (decision 101).

import { DAY_MS } from './durations';

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
