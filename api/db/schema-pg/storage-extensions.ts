import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { STORAGE_EXTENSION_METHODS, STORAGE_EXTENSION_STATES } from '../schema/storage-extensions';
import { createdAt, timestamp } from './columns';
import { packages } from './packages';
import { photos } from './photos';
import { users } from './users';

export { STORAGE_EXTENSION_METHODS, STORAGE_EXTENSION_STATES };

export const storageExtensions = pgTable(
  'storage_extensions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    previousLastDay: text('previous_last_day').notNull(),
    newLastDay: text('new_last_day').notNull(),
    paymentMethod: text('payment_method', { enum: STORAGE_EXTENSION_METHODS }).notNull(),
    transactionId: text('transaction_id'),
    state: text('state', { enum: STORAGE_EXTENSION_STATES }).notNull().default('paid'),
    walletOrderId: text('wallet_order_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('storage_extensions_package_idx').on(t.packageId),
    index('storage_extensions_user_idx').on(t.userId),
    uniqueIndex('storage_extensions_one_paying').on(t.packageId).where(sql`${t.state} = 'paying'`),
  ],
);

export const overstayWarnings = pgTable(
  'overstay_warnings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    daysOverdue: integer('days_overdue').notNull(),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [index('overstay_warnings_package_idx').on(t.packageId, t.sentAt)],
);
