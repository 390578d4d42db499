import { describe, expect, it } from 'vitest';
import { daysOverdue, disposalFrom, dueOverstayWarning, overstayFeeCents, overstayWarningDays } from './overstay';
import { DEFAULT_STORAGE_POLICY } from './storage-policy-schema';

const policy = { ...DEFAULT_STORAGE_POLICY }; // 3 grace days, $1.00 a day, disposal after 60 days

describe('the overstay policy', () => {
  it('counts New York days past the last day and charges the days past the grace', () => {
    expect(daysOverdue('2026-03-24', new Date('2026-03-24T23:00:00Z'))).toBe(0);
    expect(daysOverdue('2026-03-24', new Date('2026-03-25T15:00:00Z'))).toBe(1);
    expect([0, 3, 4, 10].map((days) => overstayFeeCents(days, policy))).toEqual([0, 0, 100, 700]);
  });

  it('warns when the grace ends and a week before disposal, in order, each once', () => {
    expect(overstayWarningDays(policy)).toEqual([4, 53]);
    expect(overstayWarningDays({ ...policy, overstay_grace_days: 3, disposal_after_days: 6 })).toEqual([4, 5]);
    expect(dueOverstayWarning(3, 0, policy)).toBeNull();
    expect(dueOverstayWarning(4, 0, policy)).toBe(1);
    expect(dueOverstayWarning(40, 0, policy)).toBe(1);
    expect(dueOverstayWarning(40, 1, policy)).toBeNull();
    expect(dueOverstayWarning(53, 1, policy)).toBe(2);
    expect(dueOverstayWarning(90, 2, policy)).toBeNull();
  });

  it('allows disposal only with the warnings on record, from the policy’s day and a week after the last warning', () => {
    expect(disposalFrom('2026-03-24', [], policy)).toBeNull();
    expect(disposalFrom('2026-03-24', ['2026-03-28'], policy)).toBeNull();
    expect(disposalFrom('2026-03-24', ['2026-03-28', '2026-05-16'], policy)).toBe('2026-05-23');
    // A last warning sent late pushes the day back.
    expect(disposalFrom('2026-03-24', ['2026-05-30', '2026-03-28'], policy)).toBe('2026-06-06');
  });
});
