// No zod here: the admin panel's table and its tests need the rule, not a schema.
import { addDaysToDateString } from '../time/calendar-dates';
import { MINUTE_MS } from '../time/durations';
import { newYorkDateString } from '../time/new-york';

/** A parcel the carrier delivered and staff received. */
export interface Intake {
  deliveredAt: Date;
  receivedAt: Date;
}

/** One New York day of receipts: how many, and the median and worst minutes from the carrier's delivery to the receipt. */
export interface IntakeDay {
  date: string;
  count: number;
  median_minutes: number | null;
  worst_minutes: number | null;
}

/** Minutes from delivered to received; a receipt before the carrier said delivered counts as immediate. */
const minutesOf = ({ deliveredAt, receivedAt }: Intake) => Math.max(0, Math.round((receivedAt.getTime() - deliveredAt.getTime()) / MINUTE_MS));

/** The middle value, or the mean of the two middle ones (rounded to the minute). */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * The intake time per day (docs/decisions/177), by the New York day of the receipt: the `days` days up to and
 * including `lastDay`, newest first, each with its median and worst; a day without receipts has none.
 */
export function intakeTimesByDay(intakes: readonly Intake[], lastDay: string, days: number): IntakeDay[] {
  const byDay = new Map<string, number[]>();
  for (const intake of intakes) {
    const date = newYorkDateString(intake.receivedAt);
    byDay.set(date, [...(byDay.get(date) ?? []), minutesOf(intake)]);
  }
  return Array.from({ length: days }, (_, index) => {
    const date = addDaysToDateString(lastDay, -index);
    const minutes = [...(byDay.get(date) ?? [])].sort((a, b) => a - b);
    return { date, count: minutes.length, median_minutes: median(minutes), worst_minutes: minutes.at(-1) ?? null };
  });
}
