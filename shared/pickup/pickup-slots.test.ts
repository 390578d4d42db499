import { describe, expect, it } from 'vitest';
import {
  availablePickupSlots,
  isBookablePickup,
  isPickupDateSelectable,
  isPickupSlot,
  PICKUP_NOTES_MAX_LENGTH,
  PICKUP_TIME_SLOTS,
  PickupRescheduleRequestSchema,
  PickupScheduleRequestSchema,
} from './pickup-slots';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, pickupHoursOf } from './pickup-hours';

// 2025-03-10 is the Monday after the March DST change: New York is UTC-4.
const MONDAY = '2025-03-10';
const nyAt = (date: string, time: string, offset = '-04:00') => new Date(`${date}T${time}:00${offset}`);
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('pickup time slots', () => {
  it('runs every 30 minutes from 09:00 to 17:00 inclusive', () => {
    expect(PICKUP_TIME_SLOTS).toHaveLength(17);
    expect(PICKUP_TIME_SLOTS[0]).toBe('09:00');
    expect(PICKUP_TIME_SLOTS[1]).toBe('09:30');
    expect(PICKUP_TIME_SLOTS.at(-1)).toBe('17:00');
  });

  it('recognises only exact slot strings', () => {
    expect(isPickupSlot('09:00')).toBe(true);
    expect(isPickupSlot('17:00')).toBe(true);
    expect(isPickupSlot('12:30')).toBe(true);
    for (const time of ['17:30', '08:30', '9:00', '10:15', '']) expect(isPickupSlot(time)).toBe(false);
  });
});

describe('isPickupDateSelectable', () => {
  const friday = nyAt('2025-03-07', '10:00', '-05:00');

  it('refuses Saturday and Sunday', () => {
    expect(isPickupDateSelectable('2025-03-08', friday)).toBe(false);
    expect(isPickupDateSelectable('2025-03-09', friday)).toBe(false);
    expect(isPickupDateSelectable(MONDAY, friday)).toBe(true);
  });

  it('refuses past days and accepts today', () => {
    expect(isPickupDateSelectable('2025-03-06', friday)).toBe(false);
    expect(isPickupDateSelectable('2025-03-07', friday)).toBe(true);
  });

  it("decides 'today' on the New York calendar", () => {
    // 02:00 UTC on Tuesday is 22:00 Monday in New York: Monday is still today.
    const lateMonday = new Date('2025-03-11T02:00:00Z');
    expect(isPickupDateSelectable(MONDAY, lateMonday)).toBe(true);
    expect(isPickupDateSelectable('2025-03-07', lateMonday)).toBe(false);
  });

  it('refuses invalid dates', () => {
    expect(isPickupDateSelectable('2025-02-30', friday)).toBe(false);
  });
});

