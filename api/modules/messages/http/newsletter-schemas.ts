import { z } from '@hono/zod-openapi';

const NewsletterSignupSchema = z.object({ id: z.number().int(), email: z.string(), language: z.string(), created_at: z.iso.datetime() });

/** GET /api/newsletter: one page, newest first. */
export const NewsletterSignupListSchema = z
  .object({ signups: z.array(NewsletterSignupSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .openapi('NewsletterSignupList');
