import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { WORKFLOW_STATUSES } from '../../../shared/packages/package-status-rules';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export const packages = sqliteTable(
  'packages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    title: text('title').notNull(),
    carrier: text('carrier'),
    /** The carrier's public tracking page for this number, when known. */
    trackingUrl: text('tracking_url'),
    /** Carrier status (pending, in_transit, out_for_delivery, delivered, info_received). */
    status: text('status').notNull().default('pending'),
    /** Warehouse status: pending, received, scheduled, picked_up (or a carrier status). */
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    estimatedDelivery: text('estimated_delivery'),
    scheduledDeliveryDate: text('scheduled_delivery_date'),
    deliveryInstructions: text('delivery_instructions'),
    /** Storage days of the plan when the package was received. */
    storageDays: integer('storage_days'),
    receivedAt: timestamp('received_at'),
    pickedUpAt: timestamp('picked_up_at'),
    pickedUpBy: text('picked_up_by'),
    trackingCheckedAt: timestamp('tracking_checked_at'),
    /** Not before this time will the background refresh ask the carrier again (set by back-off). */
    trackingNextCheckAt: timestamp('tracking_next_check_at'),
    /** The tracking provider's last answer as received, for support. */
    trackingRaw: text('tracking_raw'),
    /** The last refresh failure, cleared by a successful one. */
    trackingError: text('tracking_error'),
    weightLb: real('weight_lb'),
    /** What the customer declared at pre-alert, in cents (docs/decisions/173). */
    declaredValueCents: integer('declared_value_cents'),
    category: text('category'),
    /** Where staff put it at receipt (a shelf or bin label), for the counter's staging list. */
    shelf: text('shelf'),
    /** The last storage day bought for this package (New York YYYY-MM-DD), beyond the plan's period. */
    storageExtendedUntil: text('storage_extended_until'),
    /** When the carrier first reported it delivered at the warehouse: the missing-parcel watchdog's clock. */
    carrierDeliveredAt: timestamp('carrier_delivered_at'),
    /** When staff recorded its disposal under the overstay policy (delivery_status 'disposed'), by whom and why. */
    disposedAt: timestamp('disposed_at'),
    disposedBy: integer('disposed_by').references(() => users.id, { onDelete: 'set null' }),
    disposalNote: text('disposal_note'),
    /** Part 2 section 4's displayed status (workflow statuses win over the carrier's), kept by SQLite for the admin filter. */
    effectiveStatus: text('effective_status').generatedAlwaysAs(
      sql`case when delivery_status in ('received', 'scheduled', 'picked_up', 'shipped', 'disposed') then delivery_status else status end`,
      { mode: 'virtual' },
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_tracking_number_idx').on(t.trackingNumber),
    uniqueIndex('packages_user_tracking_unique').on(t.userId, t.trackingNumber),
    index('packages_delivery_status_idx').on(t.deliveryStatus),
    index('packages_status_idx').on(t.status),
    index('packages_user_created_idx').on(t.userId, t.createdAt),
    index('packages_tracking_due_idx').on(t.deliveryStatus, t.trackingNextCheckAt),
    index('packages_effective_status_created_idx').on(t.effectiveStatus, t.createdAt),
    index('packages_created_idx').on(t.createdAt),
    index('packages_received_idx').on(t.receivedAt),
    // The storage period of an owner: their waiting packages' first receipt, without scanning everyone's.
    index('packages_user_delivery_received_idx').on(t.userId, t.deliveryStatus, t.receivedAt),
  ],
);

export const trackingEvents = sqliteTable(
  'tracking_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    eventTime: timestamp('event_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_package_idx').on(t.packageId, t.eventTime),
    // A refresh repeats events the carrier already reported: stored once each.
    uniqueIndex('tracking_events_unique').on(t.packageId, t.eventTime, t.status, t.description),
  ],
);

export const WORKFLOW_TYPES = WORKFLOW_STATUSES;

/** The post-delivery workflow: what the warehouse did with a package. */
export const packageWorkflow = sqliteTable(
  'package_workflow',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WORKFLOW_TYPES }).notNull(),
    description: text('description').notNull(),
    date: timestamp('date').notNull(),
    pickupBy: text('pickup_by'),
    instructions: text('instructions'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('package_workflow_package_idx').on(t.packageId)],
);

export type PackageRow = typeof packages.$inferSelect;
