import type { Context } from 'hono';
import { z } from 'zod';
import { parseValue } from './parse-body';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const PageQuerySchema = z.object({
  limit: z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').min(1, 'invalidRequest').max(MAX_PAGE_SIZE, 'invalidRequest').default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').min(0, 'invalidRequest').default(0),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** `?limit=&offset=` of a staff listing; anything else is 400 'Invalid request'. */
export function parsePageQuery(c: Context): PageQuery {
  return parseValue({ limit: c.req.query('limit') || undefined, offset: c.req.query('offset') || undefined }, PageQuerySchema);
}
