import { daysBetweenDateStrings } from '../time/date-string';
import { newYorkDateString, toNewYorkDateString } from '../time/new-york';

/** Part 2 section 9: the badge turns orange at 3 days or fewer. */
export const STORAGE_WARNING_DAYS = 3;

export type StorageBadgeTone = 'red' | 'orange' | 'green';

export const storageBadgeText = {
  en: { expired: 'Storage expired', daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`) },
  es: { expired: 'Almacenamiento vencido', daysLeft: (days: number) => (days === 1 ? 'Queda 1 día' : `Quedan ${days} días`) },
} as const;

/**
 * The storage period starts when the customer's first package is received, not at purchase:
 * the earliest received date (New York calendar). `notBefore` drops receipts from before a
 * plan change, which restarts the period. null when nothing has been received.
 */
export function storagePeriodStart(receivedDates: readonly (string | null | undefined)[], notBefore?: string): string | null {
  const floor = notBefore ? toNewYorkDateString(notBefore) : null;
  const dates = receivedDates
    .map((value) => (value ? toNewYorkDateString(value) : null))
    .filter((date): date is string => date !== null && (floor === null || date >= floor))
    .sort();
  return dates[0] ?? null;
}

/**
 * Whole storage days left, counted in New York calendar days: received today with 15 days
 * of storage leaves 15; 15 days later it leaves 0, which is expired.
 */
export function storageDaysLeft(periodStart: string, storageDays: number, now: Date): number {
  const start = toNewYorkDateString(periodStart);
  if (!start) throw new RangeError(`Invalid storage start: ${periodStart}`);
  return storageDays - daysBetweenDateStrings(start, newYorkDateString(now));
}

export function storageBadgeTone(daysLeft: number): StorageBadgeTone {
  if (daysLeft <= 0) return 'red';
  return daysLeft <= STORAGE_WARNING_DAYS ? 'orange' : 'green';
}

const STORAGE_BADGE_STATUSES = ['received', 'scheduled'];

/** The badge is shown only for packages waiting at the warehouse: received or scheduled. */
export const showsStorageBadge = (pkg: { delivery_status?: string | null }) =>
  STORAGE_BADGE_STATUSES.includes((pkg.delivery_status ?? '').trim().toLowerCase());

export interface StorageBadge {
  tone: StorageBadgeTone;
  expired: boolean;
  daysLeft: number;
}

/** The badge for a package, or null when it should not show one. */
export function storageBadge(pkg: { delivery_status?: string | null }, daysLeft: number): StorageBadge | null {
  if (!showsStorageBadge(pkg)) return null;
  return { tone: storageBadgeTone(daysLeft), expired: daysLeft <= 0, daysLeft };
}

export const storageBadgeLabel = (badge: StorageBadge, language: 'es' | 'en') =>
  badge.expired ? storageBadgeText[language].expired : storageBadgeText[language].daysLeft(badge.daysLeft);

/**
 * The customer's current storage period: it starts at the earliest receipt among the packages still waiting at the
 * warehouse, and a purchase or plan change (resetAt) restarts it for the packages already there. null: none waiting.
 */
export function currentStoragePeriodStart(waitingReceivedDates: readonly string[], resetAt?: string | null): string | null {
  const first = storagePeriodStart(waitingReceivedDates);
  if (!first) return null;
  const reset = resetAt ? toNewYorkDateString(resetAt) : null;
  return reset && reset > first ? reset : first;
}
