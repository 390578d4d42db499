import { describe, expect, it } from 'vitest';
import { pickupSlotsOfDay, slotHasRoom, slotRemaining } from './pickup-capacity';
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
    expect(day.slots.find((slot) => slot.time === '10:30')).toEqual({ time: '10:30', remaining: 0, available: false });
    expect(day.slots.find((slot) => slot.time === '11:00')).toEqual({ time: '11:00', remaining: 1, available: true });
    expect(day.slots.find((slot) => slot.time === '09:00')).toEqual({ time: '09:00', remaining: 3, available: true });
  });

  it('makes past slots of today unavailable, with their places still shown', () => {
    const today = pickupSlotsOfDay('2026-03-10', NOW, 6, new Map());
    expect(today.slots.find((slot) => slot.time === '11:00')).toEqual({ time: '11:00', remaining: 6, available: false });
    expect(today.slots.find((slot) => slot.time === '11:30')).toEqual({ time: '11:30', remaining: 6, available: true });
  });

  it('offers nothing on a weekend or a past day', () => {
    for (const date of ['2026-03-14', '2026-03-15', '2026-03-09']) {
      expect(pickupSlotsOfDay(date, NOW, 6, new Map()).slots.every((slot) => !slot.available)).toBe(true);
    }
  });
});
