import { z } from 'zod';
import { TOKEN_MAX_LENGTH } from '../validation/limits';
import { EmailSchema } from '../validation/fields';

/** POST /api/users/resend-confirmation */
export const ResendConfirmationRequestSchema = z.object({
  email: EmailSchema,
  recaptcha_token: z.string().max(TOKEN_MAX_LENGTH).optional(),
});
export type ResendConfirmationRequest = z.input<typeof ResendConfirmationRequestSchema>;

export const RESEND_LIMIT_PER_HOUR = 3;
export const RESEND_LIMIT_PER_DAY = 10;
export const RESEND_REMAINING_HOUR_HEADER = 'X-RateLimit-Remaining-Hour';
export const RESEND_REMAINING_DAY_HEADER = 'X-RateLimit-Remaining-Day';
