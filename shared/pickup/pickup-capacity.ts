import { availablePickupSlots, PICKUP_TIME_SLOTS } from './pickup-slots';
import type { PickupSlots } from './pickup-schema';

/** Scheduled pickups per slot time ('10:30' → 2); a slot missing from the map has none. */
export type SlotCounts = ReadonlyMap<string, number>;

/** Places left in a slot: never below 0, even if capacity was lowered after booking. */
export const slotRemaining = (capacity: number, booked: number) => Math.max(0, capacity - booked);

/** A slot takes one more pickup while fewer than `capacity` are scheduled in it. */
export const slotHasRoom = (capacity: number, booked: number) => slotRemaining(capacity, booked) > 0;

/**
 * Every slot of `date` with its places left. A slot is available when it can still be booked now (a weekday,
 * not past, New York time) and has room; on weekends and past days every slot is unavailable.
 */
export function pickupSlotsOfDay(date: string, now: Date, capacity: number, counts: SlotCounts): PickupSlots {
  const bookable = new Set(availablePickupSlots(date, now));
  return {
    date,
    capacity,
    slots: PICKUP_TIME_SLOTS.map((time) => {
      const remaining = slotRemaining(capacity, counts.get(time) ?? 0);
      return { time, remaining, available: bookable.has(time) && remaining > 0 };
    }),
  };
}
