import { z } from 'zod';
import { DISPOSAL_BLOCKS } from './disposal';
import { StoragePolicySchema } from './storage-policy-schema';

const DateOnlySchema = z.iso.date();

/** One parcel past its last storage day, as staff see it (GET /api/admin/overdue-parcels). */
export const OverdueParcelSchema = z.object({
  package_id: z.number().int(),
  tracking_number: z.string(),
  title: z.string(),
  /** Scheduled: booked on a pickup, which keeps it from disposal (decision 180). */
  delivery_status: z.enum(['received', 'scheduled']),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  last_day: DateOnlySchema,
  days_overdue: z.number().int(),
  fee_cents: z.number().int(),
  has_photo: z.boolean(),
  warnings: z.array(z.object({ sent_at: z.iso.datetime({ offset: true }), days_overdue: z.number().int(), photo_id: z.number().int().nullable() })),
  /** From this New York day it may be disposed of; null until the required warnings with the photo are on record. */
  disposal_from: DateOnlySchema.nullable(),
  /** Why it may not be disposed of today by the server's clock (decision 180), null when it may. */
  disposal_block: z.enum(DISPOSAL_BLOCKS).nullable(),
});
export type OverdueParcel = z.infer<typeof OverdueParcelSchema>;

export const OverdueParcelListSchema = z.object({
  parcels: z.array(OverdueParcelSchema),
  policy: z.object(StoragePolicySchema.shape),
  min_warnings: z.number().int(),
});
export type OverdueParcelList = z.infer<typeof OverdueParcelListSchema>;

/** GET /api/storage-policy (public): the overstay policy's values for the FAQ, the terms and the package page. */
export const PublicStoragePolicySchema = z.object({ ...StoragePolicySchema.shape, min_warnings: z.number().int() });
export type PublicStoragePolicy = z.infer<typeof PublicStoragePolicySchema>;
