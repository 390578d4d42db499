import { z } from 'zod';
import { DeliveryAddressSchema } from '../addresses/delivery-address-schema';
import { DeliverySchema } from '../deliveries/delivery-schema';
import { PackageDetailSchema } from '../packages/package-schema';
import { IsoDateTimeSchema } from '../time/date-string';
import { PublicUserSchema } from './user-schema';

const Stamp = IsoDateTimeSchema.nullable();

/**
 * GET /api/users/me/export: what the account holds about its customer, in one JSON file. `format` names this shape;
 * secrets (password hash, sessions, card tokens, gateway ids) are never in it.
 */
export const AccountExportSchema = z.object({
  format: z.literal(1),
  exported_at: IsoDateTimeSchema,
  account: PublicUserSchema,
  subscriptions: z.array(
    z.object({
      plan_type: z.string(),
      status: z.string(),
      paid_with: z.string(),
      price_cents: z.number().int(),
      current_period_start: Stamp,
      access_until: Stamp,
      cancelled_at: Stamp,
      created_at: Stamp,
    }),
  ),
  payments: z.array(
    z.object({
      kind: z.string(),
      plan_type: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      paid_with: z.string(),
      created_at: Stamp,
    }),
  ),
  packages: z.array(PackageDetailSchema),
  pickups: z.array(
    z.object({
      id: z.number().int(),
      pickup_date: z.string(),
      pickup_time: z.string(),
      status: z.string(),
      notes: z.string().nullable(),
      package_ids: z.array(z.number().int()),
      created_at: Stamp,
    }),
  ),
  delivery_addresses: z.array(DeliveryAddressSchema),
  deliveries: z.array(DeliverySchema),
  messages: z.array(
    z.object({
      subject: z.string(),
      message: z.string(),
      created_at: Stamp,
      replies: z.array(z.object({ body: z.string(), created_at: Stamp })),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
