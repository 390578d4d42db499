import { z } from 'zod';
import { SUPPORT_TIERS } from './support-tier';

/** A staff answer as the customer reads it: from support, without the staff member's name. */
export const SupportThreadReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.iso.datetime(),
});

/** One of the customer's own messages with the answers to it; `handled_at` is when staff closed it. */
export const SupportThreadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  support_tier: z.enum(SUPPORT_TIERS),
  response_hours: z.number().int(),
  respond_by: z.iso.datetime(),
  created_at: z.iso.datetime(),
  handled_at: z.iso.datetime().nullable(),
  replies: z.array(SupportThreadReplySchema),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

/**
 * GET /api/support/messages: the signed-in customer's own messages, newest first, one page; with their tier now and
 * the hours support promises for it (what the form promises a new message).
 */
export const SupportThreadListSchema = z.object({
  support_tier: z.enum(SUPPORT_TIERS),
  response_hours: z.number().int(),
  threads: z.array(SupportThreadSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SupportThreadList = z.infer<typeof SupportThreadListSchema>;
