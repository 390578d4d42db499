import { RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '../../../shared/accounts/user-schema';
import type { RecaptchaAction } from '../../adapters/recaptcha/recaptcha-verifier';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../domain/domain-error';

/** When reCAPTCHA is on, a write needs a token that the verifier accepts (part 1 section 8 codes). */
export async function requireRecaptcha(deps: AppDeps, token: string | undefined, action: RecaptchaAction, ip: string): Promise<void> {
  if (!deps.recaptcha.config.enabled) return;
  if (!token) throw new DomainError('invalid-input', RECAPTCHA_TOKEN_MISSING, { message: 'reCAPTCHA verification required' });
  const passed = await deps.recaptcha.verify(token, action, ip === 'unknown' ? null : ip);
  if (!passed) throw new DomainError('invalid-input', RECAPTCHA_VERIFICATION_FAILED, { message: 'reCAPTCHA verification failed' });
}
