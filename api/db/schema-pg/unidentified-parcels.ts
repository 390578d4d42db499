import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { UNIDENTIFIED_PARCEL_STATUSES } from '../../../shared/receiving/unidentified-parcel-schema';
import { createdAt, timestamp, updatedAt } from './columns';
import { packages } from './packages';
import { users } from './users';

/** A parcel at the warehouse whose number matched no package, until staff assign it or its owner registers the number. */
export const unidentifiedParcels = pgTable(
  'unidentified_parcels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trackingNumber: text('tracking_number').notNull(),
    suiteCode: text('suite_code'),
    weightLb: doublePrecision('weight_lb'),
    notes: text('notes'),
    status: text('status', { enum: UNIDENTIFIED_PARCEL_STATUSES }).notNull().default('open'),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    loggedByUserId: integer('logged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open parcel per number: the lookup and the automatic match each find at most one.
    uniqueIndex('unidentified_parcels_open_number_unique').on(t.trackingNumber).where(sql`${t.status} = 'open'`),
    index('unidentified_parcels_status_created_idx').on(t.status, t.createdAt),
    index('unidentified_parcels_package_idx').on(t.packageId),
  ],
);

export type UnidentifiedParcelRow = typeof unidentifiedParcels.$inferSelect;
