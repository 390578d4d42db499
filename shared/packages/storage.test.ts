import { describe, expect, it } from 'vitest';
import {
  currentStoragePeriodStart,
  showsStorageBadge,
  storageBadge,
  storageBadgeLabel,
  storageBadgeTone,
  storageDaysLeft,
  storagePeriodStart,
  STORAGE_WARNING_DAYS,
} from './storage';

// Noon in New York on a given date (EDT from 9 March 2025).
const nyNoon = (date: string) => new Date(`${date}T16:00:00Z`);

describe('storageDaysLeft', () => {
  it('counts New York calendar days from the start of the storage period', () => {
    expect(storageDaysLeft('2025-03-01', 15, nyNoon('2025-03-01'))).toBe(15);
    expect(storageDaysLeft('2025-03-01', 15, nyNoon('2025-03-12'))).toBe(4);
    expect(storageDaysLeft('2025-03-01', 15, nyNoon('2025-03-13'))).toBe(3);
    expect(storageDaysLeft('2025-03-01', 15, nyNoon('2025-03-16'))).toBe(0);
    expect(storageDaysLeft('2025-03-01', 15, nyNoon('2025-03-20'))).toBe(-4);
  });

  it('uses the New York date of now, not the UTC one', () => {
    // 03:30 UTC on 13 March is still 23:30 on 12 March in New York.
    expect(storageDaysLeft('2025-03-01', 15, new Date('2025-03-13T03:30:00Z'))).toBe(4);
    expect(storageDaysLeft('2025-03-01', 15, new Date('2025-03-13T04:00:00Z'))).toBe(3);
  });

  it('reads a received instant as its New York date', () => {
    // 04:00 UTC on 1 March is 23:00 on 28 February in New York (EST).
    expect(storageDaysLeft('2025-03-01T04:00:00Z', 15, nyNoon('2025-02-28'))).toBe(15);
  });

  it('throws on an unreadable start', () => {
    expect(() => storageDaysLeft('someday', 15, nyNoon('2025-03-01'))).toThrow(RangeError);
  });
});

describe('storagePeriodStart', () => {
  it('starts at the first package received', () => {
    expect(storagePeriodStart(['2025-03-05', null, '2025-03-02T15:00:00Z', undefined, '2025-03-09'])).toBe('2025-03-02');
    expect(storagePeriodStart([null, undefined])).toBeNull();
  });

  it('ignores receipts from before a restart of the period', () => {
    expect(storagePeriodStart(['2025-03-02', '2025-03-10', '2025-03-12'], '2025-03-08T12:00:00Z')).toBe('2025-03-10');
  });

  it('counts a package received on the restart day itself (New York calendar)', () => {
    // Plan bought at 09:00 New York on 10 March; the package came in that evening (after midnight UTC).
    expect(storagePeriodStart(['2025-03-02', '2025-03-11T01:30:00Z', '2025-03-12'], '2025-03-10T13:00:00Z')).toBe('2025-03-10');
  });
});

describe('storage badge', () => {
  it('is red at 0 or fewer days, orange at 3 or fewer, green above', () => {
    expect(STORAGE_WARNING_DAYS).toBe(3);
    expect(storageBadgeTone(4)).toBe('green');
    expect(storageBadgeTone(3)).toBe('orange');
    expect(storageBadgeTone(1)).toBe('orange');
    expect(storageBadgeTone(0)).toBe('red');
    expect(storageBadgeTone(-2)).toBe('red');
  });

  it('shows only for received or scheduled packages', () => {
    expect(showsStorageBadge({ delivery_status: 'received' })).toBe(true);
    expect(showsStorageBadge({ delivery_status: 'scheduled' })).toBe(true);
    expect(showsStorageBadge({ delivery_status: ' Received ' })).toBe(true);
    for (const delivery_status of ['pending', 'in_transit', 'delivered', 'picked_up', null]) {
      expect(storageBadge({ delivery_status }, 5)).toBeNull();
    }
  });

  it("labels an expired badge 'Storage expired'", () => {
    const expired = storageBadge({ delivery_status: 'received' }, 0);
    expect(expired).toEqual({ tone: 'red', expired: true, daysLeft: 0 });
    expect(storageBadgeLabel(expired!, 'en')).toBe('Storage expired');
    expect(storageBadgeLabel(expired!, 'es')).toBe('Almacenamiento vencido');
    expect(storageBadgeLabel(storageBadge({ delivery_status: 'scheduled' }, 3)!, 'en')).toBe('3 days left');
    expect(storageBadgeLabel(storageBadge({ delivery_status: 'scheduled' }, 1)!, 'es')).toBe('Queda 1 día');
  });
});

describe('currentStoragePeriodStart', () => {
  it('starts at the earliest receipt of the packages still waiting', () => {
    expect(currentStoragePeriodStart(['2026-03-12T15:00:00Z', '2026-03-10T15:00:00Z'])).toBe('2026-03-10');
  });

  it('restarts at a purchase or plan change made after that receipt', () => {
    expect(currentStoragePeriodStart(['2026-03-10T15:00:00Z'], '2026-03-20T15:00:00Z')).toBe('2026-03-20');
    expect(currentStoragePeriodStart(['2026-03-10T15:00:00Z'], '2026-03-01T15:00:00Z')).toBe('2026-03-10');
  });

  it('is null while nothing waits at the warehouse', () => {
    expect(currentStoragePeriodStart([], '2026-03-01T15:00:00Z')).toBeNull();
  });
});
