import { describe, expect, it } from 'vitest';
import { addBusinessDays, latestStartFor } from './business-days';

// 2026-12-04 is a Friday.
describe('business days', () => {
  it('skip the weekend, from a weekday or from the weekend itself', () => {
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-05', 1)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-02', 5)).toBe('2026-12-09');
    expect(addBusinessDays('2026-12-05', 0)).toBe('2026-12-05');
  });

  it('count back to the latest start that still arrives by the deadline', () => {
    expect(latestStartFor('2026-12-09', 5)).toBe('2026-12-02');
    // Monday minus 1: the Sunday before reaches Monday too.
    expect(latestStartFor('2026-12-07', 1)).toBe('2026-12-06');
    expect(latestStartFor('2026-12-07', 0)).toBe('2026-12-07');
    // A Saturday deadline (Premium's Saturday pickup): Friday's start plus 1 is Monday, too late; Thursday's is Friday.
    expect(latestStartFor('2026-12-05', 1)).toBe('2026-12-03');
    for (const days of [1, 3, 7, 12]) {
      const start = latestStartFor('2026-12-18', days);
      expect(addBusinessDays(start, days) <= '2026-12-18').toBe(true);
      expect(addBusinessDays(addDay(start), days) > '2026-12-18').toBe(true);
    }
  });
});

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
