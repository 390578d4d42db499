import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../validation/limits';
import { LoginRequestSchema } from './login-schema';

describe('LoginRequestSchema', () => {
  it('trims and lowercases the e-mail and defaults remember_me to false', () => {
    expect(LoginRequestSchema.parse({ email: '  Ana@Example.COM ', password: 'x' })).toEqual({ email: 'ana@example.com', password: 'x', remember_me: false });
  });

  it('has no minimum length for existing passwords, only non-empty', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).error?.issues.map((issue) => issue.message)).toEqual(['passwordRequired']);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co' }).error?.issues.map((issue) => issue.message)).toEqual(['passwordRequired']);
  });

  it('caps the password length', () => {
    const long = 'p'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: long }).error?.issues.map((issue) => issue.message)).toEqual(['passwordTooLong']);
  });
});
