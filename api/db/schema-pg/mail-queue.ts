import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '../schema/mail-queue';
import { createdAt, timestamp, updatedAt } from './columns';

export { MAIL_STATUSES };

/** Every e-mail the app sends waits here until the mailer takes it (see api/db/schema/mail-queue.ts). */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    messageId: text('message_id'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    leaseUntil: timestamp('lease_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

export type QueuedMailRow = typeof mailQueue.$inferSelect;
