import { z } from '@hono/zod-openapi';

/** A numeric id in the path, e.g. /users/{id}. */
export const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .transform(Number)
    .openapi({ param: { name: 'id', in: 'path' }, type: 'integer', example: 12 }),
});
