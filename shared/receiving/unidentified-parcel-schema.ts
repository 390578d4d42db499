import { z } from 'zod';
import { WEIGHT_LB_MAX } from '../packages/package-schemas';
import { PackageDetailSchema } from '../packages/package-schema';
import { PackagePhotoSchema } from '../packages/package-photo-schema';
import { SuiteOwnerSchema } from './suite-owner-schema';
import { IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';
import { TRACKING_NUMBER_MAX_LENGTH } from '../validation/limits';

export const UNIDENTIFIED_PARCEL_STATUSES = ['open', 'assigned', 'matched'] as const;
export const UnidentifiedParcelStatusSchema = z.enum(UNIDENTIFIED_PARCEL_STATUSES);
export type UnidentifiedParcelStatus = z.infer<typeof UnidentifiedParcelStatusSchema>;

export const PARCEL_NOTES_MAX_LENGTH = 500;
/** Longer than any suite, short enough to refuse anything else ("MD-10482" as a label may show it). */
export const SUITE_INPUT_MAX_LENGTH = 20;

/** A parcel whose number matched no package: logged by staff, then assigned by suite or matched by its number. */
export const UnidentifiedParcelSchema = z.object({
  id: z.number().int(),
  /** Normalized (letters and digits, upper case). */
  tracking_number: z.string(),
  /** The suite as read off the label, normalized; null when the label shows none. */
  suite_code: z.string().nullable(),
  weight_lb: z.number().nullable(),
  notes: z.string().nullable(),
  /** open: waiting; assigned: staff gave it to a customer by suite; matched: its owner registered the number. */
  status: UnidentifiedParcelStatusSchema,
  /** The package it became, once assigned or matched. */
  package_id: z.number().int().nullable(),
  photos: z.array(PackagePhotoSchema),
  created_at: IsoDateTimeSchema,
});
export type UnidentifiedParcel = z.infer<typeof UnidentifiedParcelSchema>;

/** Optional text; an empty one counts as absent. */
const optionalText = (max: number) => z.string(msg('invalidRequest')).trim().max(max, msg('fieldTooLong')).optional();

/** POST /api/unidentified-parcels. */
export const CreateUnidentifiedParcelSchema = z.object({
  tracking_number: z.string(msg('trackingNumberRequired')).trim().min(1, msg('trackingNumberRequired')).max(TRACKING_NUMBER_MAX_LENGTH, msg('fieldTooLong')),
  suite_code: optionalText(SUITE_INPUT_MAX_LENGTH),
  weight_lb: z.number(msg('invalidRequest')).positive(msg('invalidRequest')).max(WEIGHT_LB_MAX, msg('invalidRequest')).optional(),
  notes: optionalText(PARCEL_NOTES_MAX_LENGTH),
});
export type CreateUnidentifiedParcel = z.infer<typeof CreateUnidentifiedParcelSchema>;

/** POST /api/unidentified-parcels/{id}/assign. */
export const AssignUnidentifiedParcelSchema = z.object({
  suite_code: z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).max(SUITE_INPUT_MAX_LENGTH, msg('fieldTooLong')),
});
export type AssignUnidentifiedParcel = z.infer<typeof AssignUnidentifiedParcelSchema>;

/** GET /api/unidentified-parcels?status=: open unless told otherwise. */
export const UnidentifiedParcelListQuerySchema = z.object({
  status: UnidentifiedParcelStatusSchema.default('open'),
});

export const UnidentifiedParcelResponseSchema = z.object({ parcel: UnidentifiedParcelSchema });
export const UnidentifiedParcelListSchema = z.object({ parcels: z.array(UnidentifiedParcelSchema) });
/** `owner`: to whom it went (decision 183), for the station's confirmation. */
export const UnidentifiedParcelAssignedSchema = z.object({ parcel: UnidentifiedParcelSchema, package: PackageDetailSchema, owner: SuiteOwnerSchema });
/** DELETE /api/unidentified-parcels/{id}: the parcel open again after an undone assignment, or null when it was removed. */
export const UnidentifiedParcelUndoneSchema = z.object({ message: z.string(), parcel: UnidentifiedParcelSchema.nullable() });
