import { z } from 'zod';

export const CONTACT_MESSAGE_SOURCES = ['public', 'dashboard'] as const;

/** A message from the contact page or the dashboard, as staff read it in the inbox. `read_at`: handled, and when. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  source: z.enum(CONTACT_MESSAGE_SOURCES),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** GET /api/contact-messages: one page, newest first, with the number not yet handled. */
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
