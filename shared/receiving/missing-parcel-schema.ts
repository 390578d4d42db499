import { z } from 'zod';
import { CarrierSchema } from '../packages/carrier-names';
import { IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';

export { MISSING_PARCEL_MESSAGES } from './missing-parcel-messages';

export const STAFF_NOTE_MAX_LENGTH = 500;

/** What the carrier gave as proof of its delivery, where the tracking adapter has it (EasyPost: who signed, the scan's words and place). */
export const DeliveryProofSchema = z.object({
  signed_by: z.string().nullable(),
  detail: z.string().nullable(),
  location: z.string().nullable(),
  delivered_at: IsoDateTimeSchema,
});
export type DeliveryProof = z.infer<typeof DeliveryProofSchema>;

/** GET /api/admin/missing-parcels: one open task. */
export const MissingParcelSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  tracking_number: z.string(),
  title: z.string(),
  carrier: CarrierSchema.nullable(),
  declared_value_usd: z.string().nullable(),
  customer: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string(), suite_code: z.string() }),
  carrier_delivered_at: IsoDateTimeSchema,
  opened_at: IsoDateTimeSchema,
  /** Whole hours since the carrier's delivery, by the clock (not business hours). */
  hours_since_delivery: z.number().int(),
  proof: DeliveryProofSchema.nullable(),
});
export type MissingParcel = z.infer<typeof MissingParcelSchema>;

export const MissingParcelListSchema = z.object({ tasks: z.array(MissingParcelSchema) });
export type MissingParcelList = z.infer<typeof MissingParcelListSchema>;

/** POST /api/admin/missing-parcels/{id}/close: what staff found or did. */
export const CloseMissingParcelRequestSchema = z.object({
  note: z.string(msg('staffNoteRequired')).trim().min(1, msg('staffNoteRequired')).max(STAFF_NOTE_MAX_LENGTH, msg('fieldTooLong')),
});
export type CloseMissingParcelRequest = z.infer<typeof CloseMissingParcelRequestSchema>;

export const MissingParcelClosedSchema = z.object({ id: z.number().int(), closed_at: IsoDateTimeSchema, closed_reason: z.literal('note') });

/** GET /api/admin/intake-times?days=14|30 */
export const INTAKE_WINDOWS = ['14', '30'] as const;
export const IntakeTimesQuerySchema = z.object({ days: z.enum(INTAKE_WINDOWS, msg('invalidRequest')).default('14') });

export const IntakeTimesSchema = z.object({
  days: z.array(z.object({ date: z.iso.date(), count: z.number().int(), median_minutes: z.number().int().nullable(), worst_minutes: z.number().int().nullable() })),
});
export type IntakeTimes = z.infer<typeof IntakeTimesSchema>;
