import { describe, expect, it } from 'vitest';
import { planReminderKind } from './plan-reminders';

describe('planReminderKind', () => {
  it('reminds at 3 days or fewer, then on the last day, and never after the end', () => {
    expect([5, 4, 3, 2, 1, 0, -1].map(planReminderKind)).toEqual([null, null, 'plan-ending', 'plan-ending', 'plan-last-day', null, null]);
  });
});
