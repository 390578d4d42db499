import { describe, expect, it } from 'vitest';
import { isTripReminderDue } from './trip-reminders';

describe('the reminder before a trip', () => {
  it('is due from 3 days before the arrival to the day before', () => {
    expect(isTripReminderDue('2026-03-20', '2026-03-16')).toBe(false);
    expect(isTripReminderDue('2026-03-20', '2026-03-17')).toBe(true);
    expect(isTripReminderDue('2026-03-20', '2026-03-19')).toBe(true);
    expect(isTripReminderDue('2026-03-20', '2026-03-20')).toBe(false);
  });
});
