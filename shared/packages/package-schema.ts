import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';
import { CarrierSchema } from './carrier-names';
import { PackageCategorySchema } from './package-categories';
import { PackageInvoiceSchema } from './invoice-schema';
import { PackagePhotoSchema } from './package-photo-schema';
import { WORKFLOW_STATUSES } from './package-status-rules';
import { TrackingStatusSchema } from './tracking-status';

/** Where the package is in the warehouse's hands: pending until received (part 2 section 4); disposed: decision 180. */
export const DELIVERY_STATUSES = ['pending', 'received', 'scheduled', 'picked_up', 'shipped', 'disposed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

const DateOnlySchema = z.iso.date();

/** A carrier scan (part 2 section 3 Event). */
export const TrackingEventSchema = z.object({
  id: z.number().int(),
  status: TrackingStatusSchema,
  description: z.string(),
  event_time: IsoDateTimeSchema,
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** What the warehouse did (part 2 section 3 Workflow entry). */
export const WorkflowEntrySchema = z.object({
  type: z.enum(WORKFLOW_STATUSES),
  description: z.string(),
  date: IsoDateTimeSchema,
  details: z.object({ pickup_by: z.string().nullable(), instructions: z.string().nullable() }),
});
export type WorkflowEntry = z.infer<typeof WorkflowEntrySchema>;

/** A package in the customer's list (GET /api/tracking): the latest scan only. */
export const PackageSchema = z.object({
  id: z.number().int(),
  tracking_number: z.string(),
  title: z.string(),
  carrier: CarrierSchema.nullable(),
  tracking_url: z.string().nullable(),
  /** The carrier's status. */
  status: TrackingStatusSchema,
  delivery_status: DeliveryStatusSchema,
  /** The booked pickup day, once scheduled. */
  scheduled_delivery_date: DateOnlySchema.nullable(),
  /** 'Pickup time: HH:MM' and 'Notes: ...' once scheduled. */
  delivery_instructions: z.string().nullable(),
  /** The pickup this package is booked on, while scheduled. */
  pickup_id: z.number().int().nullable(),
  estimated_delivery: DateOnlySchema.nullable(),
  received_at: IsoDateTimeSchema.nullable(),
  weight_lb: z.number().nullable(),
  picked_up_at: IsoDateTimeSchema.nullable(),
  picked_up_by: z.string().nullable(),
  /** Storage days of the plan, and the day the customer's storage period started (received or scheduled only). */
  package_storage_days: z.number().int().nullable(),
  storage_period_start: DateOnlySchema.nullable(),
  /** What the customer declared (docs/decisions/173): dollars as "49.90", and what it holds. */
  declared_value_usd: z.string().nullable(),
  category: PackageCategorySchema.nullable(),
  /** A waiting package's own last storage day (New York): the plan's period or the days bought for it (docs/decisions/176). */
  storage_last_day: DateOnlySchema.nullable(),
  last_event: TrackingEventSchema.nullable(),
  tracking_checked_at: IsoDateTimeSchema.nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type Package = z.infer<typeof PackageSchema>;

/** GET /api/tracking/{id}: the package with every scan (newest first), the warehouse workflow and its photos (oldest first). */
export const PackageDetailSchema = PackageSchema.extend({
  events: z.array(TrackingEventSchema),
  post_delivery_workflow: z.array(WorkflowEntrySchema),
  photos: z.array(PackagePhotoSchema),
  invoice: PackageInvoiceSchema.nullable(),
  /** The carrier said delivered and the warehouse is looking for it since then (docs/decisions/177); null otherwise. */
  missing_since: IsoDateTimeSchema.nullable(),
});
export type PackageDetail = z.infer<typeof PackageDetailSchema>;

export const PackageListSchema = z.object({ packages: z.array(PackageSchema) });
export const PackageDetailResponseSchema = z.object({ tracking: PackageDetailSchema });
/** POST /api/tracking/create (201). */
export const PackageCreatedSchema = z.object({ package: PackageDetailSchema, message: z.string() });
