import { z } from 'zod';
import { AdminPackageSchema } from '../admin/admin-package-schema';
import { PlanTypeSchema } from '../plans/plan-schemas';
import { msg } from '../validation/message-options';
import { TRACKING_NUMBER_MAX_LENGTH } from '../validation/limits';
import { UnidentifiedParcelSchema } from './unidentified-parcel-schema';

/** GET /api/admin/receive/lookup?tracking_number=: matched after normalizing (spaces, dashes, case). */
export const ReceiveLookupQuerySchema = z.object({
  tracking_number: z.string(msg('trackingNumberRequired')).trim().min(1, msg('trackingNumberRequired')).max(TRACKING_NUMBER_MAX_LENGTH * 2, msg('fieldTooLong')),
});

/** A package with this number and its owner's current plan ('none' without valid access). */
export const ReceiveMatchSchema = z.object({ package: AdminPackageSchema, plan_type: PlanTypeSchema });
export type ReceiveMatch = z.infer<typeof ReceiveMatchSchema>;

/** Packages not picked up with this number, newest first, and the open unidentified parcel with it (if any). */
export const ReceiveLookupSchema = z.object({ matches: z.array(ReceiveMatchSchema), unidentified: UnidentifiedParcelSchema.nullable() });
export type ReceiveLookup = z.infer<typeof ReceiveLookupSchema>;
