import { z } from 'zod';
import { NewPasswordSchema } from '../validation/fields';
import { msg } from '../validation/message-options';
import { LoginRequestSchema } from './login-schema';

/** The password a person has now: no rule beyond the login's (an old password must still be accepted). */
export const CurrentPasswordSchema = LoginRequestSchema.shape.password;

/** POST /api/users/password. The server also measures the new password (decision 116) and compares it with the old. */
export const PasswordChangeSchema = z.strictObject({ current_password: CurrentPasswordSchema, new_password: NewPasswordSchema });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** The account page's password form. */
export const PasswordChangeFormSchema = z
  .object({ current_password: CurrentPasswordSchema, new_password: NewPasswordSchema, confirm_password: z.string(msg('passwordsDoNotMatch')) })
  .refine((form) => form.confirm_password === form.new_password, { ...msg('passwordsDoNotMatch'), path: ['confirm_password'] });
export type PasswordChangeForm = z.input<typeof PasswordChangeFormSchema>;
