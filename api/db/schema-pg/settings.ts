import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/** Key-value system settings; values are JSON text validated by the shared settings schema (text, as on SQLite). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
