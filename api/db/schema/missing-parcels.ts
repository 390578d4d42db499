import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { packages } from './packages';
import { users } from './users';

export const MISSING_PARCEL_CLOSINGS = ['received', 'assigned', 'note'] as const;

/**
 * A package the carrier reported delivered at the warehouse that staff have not received in time (docs/decisions/177):
 * open until a receipt, an assignment from the unidentified parcels or a staff note closes it.
 */
export const missingParcelTasks = sqliteTable(
  'missing_parcel_tasks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at').notNull(),
    /** The carrier's proof of delivery (signature, photo link or text) where the adapter has it. */
    proofOfDelivery: text('proof_of_delivery'),
    closedAt: timestamp('closed_at'),
    closedReason: text('closed_reason', { enum: MISSING_PARCEL_CLOSINGS }),
    staffNote: text('staff_note'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missing_parcel_tasks_package_unique').on(t.packageId), index('missing_parcel_tasks_open_idx').on(t.closedAt, t.openedAt)],
);

export type MissingParcelTaskRow = typeof missingParcelTasks.$inferSelect;
