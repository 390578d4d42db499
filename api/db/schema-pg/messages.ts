import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_SOURCES } from '../../../shared/contact/contact-message-schema';
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
    readAt: timestamp('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** The landing page's e-mail sign-up for updates. */
export const newsletterSignups = pgTable('newsletter_signups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  language: text('language').notNull().default('es'),
  createdAt: createdAt(),
});
