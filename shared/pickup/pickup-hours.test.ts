import { describe, expect, it } from 'vitest';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, isFlexibleSlot, isHalfHourTime, pickupHoursOf, slotTimesOn, STANDARD_PICKUP_HOURS, windowSlots } from './pickup-hours';
import { PICKUP_TIME_SLOTS } from './pickup-slots';

const SATURDAY = '2026-03-07';
const SUNDAY = '2026-03-08';
const MONDAY = '2026-03-09';
const premium = pickupHoursOf(true, DEFAULT_FLEXIBLE_PICKUP_WINDOWS);

describe('pickup hours', () => {
  it('accepts only times on the hour or the half hour of one day', () => {
    for (const time of ['00:00', '09:30', '17:30', '23:30']) expect(isHalfHourTime(time)).toBe(true);
    for (const time of ['24:00', '9:00', '10:15', '17:31', '', '12:00:00']) expect(isHalfHourTime(time)).toBe(false);
  });

  it('makes a window a slot every half hour from its start to its end inclusive', () => {
    expect(windowSlots({ weekdays: [6], from: '09:00', to: '10:30' })).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(windowSlots({ weekdays: [6], from: '23:00', to: '23:30' })).toEqual(['23:00', '23:30']);
  });

  it("gives everyone the spec's weekday 09:00-17:00 and nothing at the weekend", () => {
    expect(slotTimesOn(MONDAY, STANDARD_PICKUP_HOURS)).toEqual(PICKUP_TIME_SLOTS);
    expect(slotTimesOn(SATURDAY, STANDARD_PICKUP_HOURS)).toEqual([]);
    expect(pickupHoursOf(false, DEFAULT_FLEXIBLE_PICKUP_WINDOWS)).toEqual(STANDARD_PICKUP_HOURS);
  });

  it('adds the flexible windows for flexible pickup: Saturday mornings and weekday evenings by default', () => {
    expect(slotTimesOn(SATURDAY, premium)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(slotTimesOn(SUNDAY, premium)).toEqual([]);
    expect(slotTimesOn(MONDAY, premium)).toEqual([...PICKUP_TIME_SLOTS, '17:30', '18:00', '18:30', '19:00']);
  });

  it('lists a time once where windows overlap, in order', () => {
    const overlapping = pickupHoursOf(true, [{ weekdays: [1], from: '16:00', to: '18:00' }, { weekdays: [1], from: '07:00', to: '08:00' }]);
    const times = slotTimesOn(MONDAY, overlapping);
    expect(times.slice(0, 3)).toEqual(['07:00', '07:30', '08:00']);
    expect(times.slice(-3)).toEqual(['17:00', '17:30', '18:00']);
    expect(new Set(times).size).toBe(times.length);
  });

  it("marks a slot outside everyone's hours as flexible", () => {
    expect(isFlexibleSlot(MONDAY, '17:00')).toBe(false);
    expect(isFlexibleSlot(MONDAY, '17:30')).toBe(true);
    expect(isFlexibleSlot(SATURDAY, '09:00')).toBe(true);
  });
});
