import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp, updatedAt } from './columns';
import { pushSubscriptions } from './push-subscriptions';
import { users } from './users';

/** The VAPID key pair generated at the first start when the configuration gives none (one row, id 1). */
export const vapidKeys = sqliteTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Which alert groups a user wants pushed; no row means all on. */
export const pushPreferences = sqliteTable('push_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  received: integer('received', { mode: 'boolean' }).notNull().default(true),
  tracking: integer('tracking', { mode: 'boolean' }).notNull().default(true),
  pickup: integer('pickup', { mode: 'boolean' }).notNull().default(true),
  storage: integer('storage', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Which alert groups a user with a push device also wants by e-mail (issue 33); no row means none. Customers with no
 * device get every alert by e-mail; receipts and the plan's end always go by e-mail.
 */
export const emailPreferences = sqliteTable('email_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  received: integer('received', { mode: 'boolean' }).notNull().default(false),
  tracking: integer('tracking', { mode: 'boolean' }).notNull().default(false),
  pickup: integer('pickup', { mode: 'boolean' }).notNull().default(false),
  storage: integer('storage', { mode: 'boolean' }).notNull().default(false),
  updatedAt: updatedAt(),
});

export const ALERT_STATUSES = ['pending', 'dispatched'] as const;
export const ALERT_CHANNELS = ['push', 'email', 'none'] as const;

/**
 * Every alert an event caused, recorded in the transaction of the action: the unique key makes each one happen once.
 * A pending alert is turned into push deliveries (or a reminder e-mail) by the worker.
 */
export const alertLog = sqliteTable(
  'alert_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A PushPayload kind (package-received, pickup-changed, storage-last-day...). */
    kind: text('kind').notNull(),
    /** What the alert is about: package:42, pickup:7, storage:2026-03-10 (the storage period's start)... */
    subject: text('subject').notNull(),
    /** What the texts are written from (JSON, by kind). */
    data: text('data').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    channel: text('channel', { enum: ALERT_CHANNELS }),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at'),
  },
  (t) => [uniqueIndex('alert_log_once').on(t.userId, t.kind, t.subject), index('alert_log_status_idx').on(t.status)],
);

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** One encrypted send to one device, retried with back-off; a device the push service says is gone is deleted with its rows. */
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id').notNull().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => alertLog.id, { onDelete: 'cascade' }),
    /** The PushPayload JSON, already in the subscription's language. */
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
