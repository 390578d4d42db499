import { measurePassword } from '../../../shared/accounts/password-guessability';
import { validationMessage } from '../../../shared/validation/messages';
import { DomainError } from '../../domain/domain-error';

/**
 * Decision 116: a new password that passes the length rule must also be hard to guess (the same measure the
 * PWA's strength meter shows). 400 `{ error, field }` like a validation failure, before anything is spent
 * on it (reCAPTCHA token, reset token, hashing).
 */
export function assertStrongPassword(password: string, userInputs: string[], field: string): void {
  if (!measurePassword(password, userInputs).acceptable) throw new DomainError('invalid-input', validationMessage('passwordTooWeak'), { field });
}
