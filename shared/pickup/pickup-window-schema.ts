import { z } from 'zod';
import { msg } from '../validation/message-options';
import { isHalfHourTime, timeToMinutes, WEEKDAY_NUMBERS } from './pickup-hours';

/** More windows than a week has days of mornings and evenings would be a mistake, not a schedule. */
export const FLEXIBLE_PICKUP_WINDOWS_MAX = 14;

const HalfHourSchema = z.string(msg('pickupTimeInvalid')).refine(isHalfHourTime, msg('pickupTimeInvalid'));

export const PickupWindowSchema = z
  .object({
    weekdays: z
      .array(z.number(msg('invalidRequest')).int(msg('invalidRequest')).min(0, msg('invalidRequest')).max(6, msg('invalidRequest')), msg('invalidRequest'))
      .min(1, msg('pickupWindowDaysRequired'))
      .max(WEEKDAY_NUMBERS.length, msg('invalidRequest'))
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    from: HalfHourSchema,
    to: HalfHourSchema,
  })
  .refine((window) => timeToMinutes(window.to) > timeToMinutes(window.from), { ...msg('pickupWindowOrder'), path: ['to'] });

export const PickupWindowsSchema = z.array(PickupWindowSchema, msg('invalidRequest')).max(FLEXIBLE_PICKUP_WINDOWS_MAX, msg('invalidRequest'));

/** GET /api/pickup/hours: the caller's hours (everyone's, plus flexible pickup's when their plan grants it). */
export const PickupHoursSchema = z.object({
  flexible: z.boolean(),
  hours: z.array(PickupWindowSchema),
  /** The flexible windows as set, for a customer without them to read what Premium adds. */
  flexible_windows: z.array(PickupWindowSchema),
});
export type PickupHours = z.infer<typeof PickupHoursSchema>;
