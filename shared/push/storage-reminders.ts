import { STORAGE_WARNING_DAYS } from '../packages/storage';
import { newYorkMinutesOfDay } from '../time/new-york';

export type StorageReminderKind = 'storage-ending' | 'storage-last-day';

/**
 * Which storage reminder a period with this many days left calls for (days as storageDaysLeft counts them): the
 * last day is the one the badge shows as "1 day left"; before it, 3 days or fewer is "ending" (the badge's orange).
 * An expired period gets none: there is nothing left to save.
 */
export function storageReminderKind(daysLeft: number): StorageReminderKind | null {
  if (daysLeft === 1) return 'storage-last-day';
  if (daysLeft > 1 && daysLeft <= STORAGE_WARNING_DAYS) return 'storage-ending';
  return null;
}

/** Reminders go out in New York's daytime, from 9:00 to 20:59: nobody is woken about storage. */
export const REMINDER_HOURS = { from: 9, to: 21 } as const;

export function isReminderHour(now: Date): boolean {
  const hour = Math.floor(newYorkMinutesOfDay(now) / 60);
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
}
