import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns';
import { users } from './users';

/** Key-value system settings; values are JSON text validated by the shared settings schema. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
