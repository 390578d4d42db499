import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_SOURCES } from '../../../shared/contact/contact-message-schema';
import { SUPPORT_TIERS } from '../../../shared/contact/support-tier';
import { createdAt, timestamp } from './columns';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source', { enum: CONTACT_MESSAGE_SOURCES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's tier when they sent it, and the hours promised then (docs/decisions/162): a later plan or setting changes neither. */
    supportTier: text('support_tier', { enum: SUPPORT_TIERS }).notNull().default('standard'),
    // Messages stored before the tiers (migration 0016) count as standard, with the standard default of then.
    responseHours: integer('response_hours').notNull().default(24),
    readAt: timestamp('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Staff's answers to a contact message, oldest first: the thread the customer reads in the app. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

/** The landing page's e-mail sign-up for updates. */
export const newsletterSignups = pgTable('newsletter_signups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  language: text('language').notNull().default('es'),
  createdAt: createdAt(),
});
