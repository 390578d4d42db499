export type RecaptchaAction = 'register' | 'resend_verification' | 'subscribe';

/** GET /api/recaptcha/config */
export interface RecaptchaConfig {
  enabled: boolean;
  site_key: string | null;
  /** 'v3' loads Google's script; 'local' is the offline stand-in, whose token is LOCAL_RECAPTCHA_PASS_TOKEN. */
  version: 'v3' | 'local';
}

/** The token the local stand-in accepts (any other fails, as Google's would). */
export const LOCAL_RECAPTCHA_PASS_TOKEN = 'local-recaptcha-pass';
