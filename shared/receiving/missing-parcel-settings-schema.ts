import { z } from 'zod';
import { msg } from '../validation/message-options';

/** Business hours after the carrier's "delivered" before an unreceived parcel becomes a missing-parcel task. */
export const DEFAULT_MISSING_PARCEL_BUSINESS_HOURS = 8;
export const MISSING_PARCEL_BUSINESS_HOURS_MAX = 200;

/** GET/POST /api/settings/missing-parcels */
export const MissingParcelSettingsSchema = z.object({
  business_hours: z
    .number(msg('invalidRequest'))
    .int(msg('invalidRequest'))
    .min(1, msg('invalidRequest'))
    .max(MISSING_PARCEL_BUSINESS_HOURS_MAX, msg('invalidRequest')),
});
export type MissingParcelSettings = z.infer<typeof MissingParcelSettingsSchema>;
