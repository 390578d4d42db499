import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
