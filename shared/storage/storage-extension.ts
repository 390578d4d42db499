import { addDaysToDateString, daysBetweenDateStrings } from '../time/date-string';
import { newYorkDateString } from '../time/new-york';

/** The most storage days bought at once, by days or to reach a trip. */
export const STORAGE_EXTENSION_MAX_DAYS = 120;

/**
 * Days left until the end of a last storage day, as storageDaysLeft counts them: 1 on the last day itself, 0 the day
 * after (expired), negative once overdue.
 */
export const storageDaysLeftUntil = (lastDay: string, now: Date): number => daysBetweenDateStrings(newYorkDateString(now), lastDay) + 1;

export interface ExtensionQuote {
  days: number;
  amountCents: number;
  currentLastDay: string;
  newLastDay: string;
}

/**
 * Bought days follow the current last day without a gap, also when it has passed: days bought while overdue pay for
 * the overdue days first, so buying is never cheaper than the overstay fee it replaces (docs/decisions/176).
 */
export function extensionQuote(currentLastDay: string, days: number, centsPerDay: number): ExtensionQuote {
  return { days, amountCents: days * centsPerDay, currentLastDay, newLastDay: addDaysToDateString(currentLastDay, days) };
}

/** The days that make storage last exactly until a trip's departure day; 0 or less: already covered. */
export const daysToReach = (currentLastDay: string, departureDate: string): number => daysBetweenDateStrings(currentLastDay, departureDate);

export const isAllowedExtensionDays = (days: number) => Number.isInteger(days) && days >= 1 && days <= STORAGE_EXTENSION_MAX_DAYS;
