import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamp } from './columns';
import { users } from './users';

/** Browsers that have signed in to an account (docs/decisions/113); only the SHA-256 of the device token is stored. */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

export type LoginDeviceRow = typeof loginDevices.$inferSelect;
