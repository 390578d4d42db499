import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamp } from './columns';
import { users } from './users';

const tokenColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at').notNull(),
  usedAt: timestamp('used_at'),
  createdAt: createdAt(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', tokenColumns(), (t) => [
  index('email_verification_tokens_user_idx').on(t.userId),
]);

export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
]);
