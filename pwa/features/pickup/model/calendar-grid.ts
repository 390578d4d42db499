import { addDaysToDateString, weekdayOfDateString } from '@shared/time/date-string';

/** A month as YYYY-MM. */
export type MonthString = string;
/** 0 = the week starts on Sunday (en-US), 1 = on Monday (es). */
export type WeekStart = 0 | 1;

export const monthOf = (date: string): MonthString => date.slice(0, 7);

const firstDayOf = (month: MonthString) => `${month}-01`;

export function addMonths(month: MonthString, count: number): MonthString {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysOfMonth(month: MonthString): string[] {
  const days: string[] = [];
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDaysToDateString(day, 1)) days.push(day);
  return days;
}

/** Columns before the 1st so each weekday keeps its column. */
const leadingBlanks = (month: MonthString, weekStart: WeekStart) => (weekdayOfDateString(firstDayOf(month)) - weekStart + 7) % 7;

/** The month as rows of seven cells; null cells are the blanks before the 1st and after the last day. */
export function buildMonthGrid(month: MonthString, weekStart: WeekStart): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(leadingBlanks(month, weekStart)).fill(null), ...daysOfMonth(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) rows.push(cells.slice(start, start + 7));
  return rows;
}

/** Weekday numbers (0 = Sunday) in column order. */
export const weekdayColumns = (weekStart: WeekStart) => Array.from({ length: 7 }, (_, column) => (column + weekStart) % 7);

/** Where the keyboard moves the focused day in the grid (the WAI-ARIA date picker pattern). */
export function nextFocusDate(date: string, key: string, weekStart: WeekStart): string | null {
  const column = (weekdayOfDateString(date) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDaysToDateString(date, -1);
    case 'ArrowRight':
      return addDaysToDateString(date, 1);
    case 'ArrowUp':
      return addDaysToDateString(date, -7);
    case 'ArrowDown':
      return addDaysToDateString(date, 7);
    case 'Home':
      return addDaysToDateString(date, -column);
    case 'End':
      return addDaysToDateString(date, 6 - column);
    case 'PageUp':
      return sameDayIn(addMonths(monthOf(date), -1), date);
    case 'PageDown':
      return sameDayIn(addMonths(monthOf(date), 1), date);
    default:
      return null;
  }
}

/** The same day number in another month, clamped to its last day (31 January to 28 February). */
function sameDayIn(month: MonthString, date: string): string {
  const days = daysOfMonth(month);
  const day = Number(date.slice(8, 10));
  return days[Math.min(day, days.length) - 1]!;
}
