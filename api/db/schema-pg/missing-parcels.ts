import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MISSING_PARCEL_CLOSINGS } from '../schema/missing-parcels';
import { createdAt, timestamp } from './columns';
import { packages } from './packages';
import { users } from './users';

export { MISSING_PARCEL_CLOSINGS };

export const missingParcelTasks = pgTable(
  'missing_parcel_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at').notNull(),
    proofOfDelivery: text('proof_of_delivery'),
    closedAt: timestamp('closed_at'),
    closedReason: text('closed_reason', { enum: MISSING_PARCEL_CLOSINGS }),
    staffNote: text('staff_note'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missing_parcel_tasks_package_unique').on(t.packageId), index('missing_parcel_tasks_open_idx').on(t.closedAt, t.openedAt)],
);
