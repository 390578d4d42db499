import type { Env } from '../../env';
import { createGoogleRecaptcha } from './google-recaptcha';
import { localRecaptcha } from './local-recaptcha';
import { disabledRecaptcha, type RecaptchaVerifier } from './recaptcha-verifier';

export function createRecaptcha(env: Pick<Env, 'RECAPTCHA_MODE' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET_KEY'>): RecaptchaVerifier {
  if (env.RECAPTCHA_MODE === 'local') return localRecaptcha;
  if (env.RECAPTCHA_MODE === 'google') return createGoogleRecaptcha(env.RECAPTCHA_SITE_KEY ?? '', env.RECAPTCHA_SECRET_KEY ?? '');
  return disabledRecaptcha;
}
