import { describe, expect, it } from 'vitest';
import { storageDaysLeft } from '../packages/storage';
import { packageLastStorageDay } from './package-last-day';

describe('a package’s last storage day', () => {
  it('is the plan period’s last day: received on the 1st with 15 days, the 15th', () => {
    expect(packageLastStorageDay('2026-12-01', 15, null)).toBe('2026-12-15');
  });

  it('agrees with the badge: on the last day one day is left, the day after none', () => {
    expect(storageDaysLeft('2026-12-01', 15, new Date('2026-12-15T15:00:00Z'))).toBe(1);
    expect(storageDaysLeft('2026-12-01', 15, new Date('2026-12-16T15:00:00Z'))).toBe(0);
  });

  it('is the day bought when that is later, and the plan’s when the plan’s is later', () => {
    expect(packageLastStorageDay('2026-12-01', 15, '2026-12-20')).toBe('2026-12-20');
    expect(packageLastStorageDay('2026-12-01', 15, '2026-12-10')).toBe('2026-12-15');
  });

  it('is the day bought, or none, without a plan period', () => {
    expect(packageLastStorageDay(null, null, '2026-12-20')).toBe('2026-12-20');
    expect(packageLastStorageDay(null, 15, null)).toBeNull();
  });
});
