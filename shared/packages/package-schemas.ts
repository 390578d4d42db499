import { z } from 'zod';
import { OptionalDateStringSchema } from '../time/date-string';
import { CarrierSchema } from './carrier-names';
import { OptionalCategorySchema, OptionalDeclaredValueSchema } from './declared-value-schema';
import { msg } from '../validation/message-options';
import type { ValidationMessageKey } from '../validation/messages';
import { NAME_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from '../validation/limits';

export { TRACKING_NUMBER_MAX_LENGTH };
export const PACKAGE_TITLE_MAX_LENGTH = 120;
export const PICKUP_BY_MAX_LENGTH = NAME_MAX_LENGTH;

const requiredText = (requiredKey: ValidationMessageKey, maxLength: number, tooLongKey: ValidationMessageKey = 'fieldTooLong') =>
  z.string(msg(requiredKey)).trim().min(1, msg(requiredKey)).max(maxLength, msg(tooLongKey));

/** POST /api/tracking/create. title is the "package delivery name" of the add-package dialog. */
export const TrackingCreateRequestSchema = z.object({
  tracking_number: requiredText('trackingNumberRequired', TRACKING_NUMBER_MAX_LENGTH),
  title: requiredText('packageTitleRequired', PACKAGE_TITLE_MAX_LENGTH),
  estimated_delivery: OptionalDateStringSchema.optional(),
  /** The customer's pick when the number's carrier is unknown or ambiguous. */
  carrier: CarrierSchema.optional(),
  /** What the customer declares of its contents (docs/decisions/173); both may be set later too. */
  declared_value_usd: OptionalDeclaredValueSchema.optional(),
  category: OptionalCategorySchema.optional(),
});
export type TrackingCreateRequest = z.infer<typeof TrackingCreateRequestSchema>;

/** PUT /api/tracking/{id}/title: the owner renames a package (decision 183), within the same limit as at creation. */
export const PackageTitleRequestSchema = z.object({ title: requiredText('packageTitleRequired', PACKAGE_TITLE_MAX_LENGTH) });
export type PackageTitleRequest = z.infer<typeof PackageTitleRequestSchema>;

/** PUT /api/packages/{id}/received; without a date the server uses today. */
export const WEIGHT_LB_MAX = 2000;
/** The shelf or bin label staff type at receipt, for the counter's staging list (decision 175). */
export const SHELF_MAX_LENGTH = 20;
export const MarkReceivedRequestSchema = z.object({
  received_date: OptionalDateStringSchema.optional(),
  weight_lb: z.number(msg('invalidRequest')).positive(msg('invalidRequest')).max(WEIGHT_LB_MAX, msg('invalidRequest')).optional(),
  /** Blank or null: none. */
  shelf: z.string(msg('invalidRequest')).trim().max(SHELF_MAX_LENGTH, msg('fieldTooLong')).nullable().optional(),
});
export type MarkReceivedRequest = z.infer<typeof MarkReceivedRequestSchema>;

/** PUT /api/packages/{id}/picked-up: the name of the person who collected it. */
export const MarkPickedUpRequestSchema = z.object({ pickup_by: requiredText('pickupByRequired', PICKUP_BY_MAX_LENGTH, 'nameTooLong') });
export type MarkPickedUpRequest = z.infer<typeof MarkPickedUpRequestSchema>;

/** PUT /api/packages/{id}/carrier: staff settle an unknown or ambiguous number's carrier (null: unknown again). */
export const SetCarrierRequestSchema = z.object({ carrier: CarrierSchema.nullable() });
export type SetCarrierRequest = z.infer<typeof SetCarrierRequestSchema>;
