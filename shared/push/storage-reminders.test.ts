import { describe, expect, it } from 'vitest';
import { storageDaysLeftUntil } from '../storage/storage-extension';
import { isReminderHour, storageReminderDay, storageReminderKind } from './storage-reminders';

describe('storageReminderDay', () => {
  it('marks 7, 3 and 1 days left, a missed mark the days after it, and nothing before 7 or once expired', () => {
    expect([9, 8, 7, 6, 4, 3, 2, 1, 0, -2].map(storageReminderDay)).toEqual([null, null, 7, 7, 7, 3, 3, 1, null, null]);
  });

  it('says last day at 1 and ending before it', () => {
    expect([7, 3, 1].map((mark) => storageReminderKind(mark as 7 | 3 | 1))).toEqual(['storage-ending', 'storage-ending', 'storage-last-day']);
  });

  it('follows the storage badge count: a last day on the 15th leaves 1 day on the 15th (New York)', () => {
    expect(storageReminderDay(storageDaysLeftUntil('2026-03-15', new Date('2026-03-09T15:00:00Z')))).toBe(7);
    expect(storageReminderDay(storageDaysLeftUntil('2026-03-15', new Date('2026-03-15T15:00:00Z')))).toBe(1);
    expect(storageReminderDay(storageDaysLeftUntil('2026-03-15', new Date('2026-03-16T03:00:00Z')))).toBe(1); // 23:00 EDT on the 15th
    expect(storageReminderDay(storageDaysLeftUntil('2026-03-15', new Date('2026-03-16T15:00:00Z')))).toBeNull();
  });
});

describe('isReminderHour', () => {
  it('is New York daytime, 9:00 to 20:59', () => {
    expect(isReminderHour(new Date('2026-03-10T12:59:00Z'))).toBe(false); // 8:59 EDT
    expect(isReminderHour(new Date('2026-03-10T13:00:00Z'))).toBe(true); // 9:00 EDT
    expect(isReminderHour(new Date('2026-03-11T00:59:00Z'))).toBe(true); // 20:59 EDT
    expect(isReminderHour(new Date('2026-03-11T01:00:00Z'))).toBe(false); // 21:00 EDT
  });
});
