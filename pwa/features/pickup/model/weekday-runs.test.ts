import { describe, expect, it } from 'vitest';
import { weekdayRuns } from './weekday-runs';

describe('weekdayRuns', () => {
  it('joins consecutive days and keeps the others apart, in week order', () => {
    expect(weekdayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]]);
    expect(weekdayRuns([6, 0])).toEqual([
      [0, 0],
      [6, 6],
    ]);
    expect(weekdayRuns([3, 1, 2, 5, 5])).toEqual([
      [1, 3],
      [5, 5],
    ]);
    expect(weekdayRuns([])).toEqual([]);
  });
});
