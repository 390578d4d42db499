import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS } from '../schema/messaging-alerts';
import { DELIVERY_STATUSES } from '../schema/push-alerts';
import { createdAt, timestamp, updatedAt } from './columns';
import { alertLog } from './push-alerts';
import { users } from './users';

export { MESSAGE_CHANNELS };

/** A Premium customer's text alerts: the phone confirmed with a code, and which channels they want. */
export const messagingPreferences = pgTable(
  'messaging_preferences',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at'),
    sms: boolean('sms').notNull().default(false),
    whatsapp: boolean('whatsapp').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('messaging_preferences_phone_idx').on(t.phone)],
);

/** The code last texted to confirm a phone (one per user), as a hash. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: createdAt(),
});

/** One alert texted on one channel, retried with back-off; at most once per alert and channel. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    alertId: integer('alert_id').notNull().references(() => alertLog.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('message_deliveries_once').on(t.alertId, t.channel), index('message_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessagingPreferencesRow = typeof messagingPreferences.$inferSelect;
export type MessageDeliveryRow = typeof messageDeliveries.$inferSelect;
