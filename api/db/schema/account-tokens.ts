import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { users } from './users';

const tokenColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at').notNull(),
  usedAt: timestamp('used_at'),
  createdAt: createdAt(),
});

export const emailVerificationTokens = sqliteTable('email_verification_tokens', tokenColumns(), (t) => [
  index('email_verification_tokens_user_idx').on(t.userId),
]);

export const passwordResetTokens = sqliteTable('password_reset_tokens', tokenColumns(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
]);

/** A new e-mail asked for by the signed-in user, waiting for its link to be opened (decision 171). */
export const emailChangeRequests = sqliteTable(
  'email_change_requests',
  { ...tokenColumns(), newEmail: text('new_email').notNull() },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;
