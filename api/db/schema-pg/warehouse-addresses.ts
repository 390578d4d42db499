import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_OPENING_HOURS } from '../../../shared/warehouse/opening-hours';
import { createdAt, updatedAt } from './columns';

const DEFAULT_OPENING_HOURS_JSON = JSON.stringify(DEFAULT_OPENING_HOURS);

export const warehouseAddresses = pgTable(
  'warehouse_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('United States'),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    accessCode: text('access_code'),
    notes: text('notes'),
    /** OpeningHours as JSON (docs/decisions/170); existing rows got the spec's pickup hours. */
    openingHours: text('opening_hours').notNull().default(DEFAULT_OPENING_HOURS_JSON),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one active address, whatever the code does: the database refuses a second.
  (t) => [uniqueIndex('warehouse_addresses_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);
