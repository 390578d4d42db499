import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nextCardBillingDate } from './billing-period';

describe('billing period', () => {
  it('adds calendar months and keeps the time of day', () => {
    expect(addMonths(new Date('2026-03-10T15:00:00Z'), 1).toISOString()).toBe('2026-04-10T15:00:00.000Z');
    expect(addMonths(new Date('2026-12-05T00:00:00Z'), 1).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });

  it('clamps the 31st to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('bills card plans monthly and adds days for the wallet', () => {
    expect(nextCardBillingDate(new Date('2026-03-10T15:00:00Z')).toISOString()).toBe('2026-04-10T15:00:00.000Z');
    expect(addDays(new Date('2026-03-10T15:00:00Z'), 30).toISOString()).toBe('2026-04-09T15:00:00.000Z');
  });
});
