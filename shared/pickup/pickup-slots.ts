import { z } from 'zod';
import { DateStringSchema, isValidDateString, isWeekendDateString } from '../time/date-string';
import { newYorkDateString, newYorkMinutesOfDay } from '../time/new-york';
import { msg } from '../validation/message-options';

const MINUTES_PER_HOUR = 60;
/** Pickup times every 30 minutes from 09:00 to 17:00 inclusive, New York time (part 2 section 5). */
export const PICKUP_FIRST_SLOT_MINUTES = 9 * MINUTES_PER_HOUR;
export const PICKUP_LAST_SLOT_MINUTES = 17 * MINUTES_PER_HOUR;
export const PICKUP_SLOT_INTERVAL_MINUTES = 30;

const toTimeString = (minutes: number) =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;

function buildSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = PICKUP_FIRST_SLOT_MINUTES; minutes <= PICKUP_LAST_SLOT_MINUTES; minutes += PICKUP_SLOT_INTERVAL_MINUTES) {
    slots.push(toTimeString(minutes));
  }
  return slots;
}

/** '09:00', '09:30', … '17:00': 17 slots. */
export const PICKUP_TIME_SLOTS: readonly string[] = buildSlots();

export const isPickupSlot = (time: string) => PICKUP_TIME_SLOTS.includes(time);

const slotMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * MINUTES_PER_HOUR + minutes;
};

/** The calendar offers weekdays from today on (New York calendar); past days and weekends are disabled. */
export const isPickupDateSelectable = (date: string, now: Date) =>
  isValidDateString(date) && !isWeekendDateString(date) && date >= newYorkDateString(now);

/**
 * The slots that can still be booked on `date`. Our decision: on today's date a slot whose start
 * is not later than the current New York minute is past and is not offered (at 09:00 exactly the
 * 09:00 slot is gone). Any other selectable day offers all 17.
 */
export function availablePickupSlots(date: string, now: Date): string[] {
  if (!isPickupDateSelectable(date, now)) return [];
  if (date !== newYorkDateString(now)) return [...PICKUP_TIME_SLOTS];
  const nowMinutes = newYorkMinutesOfDay(now);
  return PICKUP_TIME_SLOTS.filter((slot) => slotMinutes(slot) > nowMinutes);
}

/** What the server checks before booking: a real slot on a bookable day, still in the future. */
export const isBookablePickup = (date: string, time: string, now: Date) =>
  isPickupSlot(time) && availablePickupSlots(date, now).includes(time);

export const PICKUP_NOTES_MAX_LENGTH = 500;
/** A bound for hostile input; a customer never holds more packages than the largest plan allows. */
export const PICKUP_PACKAGE_IDS_MAX = 50;

const PickupTimeSchema = z.string(msg('pickupTimeInvalid')).refine(isPickupSlot, msg('pickupTimeInvalid'));
const PickupDateSchema = z.string(msg('pickupDateRequired')).trim().min(1, msg('pickupDateRequired')).pipe(DateStringSchema);
const PickupNotesSchema = z.string().trim().max(PICKUP_NOTES_MAX_LENGTH, msg('fieldTooLong')).optional();

/** PUT /api/pickup/{id}/reschedule. Whether the day and slot are still bookable needs `now`: see isBookablePickup. */
export const PickupRescheduleRequestSchema = z.object({
  pickup_date: PickupDateSchema,
  pickup_time: PickupTimeSchema,
  notes: PickupNotesSchema,
});
export type PickupRescheduleRequest = z.infer<typeof PickupRescheduleRequestSchema>;

/** POST /api/pickup/schedule: the same slot fields plus the packages to collect. */
export const PickupScheduleRequestSchema = PickupRescheduleRequestSchema.extend({
  package_ids: z
    .array(z.number(msg('invalidRequest')).int(msg('invalidRequest')).positive(msg('invalidRequest')), msg('pickupPackagesRequired'))
    .min(1, msg('pickupPackagesRequired'))
    .max(PICKUP_PACKAGE_IDS_MAX, msg('invalidRequest'))
    .transform((ids) => [...new Set(ids)]),
});
export type PickupScheduleRequest = z.infer<typeof PickupScheduleRequestSchema>;
