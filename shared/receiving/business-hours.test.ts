import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../warehouse/opening-hours';
import { businessHoursBetween } from './business-hours';

// March 2026: the 6th is a Friday, the 9th a Monday; New York moves to summer time on Sunday the 8th.
const at = (iso: string) => new Date(iso);

describe('business hours between two instants (New York, the warehouse open 09:00-17:00 on weekdays)', () => {
  it('counts the open part of one day', () => {
    expect(businessHoursBetween(at('2026-03-05T15:00:00Z'), at('2026-03-05T18:30:00Z'))).toBe(3.5); // 10:00 to 13:30 EST
  });

  it('counts nothing before opening or after closing', () => {
    expect(businessHoursBetween(at('2026-03-05T11:00:00Z'), at('2026-03-05T14:00:00Z'))).toBe(0); // 06:00-09:00
    expect(businessHoursBetween(at('2026-03-05T22:00:00Z'), at('2026-03-06T02:00:00Z'))).toBe(0); // 17:00-21:00
  });

  it('skips the weekend: Friday 16:00 to Monday 10:00 is two hours', () => {
    expect(businessHoursBetween(at('2026-03-06T21:00:00Z'), at('2026-03-09T14:00:00Z'))).toBe(2); // Monday 10:00 is EDT
  });

  it('counts a whole week as five days of eight hours', () => {
    expect(businessHoursBetween(at('2026-03-02T05:00:00Z'), at('2026-03-09T04:00:00Z'))).toBe(40);
  });

  it('is zero when the end is not after the start', () => {
    expect(businessHoursBetween(at('2026-03-05T18:00:00Z'), at('2026-03-05T15:00:00Z'))).toBe(0);
    expect(businessHoursBetween(at('2026-03-05T15:00:00Z'), at('2026-03-05T15:00:00Z'))).toBe(0);
  });

  it('follows the warehouse’s own hours: a Saturday morning and a split weekday', () => {
    const hours: OpeningHours = {
      ...DEFAULT_OPENING_HOURS,
      friday: [{ open: '08:00', close: '12:00' }, { open: '13:00', close: '18:00' }],
      saturday: [{ open: '09:00', close: '13:00' }],
    };
    // Friday 11:00 EST to Saturday 10:00 EST: 1 + 5 on Friday, 1 on Saturday.
    expect(businessHoursBetween(at('2026-03-06T16:00:00Z'), at('2026-03-07T15:00:00Z'), hours)).toBe(7);
  });

  it('counts no hours for a warehouse closed every day', () => {
    const closed = Object.fromEntries(Object.keys(DEFAULT_OPENING_HOURS).map((day) => [day, []])) as unknown as OpeningHours;
    expect(businessHoursBetween(at('2026-03-02T05:00:00Z'), at('2026-04-02T05:00:00Z'), closed)).toBe(0);
  });
});
