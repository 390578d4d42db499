import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp, updatedAt } from './columns';
import { alertLog, DELIVERY_STATUSES } from './push-alerts';
import { users } from './users';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;

/**
 * A Premium customer's text alerts (decision 164): the phone they confirmed with a code, and which channels they want.
 * No row: no phone confirmed, both channels off.
 */
export const messagingPreferences = sqliteTable(
  'messaging_preferences',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** The E.164 number the customer confirmed; alerts go to it, whatever the profile's phone says later. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at'),
    sms: integer('sms', { mode: 'boolean' }).notNull().default(false),
    whatsapp: integer('whatsapp', { mode: 'boolean' }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('messaging_preferences_phone_idx').on(t.phone)],
);

/** The code last texted to confirm a phone (one per user): kept as a hash, until it expires or runs out of attempts. */
export const phoneVerifications = sqliteTable('phone_verifications', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: createdAt(),
});

/** One alert texted on one channel, retried with back-off; the unique key sends each alert at most once per channel. */
export const messageDeliveries = sqliteTable(
  'message_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    alertId: integer('alert_id').notNull().references(() => alertLog.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    phone: text('phone').notNull(),
    /** The text, already in the customer's language. */
    body: text('body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** The provider's id of the sent message (Twilio's SM… / MM… sid). */
    providerId: text('provider_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('message_deliveries_once').on(t.alertId, t.channel), index('message_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessagingPreferencesRow = typeof messagingPreferences.$inferSelect;
export type MessageDeliveryRow = typeof messageDeliveries.$inferSelect;
