import { describe, expect, it } from 'vitest';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema, ResetPasswordFormSchema } from './password-reset-schema';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('password reset schemas', () => {
  it('requires an e-mail for the request', () => {
    expect(PasswordResetRequestSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(messages(PasswordResetRequestSchema.safeParse({ email: '' }))).toEqual(['emailRequired']);
  });

  it("reports a missing token as 'Missing or invalid token'", () => {
    expect(messages(PasswordResetConfirmSchema.safeParse({ token: '  ', new_password: 'secret' }))).toEqual(['tokenMissing']);
    expect(messages(PasswordResetConfirmSchema.safeParse({ new_password: 'secret' }))).toEqual(['tokenMissing']);
    expect(PasswordResetConfirmSchema.parse({ token: ' abc ', new_password: 'secret' })).toEqual({ token: 'abc', new_password: 'secret' });
  });

  it('needs matching, non-empty passwords on the form', () => {
    expect(ResetPasswordFormSchema.safeParse({ password: 'secret', confirmPassword: 'secret' }).success).toBe(true);
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'secret', confirmPassword: 'secreT' }))).toEqual(['passwordsDoNotMatch']);
    expect(messages(ResetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual(['passwordRequired']);
  });
});
