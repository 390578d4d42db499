import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  formatLongDate,
  formatNewYorkDateTime,
  newYorkDateString,
  newYorkDateTimeToInstant,
  newYorkEndOfDay,
  newYorkMinutesOfDay,
  newYorkOffsetMinutes,
  newYorkStartOfDay,
  newYorkStartOfToday,
  newYorkTimeString,
  newYorkToday,
  newYorkWeekday,
  toNewYorkDateString,
} from './new-york';

const at = (iso: string) => new Date(iso);
const HOUR_MS = 60 * 60 * 1000;

describe('New York calendar date', () => {
  it('changes at New York midnight, not UTC midnight (winter, EST)', () => {
    expect(newYorkDateString(at('2025-01-16T04:59:59Z'))).toBe('2025-01-15');
    expect(newYorkDateString(at('2025-01-16T05:00:00Z'))).toBe('2025-01-16');
  });

  it('changes at New York midnight in summer (EDT)', () => {
    expect(newYorkToday(at('2025-07-01T03:59:59Z'))).toBe('2025-06-30');
    expect(newYorkToday(at('2025-07-01T04:00:00Z'))).toBe('2025-07-01');
  });

  it('gives the time and minutes of day on the New York clock', () => {
    expect(newYorkTimeString(at('2025-03-10T13:05:00Z'))).toBe('09:05');
    expect(newYorkTimeString(at('2025-01-15T05:00:00Z'))).toBe('00:00');
    expect(newYorkMinutesOfDay(at('2025-01-15T14:30:00Z'))).toBe(9 * 60 + 30);
  });

  it('gives the weekday as it falls in New York', () => {
    // Saturday 02:00 UTC is still Friday evening in New York.
    expect(newYorkWeekday(at('2025-03-08T02:00:00Z'))).toBe(5);
    expect(newYorkWeekday(at('2025-03-08T12:00:00Z'))).toBe(6);
  });

  it('reads a date as is and an instant as its New York date', () => {
    expect(toNewYorkDateString('2025-04-01')).toBe('2025-04-01');
    expect(toNewYorkDateString('2025-04-01T03:00:00Z')).toBe('2025-03-31');
    expect(toNewYorkDateString('2025-02-30')).toBeNull();
    expect(toNewYorkDateString('soon')).toBeNull();
  });

  it('refuses an invalid instant by name rather than writing NaN-NaN-NaN', () => {
    expect(() => newYorkDateString(new Date('soon'))).toThrow(new RangeError('Invalid date'));
  });
});

describe('DST offsets', () => {
  it('is -300 in winter and -240 in summer', () => {
    expect(newYorkOffsetMinutes(at('2025-01-15T12:00:00Z'))).toBe(-300);
    expect(newYorkOffsetMinutes(at('2025-07-15T12:00:00Z'))).toBe(-240);
  });

  it('switches at 2:00 local on 2025-03-09 and 2025-11-02', () => {
    expect(newYorkOffsetMinutes(at('2025-03-09T06:59:59Z'))).toBe(-300);
    expect(newYorkOffsetMinutes(at('2025-03-09T07:00:00Z'))).toBe(-240);
    expect(newYorkOffsetMinutes(at('2025-11-02T05:59:59Z'))).toBe(-240);
    expect(newYorkOffsetMinutes(at('2025-11-02T06:00:00Z'))).toBe(-300);
  });
});

const wallClock = (instant: Date) => `${newYorkDateString(instant)} ${newYorkTimeString(instant)}`;

