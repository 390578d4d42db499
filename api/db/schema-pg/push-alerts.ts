import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, ALERT_STATUSES, DELIVERY_STATUSES } from '../schema/push-alerts';
import { createdAt, timestamp, updatedAt } from './columns';
import { pushSubscriptions } from './push-subscriptions';
import { users } from './users';

export { ALERT_CHANNELS, ALERT_STATUSES, DELIVERY_STATUSES };

/** The VAPID key pair generated at the first start when the configuration gives none (one row, id 1). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Which alert groups a user wants pushed; no row means all on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  received: boolean('received').notNull().default(true),
  tracking: boolean('tracking').notNull().default(true),
  pickup: boolean('pickup').notNull().default(true),
  storage: boolean('storage').notNull().default(true),
  updatedAt: updatedAt(),
});

export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  received: boolean('received').notNull().default(false),
  tracking: boolean('tracking').notNull().default(false),
  pickup: boolean('pickup').notNull().default(false),
  storage: boolean('storage').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every alert an event caused; the unique key makes each one happen once. */
export const alertLog = pgTable(
  'alert_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** JSON text, as on SQLite: the app parses it itself. */
    data: text('data').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    channel: text('channel', { enum: ALERT_CHANNELS }),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at'),
  },
  (t) => [uniqueIndex('alert_log_once').on(t.userId, t.kind, t.subject), index('alert_log_status_idx').on(t.status)],
);

/** One encrypted send to one device, retried with back-off. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id').notNull().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => alertLog.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    urgency: text('urgency').notNull().default('normal'),
    ttlSeconds: integer('ttl_seconds').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('push_deliveries_subscription_idx').on(t.subscriptionId)],
);

export type AlertRow = typeof alertLog.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
