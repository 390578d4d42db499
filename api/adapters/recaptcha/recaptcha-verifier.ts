import type { RecaptchaAction, RecaptchaConfig } from '../../../shared/accounts/recaptcha';

export type { RecaptchaAction, RecaptchaConfig };

export interface RecaptchaVerifier {
  readonly config: RecaptchaConfig;
  verify(token: string, action: RecaptchaAction, remoteIp: string | null): Promise<boolean>;
}

export const disabledRecaptcha: RecaptchaVerifier = {
  config: { enabled: false, site_key: null, version: 'v3' },
  verify: async () => true,
};
