import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { VERIFICATION_STATUSES } from '../../../shared/addresses/verification-statuses';
import { createdAt, timestamp, updatedAt } from './columns';
import { users } from './users';

export { VERIFICATION_STATUSES };

/** A customer's delivery addresses in the United States, each checked by the carrier (docs/decisions/163). */
export const deliveryAddresses = sqliteTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    /** USPS code (FL). */
    state: text('state').notNull(),
    /** 33139 or 33139-3101. */
    zip: text('zip').notNull(),
    /** +13055550100, or another country's number. */
    phone: text('phone').notNull(),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES }).notNull(),
    /** The carrier's corrected form (CorrectableFields as JSON text) while the customer has not accepted it. */
    suggestedCorrection: text('suggested_correction'),
    /** The carrier's id for the address (EasyPost adr_…), for quotes and shipments. */
    carrierAddressId: text('carrier_address_id').notNull(),
    verifiedAt: timestamp('verified_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One primary per customer, whatever the code does: the database refuses a second.
  (t) => [index('delivery_addresses_user_idx').on(t.userId), uniqueIndex('delivery_addresses_one_primary').on(t.userId).where(sql`${t.isPrimary} = 1`)],
);

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;
