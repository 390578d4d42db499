import { describe, expect, it } from 'vitest';
import { storageDaysLeft } from '../packages/storage';
import { isReminderHour, storageReminderKind } from './storage-reminders';

describe('storageReminderKind', () => {
  it('warns at 3 and 2 days left, says last day at 1, and says nothing before or once expired', () => {
    expect([5, 4, 3, 2, 1, 0, -2].map(storageReminderKind)).toEqual([null, null, 'storage-ending', 'storage-ending', 'storage-last-day', null, null]);
  });

  it('follows the storage badge count: 15 days from the 1st leave 1 day on the 15th (New York)', () => {
    const start = '2026-03-01';
    expect(storageReminderKind(storageDaysLeft(start, 15, new Date('2026-03-13T15:00:00Z')))).toBe('storage-ending');
    expect(storageReminderKind(storageDaysLeft(start, 15, new Date('2026-03-15T15:00:00Z')))).toBe('storage-last-day');
    expect(storageReminderKind(storageDaysLeft(start, 15, new Date('2026-03-16T15:00:00Z')))).toBeNull();
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
