import { z } from 'zod';
import { EmailSchema } from '../validation/fields';
import { CurrentPasswordSchema } from './password-change-schema';

/** POST /api/users/email: the new address, confirmed by the account's password. */
export const EmailChangeSchema = z.strictObject({ new_email: EmailSchema, password: CurrentPasswordSchema });
export type EmailChange = z.infer<typeof EmailChangeSchema>;
