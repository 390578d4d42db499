import { z } from 'zod';

/** DELETE /api/tracking/{id}'s answer. */
export const DeletedSchema = z.object({ success: z.literal(true), message: z.string() });
