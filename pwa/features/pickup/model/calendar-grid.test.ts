import { describe, expect, it } from 'vitest';
import { addMonths, buildMonthGrid, daysOfMonth, nextFocusDate, weekdayColumns } from './calendar-grid';

describe('the calendar month grid', () => {
  it('puts March 2026 (starting on a Sunday) in Monday-first and Sunday-first rows', () => {
    const mondayFirst = buildMonthGrid('2026-03', 1);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(mondayFirst).toHaveLength(6);
    expect(mondayFirst.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    const sundayFirst = buildMonthGrid('2026-03', 0);
    expect(sundayFirst[0]?.[0]).toBe('2026-03-01');
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows month lengths, leap years and year ends', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(weekdayColumns(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('moves the focused day with the arrow, Home/End and Page keys', () => {
    expect(nextFocusDate('2026-03-02', 'ArrowLeft', 1)).toBe('2026-03-01');
    expect(nextFocusDate('2026-03-31', 'ArrowRight', 1)).toBe('2026-04-01');
    expect(nextFocusDate('2026-03-02', 'ArrowDown', 1)).toBe('2026-03-09');
    expect(nextFocusDate('2026-03-04', 'Home', 1)).toBe('2026-03-02');
    expect(nextFocusDate('2026-03-04', 'End', 1)).toBe('2026-03-08');
    expect(nextFocusDate('2026-03-04', 'Home', 0)).toBe('2026-03-01');
    expect(nextFocusDate('2026-01-31', 'PageDown', 1)).toBe('2026-02-28');
    expect(nextFocusDate('2026-03-04', 'Enter', 1)).toBeNull();
  });
});
