export type RecaptchaAction = 'register' | 'resend_verification' | 'subscribe';

export interface RecaptchaConfig {
  enabled: boolean;
  site_key: string | null;
  /** 'v3' loads Google's script; 'local' is the offline stand-in whose token is LOCAL_RECAPTCHA_PASS_TOKEN. */
  version: 'v3' | 'local';
}

export interface RecaptchaVerifier {
  readonly config: RecaptchaConfig;
  verify(token: string, action: RecaptchaAction, remoteIp: string | null): Promise<boolean>;
}

export const disabledRecaptcha: RecaptchaVerifier = {
  config: { enabled: false, site_key: null, version: 'v3' },
  verify: async () => true,
};