describe('availablePickupSlots', () => {
  it('offers all 17 slots on a future weekday', () => {
    expect(availablePickupSlots('2025-03-11', nyAt(MONDAY, '16:00'))).toEqual(PICKUP_TIME_SLOTS);
  });

  it('drops slots of today that are not later than now', () => {
    expect(availablePickupSlots(MONDAY, nyAt(MONDAY, '08:59'))).toHaveLength(17);
    expect(availablePickupSlots(MONDAY, nyAt(MONDAY, '09:00'))[0]).toBe('09:30');
    expect(availablePickupSlots(MONDAY, nyAt(MONDAY, '13:10'))).toEqual(['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(availablePickupSlots(MONDAY, nyAt(MONDAY, '16:59'))).toEqual(['17:00']);
    expect(availablePickupSlots(MONDAY, nyAt(MONDAY, '17:00'))).toEqual([]);
  });

  it('reads the clock in New York across DST (EDT in March, EST in November)', () => {
    // 13:00 UTC is 09:00 EDT on 10 March, so 09:00 has passed there.
    expect(availablePickupSlots(MONDAY, new Date('2025-03-10T13:00:00Z'))[0]).toBe('09:30');
    // 13:00 UTC is 08:00 EST on 3 November, so 09:00 is still open.
    expect(availablePickupSlots('2025-11-03', new Date('2025-11-03T13:00:00Z'))[0]).toBe('09:00');
  });

  it('offers nothing on weekends or past days', () => {
    expect(availablePickupSlots('2025-03-15', nyAt(MONDAY, '10:00'))).toEqual([]);
    expect(availablePickupSlots('2025-03-07', nyAt(MONDAY, '10:00'))).toEqual([]);
  });
});

describe('isBookablePickup', () => {
  const now = nyAt(MONDAY, '10:00');

  it('accepts a future slot on a weekday', () => {
    expect(isBookablePickup('2025-03-11', '09:00', now)).toBe(true);
    expect(isBookablePickup('2025-03-11', '17:00', now)).toBe(true);
    expect(isBookablePickup(MONDAY, '10:30', now)).toBe(true);
  });

  it('refuses past slots, non-slots and weekends', () => {
    expect(isBookablePickup(MONDAY, '10:00', now)).toBe(false);
    expect(isBookablePickup('2025-03-11', '17:30', now)).toBe(false);
    expect(isBookablePickup('2025-03-15', '10:00', now)).toBe(false);
    expect(isBookablePickup('2025-03-16', '10:00', now)).toBe(false);
  });

  it("accepts flexible pickup's Saturday and evening slots only in hours that hold them", () => {
    const premium = pickupHoursOf(true, DEFAULT_FLEXIBLE_PICKUP_WINDOWS);
    expect(isBookablePickup('2025-03-15', '10:00', now, premium)).toBe(true);
    expect(isBookablePickup('2025-03-11', '19:00', now, premium)).toBe(true);
    expect(isBookablePickup('2025-03-11', '19:30', now, premium)).toBe(false);
    expect(isBookablePickup('2025-03-15', '13:30', now, premium)).toBe(false);
    expect(isBookablePickup('2025-03-16', '10:00', now, premium)).toBe(false);
    expect(isPickupDateSelectable('2025-03-15', now, premium)).toBe(true);
    expect(isPickupDateSelectable('2025-03-16', now, premium)).toBe(false);
  });
});

describe('pickup request schemas', () => {
  const valid = { package_ids: [3, 1, 3], pickup_date: '2025-03-11', pickup_time: '10:30', notes: ' Gate B ' };

  it('accepts a valid request, removing duplicate ids and trimming notes', () => {
    expect(PickupScheduleRequestSchema.parse(valid)).toEqual({ package_ids: [3, 1], pickup_date: '2025-03-11', pickup_time: '10:30', notes: 'Gate B' });
    expect(PickupScheduleRequestSchema.parse({ ...valid, notes: undefined }).notes).toBeUndefined();
  });

  it('needs at least one positive integer package id', () => {
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, package_ids: [] }))).toEqual(['pickupPackagesRequired']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, package_ids: undefined }))).toEqual(['pickupPackagesRequired']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, package_ids: [0] }))).toEqual(['invalidRequest']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, package_ids: [1.5] }))).toEqual(['invalidRequest']);
  });

  it('needs a date and a time on the hour or the half hour', () => {
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, pickup_date: '' }))).toEqual(['pickupDateRequired']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, pickup_date: '2025-02-30' }))).toEqual(['dateInvalid']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, pickup_time: '17:15' }))).toEqual(['pickupTimeInvalid']);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, pickup_time: undefined }))).toEqual(['pickupTimeInvalid']);
  });

  it('caps the notes', () => {
    expect(PickupScheduleRequestSchema.safeParse({ ...valid, notes: 'n'.repeat(PICKUP_NOTES_MAX_LENGTH) }).success).toBe(true);
    expect(messages(PickupScheduleRequestSchema.safeParse({ ...valid, notes: 'n'.repeat(PICKUP_NOTES_MAX_LENGTH + 1) }))).toEqual(['fieldTooLong']);
  });

  it('reschedules with a date, a slot and optional notes', () => {
    expect(PickupRescheduleRequestSchema.parse({ pickup_date: '2025-03-12', pickup_time: '09:00' })).toEqual({
      pickup_date: '2025-03-12',
      pickup_time: '09:00',
    });
    expect(PickupRescheduleRequestSchema.safeParse({ pickup_date: '2025-03-12', pickup_time: '08:45' }).success).toBe(false);
  });
});
