import { z } from 'zod';
import { DateStringSchema, isValidDateString } from '../time/date-string';
import { newYorkDateString, newYorkMinutesOfDay } from '../time/new-york';
import { msg } from '../validation/message-options';
import { isHalfHourTime, slotTimesOn, STANDARD_PICKUP_HOURS, timeToMinutes, windowSlots, type PickupWindow } from './pickup-hours';

/** Everyone's weekday slots, every 30 minutes from 09:00 to 17:00 inclusive, New York time: 17 (part 2 section 5). */
export const PICKUP_TIME_SLOTS: readonly string[] = windowSlots(STANDARD_PICKUP_HOURS[0]!);

/** One of everyone's 17 weekday slots. */
export const isPickupSlot = (time: string) => PICKUP_TIME_SLOTS.includes(time);

/**
 * The calendar offers days from today on (New York calendar) that have pickup hours: weekdays, and for flexible
 * pickup the days of its windows. Past days and days without hours are disabled.
 */
export const isPickupDateSelectable = (date: string, now: Date, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS) =>
  isValidDateString(date) && date >= newYorkDateString(now) && slotTimesOn(date, hours).length > 0;

/**
 * Whether a slot is still ahead. Our decision: on today's date a slot whose start is not later than the current
 * New York minute is past (at 09:00 exactly the 09:00 slot is gone); any later day is ahead.
 */
export function isSlotAhead(date: string, time: string, now: Date): boolean {
  const today = newYorkDateString(now);
  return date > today || (date === today && timeToMinutes(time) > newYorkMinutesOfDay(now));
}

/** The slots of the customer's hours that can still be booked on `date`. */
export function availablePickupSlots(date: string, now: Date, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS): string[] {
  if (!isPickupDateSelectable(date, now, hours)) return [];
  return slotTimesOn(date, hours).filter((slot) => isSlotAhead(date, slot, now));
}

/** What the server checks before booking: a slot of the customer's hours on a bookable day, still in the future. */
export const isBookablePickup = (date: string, time: string, now: Date, hours: readonly PickupWindow[] = STANDARD_PICKUP_HOURS) =>
  availablePickupSlots(date, now, hours).includes(time);

export const PICKUP_NOTES_MAX_LENGTH = 500;
/** A bound for hostile input; a customer never holds more packages than the largest plan allows. */
export const PICKUP_PACKAGE_IDS_MAX = 50;

// Any half hour: whether it is one of the customer's slots depends on their plan, which the service checks.
const PickupTimeSchema = z.string(msg('pickupTimeInvalid')).refine(isHalfHourTime, msg('pickupTimeInvalid'));
const PickupDateSchema = z.string(msg('pickupDateRequired')).trim().min(1, msg('pickupDateRequired')).pipe(DateStringSchema);
const PickupNotesSchema = z.string().trim().max(PICKUP_NOTES_MAX_LENGTH, msg('fieldTooLong')).optional();

/**
 * PUT /api/pickup/{id}/reschedule. Whether the day and slot are still bookable needs `now`: see isBookablePickup.
 * `allow_second`: the customer asked for another pickup on a day that already has one of theirs (decision 184).
 */
export const PickupRescheduleRequestSchema = z.object({
  pickup_date: PickupDateSchema,
  pickup_time: PickupTimeSchema,
  notes: PickupNotesSchema,
  allow_second: z.boolean(msg('invalidRequest')).optional(),
});
export type PickupRescheduleRequest = z.infer<typeof PickupRescheduleRequestSchema>;

/** POST /api/pickup/schedule: the same slot fields plus the packages to collect. */
const PackageIdListSchema = z
  .array(z.number(msg('invalidRequest')).int(msg('invalidRequest')).positive(msg('invalidRequest')), msg('pickupPackagesRequired'))
  .max(PICKUP_PACKAGE_IDS_MAX, msg('invalidRequest'));
const uniqueIds = (ids: number[]) => [...new Set(ids)];

export const PickupScheduleRequestSchema = PickupRescheduleRequestSchema.extend({
  package_ids: PackageIdListSchema.min(1, msg('pickupPackagesRequired')).transform(uniqueIds),
});
export type PickupScheduleRequest = z.infer<typeof PickupScheduleRequestSchema>;

/**
 * PUT /api/pickup/{id}/packages: every package the pickup is to hold. An empty list is well formed; the service
 * refuses it with a pointer to cancelling instead.
 */
export const PickupPackagesRequestSchema = z.object({ package_ids: PackageIdListSchema.transform(uniqueIds) });
export type PickupPackagesRequest = z.infer<typeof PickupPackagesRequestSchema>;
