import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** Secrets the server signs with, one per purpose, made once and shared by every instance (docs/decisions/175). */
export const signingKeys = sqliteTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  /** Base64url of random bytes. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
