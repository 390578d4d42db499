import { describe, expect, it } from 'vitest';
import { birthYears, composeBirthDate, OLDEST_BIRTH_YEAR } from './birth-date';

describe('birthYears', () => {
  it('starts 18 years back and runs down to 1924', () => {
    const years = birthYears(new Date('2026-03-01T12:00:00Z'));
    expect(years[0]).toBe(2008);
    expect(years).not.toContain(2026);
    expect(years.at(-1)).toBe(OLDEST_BIRTH_YEAR);
    expect(years).toHaveLength(2008 - 1924 + 1);
  });
});

describe('composeBirthDate', () => {
  it('gives YYYY-MM-DD only once day, month and year are all chosen', () => {
    expect(composeBirthDate({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(composeBirthDate({ day: '7', month: '', year: '1990' })).toBeNull();
    expect(composeBirthDate({ day: '', month: '', year: '' })).toBeNull();
  });

  it('refuses a day the month does not have', () => {
    expect(composeBirthDate({ day: '31', month: '4', year: '1990' })).toBe('invalid');
    expect(composeBirthDate({ day: '29', month: '2', year: '2000' })).toBe('2000-02-29');
  });
});
