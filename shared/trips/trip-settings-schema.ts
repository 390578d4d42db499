import { z } from 'zod';
import { msg } from '../validation/message-options';

/** Days the warehouse needs between a carrier's delivery and the parcel being ready in the customer's account. */
export const DEFAULT_TRIP_RECEIVING_MARGIN_DAYS = 1;
export const TRIP_RECEIVING_MARGIN_DAYS_MAX = 10;

/** GET/POST /api/settings/trips */
export const TripSettingsSchema = z.object({
  receiving_margin_days: z
    .number(msg('invalidRequest'))
    .int(msg('invalidRequest'))
    .min(0, msg('invalidRequest'))
    .max(TRIP_RECEIVING_MARGIN_DAYS_MAX, msg('invalidRequest')),
});
export type TripSettings = z.infer<typeof TripSettingsSchema>;
