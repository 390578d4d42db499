import { addDaysToDateString } from '../time/date-string';
import { toNewYorkDateString } from '../time/new-york';

/**
 * A waiting package's last storage day (New York YYYY-MM-DD): the plan's period counted from its start, or the last
 * day bought for the package if that is later (docs/decisions/176). storageDaysLeft counts 0 on the day after it.
 */
export function packageLastStorageDay(periodStart: string | null, storageDays: number | null, extendedUntil: string | null): string | null {
  const start = periodStart ? toNewYorkDateString(periodStart) : null;
  const planLastDay = start && storageDays !== null ? addDaysToDateString(start, storageDays - 1) : null;
  if (!planLastDay) return extendedUntil;
  return extendedUntil && extendedUntil > planLastDay ? extendedUntil : planLastDay;
}
