import { LOCAL_RECAPTCHA_PASS_TOKEN } from '../../../shared/accounts/recaptcha';
import type { RecaptchaVerifier } from './recaptcha-verifier';

export { LOCAL_RECAPTCHA_PASS_TOKEN };

/** Offline stand-in with Google's answers: the pass token succeeds, any other token fails. */
export const localRecaptcha: RecaptchaVerifier = {
  config: { enabled: true, site_key: 'local', version: 'local' },
  verify: async (token) => token === LOCAL_RECAPTCHA_PASS_TOKEN,
};
