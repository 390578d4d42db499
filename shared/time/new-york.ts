import { addDaysToDateString, DATE_STRING_PATTERN, isValidDateString, weekdayOfDateString } from './calendar-dates';
import { DAY_MS, MINUTE_MS } from './durations';

/** The product shows and computes every date and time in this zone (part 1 section 9). */
export const NEW_YORK_TIME_ZONE = 'America/New_York';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Built on first use and kept, as the formatters below.
let wallClockFormatter: Intl.DateTimeFormat | undefined;

/** New York's wall clock at an instant, as the time-zone database (through Intl) has it. */
function newYorkWallClock(instant: Date): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  wallClockFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The New York calendar date of an instant, YYYY-MM-DD. */
export function newYorkDateString(instant: Date): string {
  const { year, month, day } = newYorkWallClock(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A YYYY-MM-DD date is kept; an ISO instant becomes its New York date; anything else gives null. */
export function toNewYorkDateString(value: string): string | null {
  if (DATE_STRING_PATTERN.test(value)) return isValidDateString(value) ? value : null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : newYorkDateString(new Date(ms));
}

/** Today's date in New York. */
export const newYorkToday = (now: Date) => newYorkDateString(now);

/** The New York wall-clock time of an instant, HH:MM (24 h). */
export function newYorkTimeString(instant: Date): string {
  const { hour, minute } = newYorkWallClock(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** Minutes since New York midnight, e.g. 9:30 gives 570. */
export function newYorkMinutesOfDay(instant: Date): number {
  const { hour, minute } = newYorkWallClock(instant);
  return hour * 60 + minute;
}

/** 0 = Sunday … 6 = Saturday, as the weekday falls in New York. */
export const newYorkWeekday = (instant: Date) => weekdayOfDateString(newYorkDateString(instant));

/** New York's offset from UTC in minutes: -300 in winter (EST), -240 in summer (EDT). */
export function newYorkOffsetMinutes(instant: Date): number {
  const wall = newYorkWallClock(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE_MS);
}

/**
 * The instant when New York's clock shows `date` `time` (HH:MM). Like Temporal's 'compatible'
 * rule: a repeated time (fall back) gives the earlier instant, a skipped time (spring forward)
 * is read with the pre-change offset, so 02:30 becomes 03:30 EDT.
 */
export function newYorkDateTimeToInstant(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = newYorkOffsetMinutes(new Date(wallAsUtc - DAY_MS));
  const offsetAfter = newYorkOffsetMinutes(new Date(wallAsUtc + DAY_MS));
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((ms) => newYorkDateString(new Date(ms)) === date && newYorkTimeString(new Date(ms)) === time)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallAsUtc - offsetBefore * MINUTE_MS);
}

/** The instant New York's day `date` starts (midnight there). */
export const newYorkStartOfDay = (date: string) => newYorkDateTimeToInstant(date, '00:00');

/** The instant New York's day `date` ends: the start of the next day (exclusive bound). */
export const newYorkEndOfDay = (date: string) => newYorkStartOfDay(addDaysToDateString(date, 1));

/** The start of the New York day that `now` falls in. */
export const newYorkStartOfToday = (now: Date) => newYorkStartOfDay(newYorkDateString(now));

export type DateLanguage = 'es' | 'en';

const LONG_DATE_LOCALES: Record<DateLanguage, string> = { es: 'es-ES', en: 'en-US' };

// Building a formatter costs far more than formatting with one (a screen of packages formats dozens of dates), and
// there are only a few: one per language, style and zone, built on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(language: DateLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LONG_DATE_LOCALES[language], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Long date: es '9 de marzo de 2025', en 'March 9, 2025'. An instant is shown as its New York date; a YYYY-MM-DD
 * string is shown as that calendar date whatever the zone; anything unreadable as it came.
 */
export function formatLongDate(value: Date | string, language: DateLanguage): string {
  const isCalendarDate = typeof value === 'string' && DATE_STRING_PATTERN.test(value);
  if (isCalendarDate && !isValidDateString(value)) return value;
  const instant = isCalendarDate ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return dateFormatter(language, { dateStyle: 'long', timeZone: isCalendarDate ? 'UTC' : NEW_YORK_TIME_ZONE }).format(instant);
}

/** An instant as New York's date and time (part 2 section 1): en 'Mar 9, 2025, 3:04 PM', es '9 mar 2025, 15:04'. */
export function formatNewYorkDateTime(iso: string, language: DateLanguage): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: NEW_YORK_TIME_ZONE }).format(instant);
}

/** Whole days left until `accessUntil`, rounded up (part 2 section 9); never below 0. */
export function daysRemaining(accessUntil: Date | string, now: Date): number {
  const until = new Date(accessUntil).getTime();
  if (Number.isNaN(until)) return 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / DAY_MS));
}
