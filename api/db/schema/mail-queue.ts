import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp, updatedAt } from './columns';

export const MAIL_STATUSES = ['pending', 'sending', 'failed'] as const;

/**
 * Every e-mail the app sends waits here until the mailer takes it: the request that caused it answers without
 * waiting for SMTP. A sent mail is deleted (its body may hold a one-time link); a mail given up stays as `failed`.
 * A mail handed to the mailer is `sending` until its lease ends: a crash leaves it there, to be sent again only then.
 */
export const mailQueue = sqliteTable(
  'mail_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    /** The Message-ID header of every try, so a receiver can drop a second copy (null for mail queued before it). */
    messageId: text('message_id'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** While `sending`: when the try counts as lost (the process stopped) and the mail is due again. */
    leaseUntil: timestamp('lease_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

export type QueuedMailRow = typeof mailQueue.$inferSelect;
