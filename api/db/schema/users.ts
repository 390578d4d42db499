import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { USER_LANGUAGES } from '../../../shared/accounts/user-language';
import { ROLES } from '../../../shared/accounts/user-schema';
import { createdAt, timestamp, updatedAt } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('regular'),
    emailVerifiedAt: timestamp('email_verified_at'),
    /** The customer's permanent suite on the Miami address (MD-10482); the warehouse matches parcels by it. */
    suiteCode: text('suite_code').notNull(),
    /** The language the customer reads the app in; every e-mail to them is written in it (docs/decisions/123). */
    language: text('language', { enum: USER_LANGUAGES }).notNull().default('es'),
    /** When the customer closed the account: their personal data is erased, the row kept for the payment records. */
    closedAt: timestamp('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_suite_code_unique').on(t.suiteCode),
  ],
);

export type UserRow = typeof users.$inferSelect;
