import { z } from '@hono/zod-openapi';
import { CONTACT_SOURCES } from '../../db/schema/messages';

const ContactMessageSchema = z.object({
  id: z.number().int(),
  source: z.enum(CONTACT_SOURCES),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

/** GET /api/contact-messages: one page, newest first. */
export const ContactMessageListSchema = z
  .object({ messages: z.array(ContactMessageSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .openapi('ContactMessageList');
