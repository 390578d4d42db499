import { z } from 'zod';
import { DeliveryStatusSchema } from '../packages/package-schema';
import { PICKUP_BY_MAX_LENGTH } from '../packages/package-schemas';
import { DateStringSchema, IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';
import { NAME_MAX_LENGTH } from '../validation/limits';
import { PASS_TOKEN_MAX_LENGTH } from './pickup-pass-token';
import { PICKUP_STATUSES, PickupLocationSchema } from './pickup-schema';
export { PICKUP_PASS_MESSAGES } from './pickup-pass-messages';

export const DELEGATE_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const DELEGATE_ID_LAST4_LENGTH = 4;

/** PUT /api/pickup/{id}/delegate: who collects instead of the customer, checked against their ID at the counter. */
export const PickupDelegateRequestSchema = z.object({
  name: z.string(msg('delegateNameRequired')).trim().min(1, msg('delegateNameRequired')).max(DELEGATE_NAME_MAX_LENGTH, msg('nameTooLong')),
  id_last4: z
    .string(msg('delegateIdLast4Invalid'))
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[0-9A-Z]{${DELEGATE_ID_LAST4_LENGTH}}$`), msg('delegateIdLast4Invalid')),
});
export type PickupDelegateRequest = z.infer<typeof PickupDelegateRequestSchema>;

export const PickupDelegateSchema = z.object({ name: z.string(), id_last4: z.string() });
export type PickupDelegate = z.infer<typeof PickupDelegateSchema>;

/** GET /api/pickup/{id}/pass: the signed code and what the pass screen shows, kept on the device for offline use. */
export const PickupPassSchema = z.object({
  /** The QR code's text, also typed at the counter: names the pickup and its day only. */
  token: z.string(),
  pickup_id: z.number().int(),
  pickup_date: z.iso.date(),
  pickup_time: z.string(),
  packages: z.array(z.object({ id: z.number().int(), title: z.string(), tracking_last4: z.string() })),
  location: PickupLocationSchema,
  /** The account holder's name: who collects unless a delegate is named. */
  customer_name: z.string(),
  delegate: PickupDelegateSchema.nullable(),
});
export type PickupPass = z.infer<typeof PickupPassSchema>;

/** POST /api/pickup/pass/scan. */
export const PassScanRequestSchema = z.object({
  token: z.string(msg('invalidRequest')).trim().min(1, msg('invalidRequest')).max(PASS_TOKEN_MAX_LENGTH, msg('invalidRequest')),
});
export type PassScanRequest = z.infer<typeof PassScanRequestSchema>;

/** PUT /api/pickup/{id}/handover: the name of who collected, as checked on their ID. */
export const HandoverRequestSchema = z.object({
  collected_by: z.string(msg('pickupByRequired')).trim().min(1, msg('pickupByRequired')).max(PICKUP_BY_MAX_LENGTH, msg('nameTooLong')),
});
export type HandoverRequest = z.infer<typeof HandoverRequestSchema>;

export const CounterPackageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tracking_number: z.string(),
  /** Where staff put it at receipt; null when none was typed. */
  shelf: z.string().nullable(),
  delivery_status: DeliveryStatusSchema,
});
export type CounterPackage = z.infer<typeof CounterPackageSchema>;

/** A pickup as the counter sees it: its packages and shelves, and the person to check against their ID. */
export const CounterPickupSchema = z.object({
  id: z.number().int(),
  pickup_date: z.iso.date(),
  pickup_time: z.string(),
  status: z.enum(PICKUP_STATUSES),
  customer_name: z.string(),
  suite_code: z.string(),
  delegate: PickupDelegateSchema.nullable(),
  /** Who is expected: the delegate when one is named, else the customer. */
  expected_collector: z.string(),
  packages: z.array(CounterPackageSchema),
  collected_by: z.string().nullable(),
  handed_over_at: IsoDateTimeSchema.nullable(),
  has_handover_photo: z.boolean(),
});
export type CounterPickup = z.infer<typeof CounterPickupSchema>;
export const CounterPickupAnswerSchema = z.object({ pickup: CounterPickupSchema });
export type CounterPickupAnswer = z.infer<typeof CounterPickupAnswerSchema>;

/** GET /api/admin/pickups/staging?date=: the day's scheduled pickups per slot, with the shelves to bring. */
export const StagingListSchema = z.object({
  date: z.iso.date(),
  slots: z.array(z.object({ time: z.string(), pickups: z.array(CounterPickupSchema) })),
});
export type StagingList = z.infer<typeof StagingListSchema>;
export const StagingQuerySchema = z.object({ date: DateStringSchema.optional() });
