import { isValidDateString } from '@shared/time/date-string';

/** Part 1 section 9: the birth-year list runs down to 1924. */
export const OLDEST_BIRTH_YEAR = 1924;
/** A cardholder is an adult: the list starts 18 years back, not at this year (issue 11). */
export const YOUNGEST_AGE_YEARS = 18;

export function birthYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear() - YOUNGEST_AGE_YEARS; year >= OLDEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

export const BIRTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * YYYY-MM-DD once day, month and year are all chosen (part 1 section 3), else null.
 * 'invalid' for a day the month does not have, e.g. 31 April.
 */
export function composeBirthDate({ day, month, year }: BirthDateParts): string | null | 'invalid' {
  if (!day || !month || !year) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isValidDateString(date) ? date : 'invalid';
}

