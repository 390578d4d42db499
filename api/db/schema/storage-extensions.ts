import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { packages } from './packages';
import { photos } from './photos';
import { users } from './users';

export const STORAGE_EXTENSION_METHODS = ['card', 'paypal'] as const;
/** paying: a PayPal order waits for approval; paid: the days are the customer's; abandoned: the order was given up. */
export const STORAGE_EXTENSION_STATES = ['paying', 'paid', 'abandoned'] as const;

/** Storage days bought for one package (docs/decisions/176): what was charged and the last day it moved. */
export const storageExtensions = sqliteTable(
  'storage_extensions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    previousLastDay: text('previous_last_day').notNull(),
    newLastDay: text('new_last_day').notNull(),
    paymentMethod: text('payment_method', { enum: STORAGE_EXTENSION_METHODS }).notNull(),
    /** The gateway's transaction (card) or capture (PayPal) id. */
    transactionId: text('transaction_id'),
    state: text('state', { enum: STORAGE_EXTENSION_STATES }).notNull().default('paid'),
    /** The PayPal order created for it (decision 168's pattern), while paying and after. */
    walletOrderId: text('wallet_order_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('storage_extensions_package_idx').on(t.packageId),
    index('storage_extensions_user_idx').on(t.userId),
    // One waiting PayPal order per package: a second purchase resumes or replaces it.
    uniqueIndex('storage_extensions_one_paying').on(t.packageId).where(sql`${t.state} = 'paying'`),
  ],
);

/** A warning that a package overstays its storage, with the photo on record when it was sent. */
export const overstayWarnings = sqliteTable(
  'overstay_warnings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    packageId: integer('package_id').notNull().references(() => packages.id, { onDelete: 'cascade' }),
    daysOverdue: integer('days_overdue').notNull(),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [index('overstay_warnings_package_idx').on(t.packageId, t.sentAt)],
);

export type StorageExtensionRow = typeof storageExtensions.$inferSelect;
