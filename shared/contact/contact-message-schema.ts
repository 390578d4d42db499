import { z } from 'zod';
import { msg } from '../validation/message-options';
import { SUPPORT_TIERS } from './support-tier';

export const CONTACT_MESSAGE_SOURCES = ['public', 'dashboard'] as const;

/** A staff reply's length, after trimming (docs/decisions/162). */
export const SUPPORT_REPLY_MIN_LENGTH = 1;
export const SUPPORT_REPLY_MAX_LENGTH = 5000;

/** One staff answer in a message's thread, as staff read it; `author_name` is null once the author's account is gone. */
export const ContactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

/**
 * A message from the contact page or the dashboard, as staff read it in the inbox. `read_at`: handled, and when.
 * `support_tier` and `response_hours` are the sender's plan and the promise made when it was sent; `respond_by` is
 * when that promise runs out. `replies`: staff's answers, oldest first.
 */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  source: z.enum(CONTACT_MESSAGE_SOURCES),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  support_tier: z.enum(SUPPORT_TIERS),
  response_hours: z.number().int(),
  respond_by: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  replies: z.array(ContactReplySchema),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/**
 * GET /api/contact-messages: one page, the ones not handled first (VIP, then priority, then the rest, oldest first
 * in each), then the handled ones newest first; with the number not yet handled.
 */
export const ContactMessageListSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** PUT /api/contact-messages/{id}/handled. */
export const ContactMessageHandledRequestSchema = z.object({ handled: z.boolean('invalidRequest') });
export const ContactMessageResponseSchema = z.object({ message: ContactMessageSchema });

/** POST /api/contact-messages/{id}/replies: the answer, mailed to the sender and kept in the thread. */
export const ContactReplyRequestSchema = z.object({
  body: z
    .string(msg('fieldRequired'))
    .trim()
    .min(SUPPORT_REPLY_MIN_LENGTH, msg('fieldRequired'))
    .max(SUPPORT_REPLY_MAX_LENGTH, msg('fieldTooLong')),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequestSchema>;
/** The reply as stored, and the message as it is now (handled, with the reply in its thread). */
export const ContactReplyResponseSchema = z.object({ reply: ContactReplySchema, message: ContactMessageSchema });
