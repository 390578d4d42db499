import { z } from 'zod';

export type RecaptchaAction = 'register' | 'resend_verification' | 'subscribe';

/** GET /api/recaptcha/config. version 'v3' loads Google's script; 'local' is the offline stand-in, whose token is LOCAL_RECAPTCHA_PASS_TOKEN. */
export const RecaptchaConfigSchema = z.object({
  enabled: z.boolean(),
  site_key: z.string().nullable(),
  version: z.enum(['v3', 'local']),
});
export type RecaptchaConfig = z.infer<typeof RecaptchaConfigSchema>;

/** The token the local stand-in accepts (any other fails, as Google's would). */
export const LOCAL_RECAPTCHA_PASS_TOKEN = 'local-recaptcha-pass';
