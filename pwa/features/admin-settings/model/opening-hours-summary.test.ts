import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@shared/warehouse/opening-hours';
import { openingDayNumber, openingRuns } from './opening-hours-summary';

describe('the opening hours summary of a warehouse card', () => {
  it('groups consecutive days with the same hours, Monday first', () => {
    expect(openingRuns(DEFAULT_OPENING_HOURS)).toEqual([
      { first: 'monday', last: 'friday', ranges: [{ open: '09:00', close: '17:00' }] },
      { first: 'saturday', last: 'sunday', ranges: [] },
    ]);
    const saturday = [{ open: '09:00', close: '13:00' }];
    expect(openingRuns({ ...DEFAULT_OPENING_HOURS, wednesday: [], saturday }).map((run) => [run.first, run.last, run.ranges.length])).toEqual([
      ['monday', 'tuesday', 1],
      ['wednesday', 'wednesday', 0],
      ['thursday', 'friday', 1],
      ['saturday', 'saturday', 1],
      ['sunday', 'sunday', 0],
    ]);
  });

  it('numbers the days as Date#getUTCDay does', () => {
    expect(openingDayNumber('monday')).toBe(1);
    expect(openingDayNumber('sunday')).toBe(0);
  });
});
