import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password checks', () => {
  it('a stored hash that is not argon2 matches no password', async () => {
    expect(await verifyPassword('not-an-argon2-hash', 'not-an-argon2-hash')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('a right password matches its hash, a wrong one does not', async () => {
    const hash = await hashPassword('faro-norte-58');
    expect(await verifyPassword(hash, 'faro-norte-58')).toBe(true);
    expect(await verifyPassword(hash, 'faro-norte-59')).toBe(false);
  });

  it('the check without an account never succeeds', async () => {
    expect(await verifyAgainstDummy('not-a-real-password-hash-target')).toBe(false);
  });
});
