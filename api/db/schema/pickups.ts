import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp, updatedAt } from './columns';
import { packages } from './packages';
import { users } from './users';

export const PICKUP_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const pickups = sqliteTable(
  'pickups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD and HH:MM in America/New_York. */
    pickupDate: text('pickup_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    notes: text('notes'),
    status: text('status', { enum: PICKUP_STATUSES }).notNull().default('scheduled'),
    /** Someone the customer names to collect instead (docs/decisions/175): a name and the last 4 of their ID. */
    delegateName: text('delegate_name'),
    delegateIdLast4: text('delegate_id_last4'),
    /** Who collected at the counter, when, which staff member handed over, and the optional handover photo. */
    collectedBy: text('collected_by'),
    handedOverAt: timestamp('handed_over_at'),
    handedOverBy: integer('handed_over_by').references(() => users.id, { onDelete: 'set null' }),
    handoverPhotoKey: text('handover_photo_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pickups_user_idx').on(t.userId), index('pickups_date_idx').on(t.pickupDate)],
);

export const pickupPackages = sqliteTable(
  'pickup_packages',
  {
    pickupId: integer('pickup_id').notNull().references(() => pickups.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pickupId, t.packageId] }), index('pickup_packages_package_idx').on(t.packageId)],
);
