import { describe, expect, it } from 'vitest';
import { daysToReach, extensionQuote, isAllowedExtensionDays, STORAGE_EXTENSION_MAX_DAYS, storageDaysLeftUntil } from './storage-extension';

describe('storage days bought for a package', () => {
  it('counts days left to the end of the last day in New York: 1 on it, 0 the day after, negative once overdue', () => {
    expect(storageDaysLeftUntil('2026-12-15', new Date('2026-12-09T15:00:00Z'))).toBe(7);
    expect(storageDaysLeftUntil('2026-12-15', new Date('2026-12-15T15:00:00Z'))).toBe(1);
    expect(storageDaysLeftUntil('2026-12-15', new Date('2026-12-16T04:30:00Z'))).toBe(1); // 23:30 on the 15th in New York
    expect(storageDaysLeftUntil('2026-12-15', new Date('2026-12-16T15:00:00Z'))).toBe(0);
    expect(storageDaysLeftUntil('2026-12-15', new Date('2026-12-20T15:00:00Z'))).toBe(-4);
  });

  it('prices the days and puts them right after the current last day, also when it has passed', () => {
    expect(extensionQuote('2026-12-15', 5, 50)).toEqual({ days: 5, amountCents: 250, currentLastDay: '2026-12-15', newLastDay: '2026-12-20' });
    expect(extensionQuote('2026-12-30', 3, 0)).toMatchObject({ amountCents: 0, newLastDay: '2027-01-02' });
  });

  it('reaches a trip’s departure exactly, and says when it is already covered', () => {
    expect(daysToReach('2026-12-15', '2026-12-22')).toBe(7);
    expect(daysToReach('2026-12-15', '2026-12-15')).toBe(0);
    expect(daysToReach('2026-12-15', '2026-12-10')).toBeLessThan(0);
  });

  it('allows whole days from 1 to the maximum', () => {
    expect([0, 1, 2.5, STORAGE_EXTENSION_MAX_DAYS, STORAGE_EXTENSION_MAX_DAYS + 1].map(isAllowedExtensionDays)).toEqual([false, true, false, true, false]);
  });
});
