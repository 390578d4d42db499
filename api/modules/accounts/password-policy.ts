import { validationMessage } from '../../../shared/validation/messages';
import { DomainError } from '../../domain/domain-error';

/**
 * Decision 116: a new password that passes the length rule must also be hard to guess (the same measure the
 * PWA's strength meter shows). 400 `{ error, field }` like a validation failure, before anything is spent
 * on it (reCAPTCHA token, reset token, hashing). The measure and its dictionaries load with the first new password
 * a process sees, not at start (decision 156).
 */
export async function assertStrongPassword(password: string, userInputs: string[], field: string): Promise<void> {
  const { measurePassword } = await import('../../../shared/accounts/password-guessability');
  if (!measurePassword(password, userInputs).acceptable) throw new DomainError('invalid-input', validationMessage('passwordTooWeak'), { field });
}
