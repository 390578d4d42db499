import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../validation/limits';
import { EmailSchema } from '../validation/fields';
import { msg } from '../validation/message-options';

/** POST /api/login. No length rule beyond the ceiling: old passwords must still sign in. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string(msg('passwordRequired')).min(1, msg('passwordRequired')).max(PASSWORD_MAX_LENGTH, msg('passwordTooLong')),
  remember_me: z.boolean().optional().default(false),
});

export type LoginRequest = z.input<typeof LoginRequestSchema>;
