import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** A customer's trip to Miami (docs/decisions/174): dates are New York calendar days, YYYY-MM-DD. */
export const trips = sqliteTable(
  'trips',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    arrivalDate: text('arrival_date').notNull(),
    departureDate: text('departure_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_user_departure_idx').on(t.userId, t.departureDate)],
);

export type TripRow = typeof trips.$inferSelect;
