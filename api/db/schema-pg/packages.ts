import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WORKFLOW_TYPES } from '../schema/packages';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export { WORKFLOW_TYPES };

export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    title: text('title').notNull(),
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    status: text('status').notNull().default('pending'),
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    estimatedDelivery: text('estimated_delivery'),
    scheduledDeliveryDate: text('scheduled_delivery_date'),
    deliveryInstructions: text('delivery_instructions'),
    storageDays: integer('storage_days'),
    receivedAt: timestamp('received_at'),
    pickedUpAt: timestamp('picked_up_at'),
    pickedUpBy: text('picked_up_by'),
    trackingCheckedAt: timestamp('tracking_checked_at'),
    trackingNextCheckAt: timestamp('tracking_next_check_at'),
    trackingRaw: text('tracking_raw'),
    trackingError: text('tracking_error'),
    weightLb: doublePrecision('weight_lb'),
    declaredValueCents: integer('declared_value_cents'),
    category: text('category'),
    shelf: text('shelf'),
    storageExtendedUntil: text('storage_extended_until'),
    carrierDeliveredAt: timestamp('carrier_delivered_at'),
    disposedAt: timestamp('disposed_at'),
    disposedBy: integer('disposed_by').references(() => users.id, { onDelete: 'set null' }),
    disposalNote: text('disposal_note'),
    /** The displayed status, as SQLite's virtual column computes it; PostgreSQL stores it (it has no virtual columns before 18). */
    effectiveStatus: text('effective_status').generatedAlwaysAs(
      sql`case when delivery_status in ('received', 'scheduled', 'picked_up', 'shipped', 'disposed') then delivery_status else status end`,
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
    index('packages_user_delivery_received_idx').on(t.userId, t.deliveryStatus, t.receivedAt),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    eventTime: timestamp('event_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_package_idx').on(t.packageId, t.eventTime),
    uniqueIndex('tracking_events_unique').on(t.packageId, t.eventTime, t.status, t.description),
  ],
);

export const packageWorkflow = pgTable(
  'package_workflow',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
