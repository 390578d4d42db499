import { DAY_MS } from '../../../shared/time/durations';

/** The same instant n calendar months later (UTC); the 31st becomes the month's last day when needed. */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Card plans bill monthly: a period runs one calendar month from its start. */
export const CARD_BILLING_MONTHS = 1;
export const nextCardBillingDate = (periodStart: Date) => addMonths(periodStart, CARD_BILLING_MONTHS);
