import { z } from 'zod';
import { PackageSchema } from '../packages/package-schema';
import { DateStringSchema, IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';
import type { PickupLocation } from './pickup-location';
export { PICKUP_MESSAGES } from './pickup-messages';

export const PICKUP_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

const OpeningRangeAnswerSchema = z.object({ open: z.string(), close: z.string() });

/** Where and when to collect a pickup (decision 170): the active warehouse address, or the fixed fallback one. */
export const PickupLocationSchema = z.object({
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  access_code: z.string().nullable(),
  notes: z.string().nullable(),
  phone: z.string().nullable(),
  /** The warehouse's opening ranges on the pickup's weekday, New York time; empty when it shows none that day. */
  day_hours: z.array(OpeningRangeAnswerSchema),
  map_url: z.string(),
  /** No warehouse address was active: the fixed fallback one. */
  fallback: z.boolean(),
}) satisfies z.ZodType<PickupLocation>;

/** A booked visit to the warehouse counter (part 2 section 3 Pickup). */
export const PickupSchema = z.object({
  id: z.number().int(),
  pickup_date: z.iso.date(),
  pickup_time: z.string(),
  notes: z.string().nullable(),
  status: z.enum(PICKUP_STATUSES),
  package_ids: z.array(z.number().int()),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  /** Always answered; a pickup the app held from an earlier version lacks it until refetched. */
  location: PickupLocationSchema,
});
export type Pickup = z.infer<typeof PickupSchema>;

/** POST /api/pickup/schedule (201) and PUT /api/pickup/{id}/reschedule (200). */
export const PickupBookedSchema = z.object({ pickup: PickupSchema, packages: z.array(PackageSchema), message: z.string() });
export type PickupBooked = z.infer<typeof PickupBookedSchema>;
export const PickupListSchema = z.object({ pickups: z.array(PickupSchema) });

/**
 * The 409 of booking or moving onto a day that already holds one of the customer's pickups (decision 184): that
 * pickup, to add the packages to, unless the request is sent again with `allow_second: true`.
 */
export const SameDayPickupSchema = z.object({ id: z.number().int(), pickup_date: z.iso.date(), pickup_time: z.string(), package_ids: z.array(z.number().int()) });
export type SameDayPickup = z.infer<typeof SameDayPickupSchema>;
export const SameDayRefusalSchema = z.object({ error: z.string(), existing_pickup: SameDayPickupSchema });

/** GET /api/pickup/slots?date=: every slot of the caller's day with the places left; past, closed or full slots are unavailable. */
export const PickupSlotsSchema = z.object({
  date: z.iso.date(),
  capacity: z.number().int(),
  slots: z.array(z.object({ time: z.string(), remaining: z.number().int(), available: z.boolean(), flexible: z.boolean() })),
});
export type PickupSlots = z.infer<typeof PickupSlotsSchema>;
export const PickupSlotsQuerySchema = z.object({
  date: z.string(msg('pickupDateRequired')).trim().min(1, msg('pickupDateRequired')).pipe(DateStringSchema),
});
