import { describe, expect, it } from 'vitest';
import {
  addDaysToDateString,
  DateStringSchema,
  daysBetweenDateStrings,
  IsoDateOrDateTimeSchema,
  isValidDateString,
  isWeekendDateString,
  OptionalDateStringSchema,
  weekdayOfDateString,
} from './date-string';

describe('isValidDateString', () => {
  it('accepts real calendar dates, including leap days', () => {
    expect(isValidDateString('2025-03-09')).toBe(true);
    expect(isValidDateString('2024-02-29')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    for (const value of ['2025-02-29', '2025-13-01', '2025-04-31', '2025-3-9', '09/03/2025', '2025-03-09T00:00:00Z', '']) {
      expect(isValidDateString(value)).toBe(false);
    }
  });

  it('rejects a year below 100 rather than reading 0050 as 1950', () => {
    for (const value of ['0050-01-01', '0099-12-31']) {
      expect(isValidDateString(value)).toBe(false);
    }
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDaysToDateString('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDaysToDateString('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDaysToDateString('2025-11-01', 2)).toBe('2025-11-03');
    expect(addDaysToDateString('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToDateString('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('throws on an invalid date', () => {
    expect(() => addDaysToDateString('2025-02-30', 1)).toThrow(RangeError);
  });

  it('names the invalid date instead of answering NaN for its weekday or a distance from it', () => {
    expect(() => weekdayOfDateString('2025-02-30')).toThrow(new RangeError('Invalid date string: 2025-02-30'));
    expect(() => daysBetweenDateStrings('2025-03-01', '2025-04-31')).toThrow(RangeError);
  });

  it('gives weekdays with Sunday 0 and Saturday 6', () => {
    expect(weekdayOfDateString('2025-03-08')).toBe(6);
    expect(weekdayOfDateString('2025-03-09')).toBe(0);
    expect(weekdayOfDateString('2025-03-10')).toBe(1);
  });

  it('flags Saturday and Sunday as weekend only', () => {
    expect(isWeekendDateString('2025-03-08')).toBe(true);
    expect(isWeekendDateString('2025-03-09')).toBe(true);
    expect(isWeekendDateString('2025-03-07')).toBe(false);
    expect(isWeekendDateString('2025-03-10')).toBe(false);
  });

  it('counts whole days between dates, over a DST change too', () => {
    expect(daysBetweenDateStrings('2025-03-01', '2025-03-16')).toBe(15);
    expect(daysBetweenDateStrings('2025-03-16', '2025-03-01')).toBe(-15);
    expect(daysBetweenDateStrings('2025-11-01', '2025-11-03')).toBe(2);
  });
});

describe('date schemas', () => {
  it('trims a valid date and refuses invalid ones with dateInvalid', () => {
    expect(DateStringSchema.parse(' 2025-03-09 ')).toBe('2025-03-09');
    const result = DateStringSchema.safeParse('2025-02-30');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['dateInvalid']);
  });

  it('reads empty, null and absent optional dates as undefined', () => {
    expect(OptionalDateStringSchema.parse('')).toBeUndefined();
    expect(OptionalDateStringSchema.parse(null)).toBeUndefined();
    expect(OptionalDateStringSchema.parse(undefined)).toBeUndefined();
    expect(OptionalDateStringSchema.parse('2025-03-09')).toBe('2025-03-09');
    expect(OptionalDateStringSchema.safeParse('tomorrow').success).toBe(false);
  });

  it('takes both a date and an instant with offset where billing dates are read', () => {
    expect(IsoDateOrDateTimeSchema.safeParse('2025-04-01').success).toBe(true);
    expect(IsoDateOrDateTimeSchema.safeParse('2025-04-01T04:00:00.000Z').success).toBe(true);
    expect(IsoDateOrDateTimeSchema.safeParse('2025-04-01T04:00:00-04:00').success).toBe(true);
    expect(IsoDateOrDateTimeSchema.safeParse('April 1').success).toBe(false);
  });
});
