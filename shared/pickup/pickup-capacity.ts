import { isFlexibleSlot, slotTimesOn, STANDARD_PICKUP_HOURS, type PickupWindow } from './pickup-hours';
import { availablePickupSlots, PICKUP_TIME_SLOTS } from './pickup-slots';
import type { PickupSlots } from './pickup-schema';

/** Scheduled pickups per slot time ('10:30' → 2); a slot missing from the map has none. */
export type SlotCounts = ReadonlyMap<string, number>;

/** Places left in a slot: never below 0, even if capacity was lowered after booking. */
export const slotRemaining = (capacity: number, booked: number) => Math.max(0, capacity - booked);

/** A slot takes one more pickup while fewer than `capacity` are scheduled in it. */
export const slotHasRoom = (capacity: number, booked: number) => slotRemaining(capacity, booked) > 0;

/**
 * Every slot of `date` under the customer's `hours` with its places left; a day without hours (a weekend without
 * flexible pickup) lists everyone's 17, all unavailable. A slot is available when it can still be booked now (not
 * past, New York time) and has room; `flexible` marks a slot that only flexible pickup offers.
 */
export function pickupSlotsOfDay(date: string, now: Date, capacity: number, counts: SlotCounts, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS): PickupSlots {
  const bookable = new Set(availablePickupSlots(date, now, hours));
  const times = slotTimesOn(date, hours);
  const open = times.length > 0;
  return {
    date,
    capacity,
    slots: (open ? times : PICKUP_TIME_SLOTS).map((time) => {
      const remaining = slotRemaining(capacity, counts.get(time) ?? 0);
      return { time, remaining, available: bookable.has(time) && remaining > 0, flexible: open && isFlexibleSlot(date, time) };
    }),
  };
}
