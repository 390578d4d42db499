import { z } from 'zod';
import { TOKEN_MAX_LENGTH } from '../validation/limits';
import { EmailSchema, NewPasswordSchema } from '../validation/fields';
import { msg } from '../validation/message-options';

/** POST /api/password-reset/request */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

const TokenSchema = z.string(msg('tokenMissing')).trim().min(1, msg('tokenMissing')).max(TOKEN_MAX_LENGTH, msg('tokenMissing'));

/** POST /api/password-reset/confirm. The server keeps the registration length rule for new passwords. */
export const PasswordResetConfirmSchema = z.object({ token: TokenSchema, new_password: NewPasswordSchema });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirmSchema>;

/** The reset-password page form. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string(msg('passwordsDoNotMatch')) })
  .refine((form) => form.password === form.confirmPassword, { ...msg('passwordsDoNotMatch'), path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
