import { describe, expect, it } from 'vitest';
import { formatShortDay, formatSlot, formatTripDay } from './trip-format';

describe('trip dates and times', () => {
  it('read as calendar days and slots in both languages, whatever the zone', () => {
    expect(formatTripDay('2026-03-20', 'es')).toBe('viernes, 20 de marzo');
    expect(formatTripDay('2026-03-20', 'en')).toBe('Friday, March 20');
    expect(formatShortDay('2026-03-20', 'en')).toBe('Mar 20');
    expect(formatSlot('09:30', 'en')).toBe('9:30 AM');
    expect(formatSlot('17:30', 'es')).toBe('17:30');
  });
});
