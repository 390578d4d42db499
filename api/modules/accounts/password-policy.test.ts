import { describe, expect, it } from 'vitest';
import { measurePassword } from '../../../shared/accounts/password-guessability';
import { passwordUserInputs } from '../../../shared/accounts/password-strength';
import { DomainError } from '../../domain/domain-error';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { DEFAULT_TEST_PASSWORD, validRegistration } from '../../test/factories';
import { assertStrongPassword } from './password-policy';

describe('assertStrongPassword', () => {
  it('refuses a guessable password as invalid input, with the field', async () => {
    const refusal: unknown = await assertStrongPassword('abc123', [], 'new_password').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'invalid-input',
      message: 'This password is too easy to guess. Avoid common passwords, repeated or sequential characters, and your name or email.',
      details: { field: 'new_password' },
    });
    await expect(assertStrongPassword('ruta-sur-71', [], 'password')).resolves.toBeUndefined();
  });

  it('passes the demo accounts\' and the test factories\' passwords', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(measurePassword(account.password, passwordUserInputs(account.email, account.firstName, account.lastName)).acceptable, account.email).toBe(true);
    }
    const registration = validRegistration();
    expect(measurePassword(registration.password, passwordUserInputs(registration.email, registration.first_name, registration.last_name)).acceptable).toBe(true);
    expect(measurePassword(DEFAULT_TEST_PASSWORD).acceptable).toBe(true);
  });
});
