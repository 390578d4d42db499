import { addDaysToDateString, daysBetweenDateStrings } from '../time/date-string';
import { newYorkDateString } from '../time/new-york';
import { OVERSTAY_MIN_WARNINGS, type StoragePolicy } from './storage-policy-schema';

/** The last warning comes at least this many days before a parcel may be disposed of. */
export const OVERSTAY_NOTICE_DAYS = 7;

/** Whole New York days past the last storage day: 0 until the day after it. */
export const daysOverdue = (lastDay: string, now: Date): number => Math.max(0, daysBetweenDateStrings(lastDay, newYorkDateString(now)));

/** The overstay fee so far: each day past the grace days, at the policy's daily fee. */
export const overstayFeeCents = (overdue: number, policy: StoragePolicy): number =>
  Math.max(0, overdue - policy.overstay_grace_days) * policy.overstay_fee_cents_per_day;

/**
 * On which overdue day each required warning is due: the first when the grace ends (the fee starts), the last a
 * notice period before disposal may start, each at least a day after the one before.
 */
export function overstayWarningDays(policy: StoragePolicy): number[] {
  const days = [policy.overstay_grace_days + 1];
  for (let index = 1; index < OVERSTAY_MIN_WARNINGS; index++) {
    const isLast = index === OVERSTAY_MIN_WARNINGS - 1;
    days.push(Math.max(days[index - 1]! + 1, isLast ? policy.disposal_after_days - OVERSTAY_NOTICE_DAYS : 0));
  }
  return days;
}

/** The warning due now (1-based), or null: one at a time, in order, once its overdue day has come. */
export function dueOverstayWarning(overdue: number, warningsOnRecord: number, policy: StoragePolicy): number | null {
  const days = overstayWarningDays(policy);
  const next = days[warningsOnRecord];
  return next !== undefined && overdue >= next ? warningsOnRecord + 1 : null;
}

/**
 * The first day a parcel may be disposed of: the policy's day after the last storage day, and not before the notice
 * period after the last required warning. null while fewer than the required warnings (each with its photo) are on
 * record: nothing is disposed of without them.
 */
export function disposalFrom(lastDay: string, warningDates: readonly string[], policy: StoragePolicy): string | null {
  if (warningDates.length < OVERSTAY_MIN_WARNINGS) return null;
  const lastWarning = [...warningDates].sort()[OVERSTAY_MIN_WARNINGS - 1]!;
  const byPolicy = addDaysToDateString(lastDay, policy.disposal_after_days);
  const byNotice = addDaysToDateString(lastWarning, OVERSTAY_NOTICE_DAYS);
  return byPolicy > byNotice ? byPolicy : byNotice;
}

/** The earliest day disposal could start if every warning went out on time (what a warning tells the customer). */
export const earliestDisposalDay = (lastDay: string, policy: StoragePolicy): string => addDaysToDateString(lastDay, policy.disposal_after_days);
