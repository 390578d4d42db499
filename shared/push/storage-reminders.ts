import { newYorkMinutesOfDay } from '../time/new-york';

export type StorageReminderKind = 'storage-ending' | 'storage-last-day';

/** A package's last storage day is reminded at 7, 3 and 1 days left (docs/decisions/176). */
export const STORAGE_REMINDER_DAYS = [7, 3, 1] as const;
export type StorageReminderDay = (typeof STORAGE_REMINDER_DAYS)[number];

/**
 * Which reminder is due with this many days left (as storageDaysLeftUntil counts them: 1 on the last day): the
 * nearest mark at or above it, so a check missed on the mark's day still sends it the day after. An expired period
 * gets none: there is nothing left to save.
 */
export function storageReminderDay(daysLeft: number): StorageReminderDay | null {
  if (daysLeft < 1) return null;
  return [...STORAGE_REMINDER_DAYS].reverse().find((mark) => daysLeft <= mark) ?? null;
}

/** The last day is the one the badge shows as "1 day left"; the marks before it say storage is ending. */
export const storageReminderKind = (mark: StorageReminderDay): StorageReminderKind => (mark === 1 ? 'storage-last-day' : 'storage-ending');

/** Reminders go out in New York's daytime, from 9:00 to 20:59: nobody is woken about storage. */
export const REMINDER_HOURS = { from: 9, to: 21 } as const;

export function isReminderHour(now: Date): boolean {
  const hour = Math.floor(newYorkMinutesOfDay(now) / 60);
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
}
