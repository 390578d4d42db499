import { z } from '@hono/zod-openapi';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const pageNumber = (min: number, max?: number) => {
  const base = z.coerce.number({ message: 'invalidRequest' }).int('invalidRequest').min(min, 'invalidRequest');
  return max === undefined ? base : base.max(max, 'invalidRequest');
};

/** `?limit=&offset=` of a staff listing; anything else is 400 'Invalid request'. */
export const PageQuerySchema = z.object({
  limit: pageNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).openapi({ param: { name: 'limit', in: 'query' }, example: DEFAULT_PAGE_SIZE }),
  offset: pageNumber(0).default(0).openapi({ param: { name: 'offset', in: 'query' }, example: 0 }),
});