describe('the 2026 daylight-time changes', () => {
  it('springs forward at 2:00 EST on 8 March: 01:59 is followed by 03:00', () => {
    expect(wallClock(at('2026-03-08T06:59:00Z'))).toBe('2026-03-08 01:59');
    expect(wallClock(at('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00');
    expect(newYorkOffsetMinutes(at('2026-03-08T06:59:59Z'))).toBe(-300);
    expect(newYorkOffsetMinutes(at('2026-03-08T07:00:00Z'))).toBe(-240);
  });

  it('falls back at 2:00 EDT on 1 November: 01:00-01:59 comes twice', () => {
    expect(wallClock(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01 01:30');
    expect(wallClock(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01 01:30');
    expect(newYorkOffsetMinutes(at('2026-11-01T05:59:59Z'))).toBe(-240);
    expect(newYorkOffsetMinutes(at('2026-11-01T06:00:00Z'))).toBe(-300);
  });

  it('gives those days 23 and 25 hours', () => {
    const length = (date: string) => newYorkEndOfDay(date).getTime() - newYorkStartOfDay(date).getTime();
    expect(length('2026-03-08')).toBe(23 * HOUR_MS);
    expect(length('2026-11-01')).toBe(25 * HOUR_MS);
  });
});

describe('before the 2007 rules', () => {
  it('keeps the older US rules (first Sunday of April to last Sunday of October in 2006)', () => {
    expect(newYorkOffsetMinutes(at('2006-03-20T12:00:00Z'))).toBe(-300);
    expect(wallClock(at('2006-04-02T06:59:00Z'))).toBe('2006-04-02 01:59');
    expect(newYorkOffsetMinutes(at('2006-04-02T07:00:00Z'))).toBe(-240);
    expect(newYorkOffsetMinutes(at('2006-10-29T05:59:59Z'))).toBe(-240);
    expect(newYorkOffsetMinutes(at('2006-10-29T06:00:00Z'))).toBe(-300);
  });
});

describe('wall-clock to instant', () => {
  it('converts with the offset in force on that date', () => {
    expect(newYorkDateTimeToInstant('2025-01-15', '09:00').toISOString()).toBe('2025-01-15T14:00:00.000Z');
    expect(newYorkDateTimeToInstant('2025-07-01', '17:00').toISOString()).toBe('2025-07-01T21:00:00.000Z');
  });

  it('starts days at New York midnight around the DST changes', () => {
    expect(newYorkStartOfDay('2025-03-09').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(newYorkStartOfDay('2025-03-10').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(newYorkStartOfDay('2025-11-02').toISOString()).toBe('2025-11-02T04:00:00.000Z');
    expect(newYorkStartOfDay('2025-11-03').toISOString()).toBe('2025-11-03T05:00:00.000Z');
  });

  it('has a 23-hour day in March and a 25-hour day in November', () => {
    const length = (date: string) => newYorkEndOfDay(date).getTime() - newYorkStartOfDay(date).getTime();
    expect(length('2025-03-09')).toBe(23 * HOUR_MS);
    expect(length('2025-11-02')).toBe(25 * HOUR_MS);
    expect(length('2025-11-03')).toBe(24 * HOUR_MS);
  });

  it('resolves a skipped time forward and a repeated time to the earlier instant', () => {
    expect(newYorkDateTimeToInstant('2025-03-09', '02:30').toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(newYorkDateTimeToInstant('2025-11-02', '01:30').toISOString()).toBe('2025-11-02T05:30:00.000Z');
  });

  it('reads a date without a time as New York midnight', () => {
    expect(newYorkDateTimeToInstant('2025-01-15').toISOString()).toBe('2025-01-15T05:00:00.000Z');
  });

  it('finds the start of the current New York day', () => {
    expect(newYorkStartOfToday(at('2025-07-01T03:00:00Z')).toISOString()).toBe('2025-06-30T04:00:00.000Z');
  });
});

describe('formatLongDate', () => {
  it('writes a calendar date as a long Spanish or English date', () => {
    expect(formatLongDate('2025-03-09', 'es')).toBe('9 de marzo de 2025');
    expect(formatLongDate('2025-03-09', 'en')).toBe('March 9, 2025');
    expect(formatLongDate('2026-12-15', 'es')).toBe('15 de diciembre de 2026');
    expect(formatLongDate('2026-12-15', 'en')).toBe('December 15, 2026');
  });

  it('writes an instant as its New York date', () => {
    expect(formatLongDate(at('2025-03-09T03:00:00Z'), 'en')).toBe('March 8, 2025');
    expect(formatLongDate('2025-03-09T03:00:00Z', 'es')).toBe('8 de marzo de 2025');
    // 03:30 UTC on 1 March is still 28 February in New York.
    expect(formatLongDate('2026-03-01T03:30:00.000Z', 'es')).toBe('28 de febrero de 2026');
  });

  it('passes something unreadable through instead of failing the screen or the e-mail', () => {
    expect(formatLongDate('soon', 'en')).toBe('soon');
    expect(formatLongDate('2026-02-30', 'es')).toBe('2026-02-30');
  });
});

describe('daysRemaining', () => {
  const until = '2025-01-10T12:00:00Z';

  it('rounds partial days up', () => {
    expect(daysRemaining(until, at('2025-01-09T12:00:00Z'))).toBe(1);
    expect(daysRemaining(until, at('2025-01-09T11:59:00Z'))).toBe(2);
    expect(daysRemaining(until, at('2025-01-10T11:59:59Z'))).toBe(1);
  });

  it('is 0 at or after the end and for an unreadable date', () => {
    expect(daysRemaining(until, at(until))).toBe(0);
    expect(daysRemaining(until, at('2025-02-01T00:00:00Z'))).toBe(0);
    expect(daysRemaining('never', at(until))).toBe(0);
  });

  it('takes a Date as well as a string', () => {
    expect(daysRemaining(at('2025-01-31T00:00:00Z'), at('2025-01-01T00:00:00Z'))).toBe(30);
  });
});

describe('formatNewYorkDateTime', () => {
  it('shows the New York wall clock, in winter and in summer', () => {
    expect(formatNewYorkDateTime('2025-03-09T20:04:00.000Z', 'en')).toBe('Mar 9, 2025, 4:04 PM');
    expect(formatNewYorkDateTime('2025-01-10T03:30:00.000Z', 'en')).toBe('Jan 9, 2025, 10:30 PM');
    expect(formatNewYorkDateTime('2025-01-10T03:30:00.000Z', 'es')).toMatch(/^9 ene 2025, 22:30$/);
  });

  it('passes an unreadable value through', () => {
    expect(formatNewYorkDateTime('soon', 'en')).toBe('soon');
  });
});
