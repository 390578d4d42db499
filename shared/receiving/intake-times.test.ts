import { describe, expect, it } from 'vitest';
import { intakeTimesByDay, median } from './intake-times';

const intake = (delivered: string, received: string) => ({ deliveredAt: new Date(delivered), receivedAt: new Date(received) });

describe('the median of sorted minutes', () => {
  it('is the middle one of an odd count, the rounded mean of the two middle ones of an even count, none of none', () => {
    expect(median([5, 10, 600])).toBe(10);
    expect(median([5, 10, 11, 600])).toBe(11); // 10.5 rounds up
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('intake times per New York day', () => {
  it('groups receipts by the New York day they were received, newest day first, with the median and the worst', () => {
    const days = intakeTimesByDay(
      [
        intake('2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z'), // 60 min, the 10th
        intake('2026-03-10T13:00:00Z', '2026-03-10T16:00:00Z'), // 180 min
        intake('2026-03-10T12:00:00Z', '2026-03-10T12:30:00Z'), // 30 min
        intake('2026-03-09T20:00:00Z', '2026-03-11T03:30:00Z'), // 23:30 on the 10th in New York: 1890 min
        intake('2026-03-11T14:00:00Z', '2026-03-11T14:20:00Z'), // 20 min, the 11th
      ],
      '2026-03-11',
      3,
    );
    expect(days).toEqual([
      { date: '2026-03-11', count: 1, median_minutes: 20, worst_minutes: 20 },
      { date: '2026-03-10', count: 4, median_minutes: 120, worst_minutes: 1890 },
      { date: '2026-03-09', count: 0, median_minutes: null, worst_minutes: null },
    ]);
  });

  it('counts a receipt logged before the carrier said delivered as immediate, and leaves out days outside the window', () => {
    const days = intakeTimesByDay([intake('2026-03-11T15:00:00Z', '2026-03-11T14:00:00Z'), intake('2026-02-01T15:00:00Z', '2026-02-01T16:00:00Z')], '2026-03-11', 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-03-11', count: 1, median_minutes: 0, worst_minutes: 0 });
    expect(days.at(-1)!.date).toBe('2026-02-26');
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });
});
