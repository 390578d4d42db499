import { OPENING_WEEKDAYS, type OpeningHours, type OpeningRange, type OpeningWeekday } from '@shared/warehouse/opening-hours';

/** Date#getUTCDay's number of a weekday (0 = Sunday), as weekdayNames indexes its names. */
export const openingDayNumber = (day: OpeningWeekday) => (OPENING_WEEKDAYS.indexOf(day) + 1) % 7;

export interface OpeningRun {
  first: OpeningWeekday;
  last: OpeningWeekday;
  /** Empty: closed. */
  ranges: OpeningRange[];
}

const sameRanges = (a: readonly OpeningRange[], b: readonly OpeningRange[]) =>
  a.length === b.length && a.every((range, index) => range.open === b[index]!.open && range.close === b[index]!.close);

/** The week as consecutive days with the same hours, Monday first: weekdays 9-17 and a closed weekend are two runs. */
export function openingRuns(hours: OpeningHours): OpeningRun[] {
  const runs: OpeningRun[] = [];
  for (const day of OPENING_WEEKDAYS) {
    const last = runs.at(-1);
    if (last && sameRanges(last.ranges, hours[day])) last.last = day;
    else runs.push({ first: day, last: day, ranges: hours[day] });
  }
  return runs;
}
