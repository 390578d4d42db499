import { describe, expect, it } from 'vitest';
import { pickupSlotsOfDay, slotHasRoom, slotRemaining } from './pickup-capacity';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, pickupHoursOf } from './pickup-hours';
import { PICKUP_TIME_SLOTS } from './pickup-slots';

// Tuesday 2026-03-10, 11:00 in New York (EDT, UTC-4).
const NOW = new Date('2026-03-10T15:00:00Z');

describe('slot capacity', () => {
  it('counts the places left, never below 0', () => {
    expect(slotRemaining(6, 0)).toBe(6);
    expect(slotRemaining(6, 5)).toBe(1);
    expect(slotRemaining(6, 6)).toBe(0);
    expect(slotRemaining(2, 5)).toBe(0);
  });

  it('has room while fewer than capacity are booked', () => {
    expect(slotHasRoom(6, 5)).toBe(true);
    expect(slotHasRoom(6, 6)).toBe(false);
    expect(slotHasRoom(1, 0)).toBe(true);
  });
});

describe('pickupSlotsOfDay', () => {
  it('lists all 17 slots with what is left, full ones unavailable', () => {
    const day = pickupSlotsOfDay('2026-03-12', NOW, 3, new Map([['10:30', 3], ['11:00', 2]]));
    expect(day.date).toBe('2026-03-12');
    expect(day.capacity).toBe(3);
    expect(day.slots.map((slot) => slot.time)).toEqual(PICKUP_TIME_SLOTS);
    expect(day.slots.find((slot) => slot.time === '10:30')).toEqual({ time: '10:30', remaining: 0, available: false, flexible: false });
    expect(day.slots.find((slot) => slot.time === '11:00')).toEqual({ time: '11:00', remaining: 1, available: true, flexible: false });
    expect(day.slots.find((slot) => slot.time === '09:00')).toEqual({ time: '09:00', remaining: 3, available: true, flexible: false });
  });

  it('makes past slots of today unavailable, with their places still shown', () => {
    const today = pickupSlotsOfDay('2026-03-10', NOW, 6, new Map());
    expect(today.slots.find((slot) => slot.time === '11:00')).toEqual({ time: '11:00', remaining: 6, available: false, flexible: false });
    expect(today.slots.find((slot) => slot.time === '11:30')).toEqual({ time: '11:30', remaining: 6, available: true, flexible: false });
  });

  it('offers nothing on a weekend or a past day', () => {
    for (const date of ['2026-03-14', '2026-03-15', '2026-03-09']) {
      expect(pickupSlotsOfDay(date, NOW, 6, new Map()).slots.every((slot) => !slot.available)).toBe(true);
    }
  });

  it("lists flexible pickup's slots of the day, marked, with Saturday's alone", () => {
    const premium = pickupHoursOf(true, DEFAULT_FLEXIBLE_PICKUP_WINDOWS);
    const saturday = pickupSlotsOfDay('2026-03-14', NOW, 6, new Map([['09:00', 6]]), premium);
    expect(saturday.slots.map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(saturday.slots[0]).toEqual({ time: '09:00', remaining: 0, available: false, flexible: true });
    expect(saturday.slots[1]).toEqual({ time: '09:30', remaining: 6, available: true, flexible: true });
    const thursday = pickupSlotsOfDay('2026-03-12', NOW, 6, new Map(), premium);
    expect(thursday.slots.filter((slot) => slot.flexible).map((slot) => slot.time)).toEqual(['17:30', '18:00', '18:30', '19:00']);
    expect(pickupSlotsOfDay('2026-03-15', NOW, 6, new Map(), premium).slots.some((slot) => slot.available || slot.flexible)).toBe(false);
  });
});
