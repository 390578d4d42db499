import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const trips = pgTable(
  'trips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    arrivalDate: text('arrival_date').notNull(),
    departureDate: text('departure_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_user_departure_idx').on(t.userId, t.departureDate)],
);
