import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { users } from './users';

/**
 * Browsers that have signed in to an account (OWASP "device cookies"): the HttpOnly md_device cookie holds a random
 * token, only its SHA-256 is stored. A login from a known device is limited on its own, so failures by others (at
 * the same address or at the account from elsewhere) never refuse it (docs/decisions/113).
 */
export const loginDevices = sqliteTable(
  'login_devices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

export type LoginDeviceRow = typeof loginDevices.$inferSelect;
