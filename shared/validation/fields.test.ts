import { describe, expect, it } from 'vitest';
import { EmailSchema, NewPasswordSchema, requiredName } from './fields';
import { msg } from './message-options';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('EmailSchema', () => {
  it('trims and lowercases', () => {
    expect(EmailSchema.parse('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });

  it('reports only emailRequired for an empty or blank value', () => {
    expect(messages(EmailSchema.safeParse(''))).toEqual(['emailRequired']);
    expect(messages(EmailSchema.safeParse('   '))).toEqual(['emailRequired']);
    expect(messages(EmailSchema.safeParse(undefined))).toEqual(['emailRequired']);
  });

  it('needs something@something.something without spaces', () => {
    expect(messages(EmailSchema.safeParse('ana@example'))).toEqual(['emailInvalid']);
    expect(messages(EmailSchema.safeParse('ana@exa mple.com'))).toEqual(['emailInvalid']);
    expect(messages(EmailSchema.safeParse(`${'a'.repeat(EMAIL_MAX_LENGTH)}@b.co`))).toEqual(['emailInvalid']);
  });
});

describe('NewPasswordSchema', () => {
  it('needs 6 to 128 characters, with only passwordRequired when empty', () => {
    expect(messages(NewPasswordSchema.safeParse(''))).toEqual(['passwordRequired']);
    expect(messages(NewPasswordSchema.safeParse('12345'))).toEqual(['passwordTooShort']);
    expect(NewPasswordSchema.parse('123456')).toBe('123456');
    expect(NewPasswordSchema.safeParse('p'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(messages(NewPasswordSchema.safeParse('p'.repeat(PASSWORD_MAX_LENGTH + 1)))).toEqual(['passwordTooLong']);
  });

  it('does not trim passwords', () => {
    expect(NewPasswordSchema.parse(' 1234 ')).toBe(' 1234 ');
  });
});

describe('requiredName', () => {
  const schema = requiredName('firstNameRequired');

  it('trims, requires and caps the length', () => {
    expect(schema.parse(' Ana ')).toBe('Ana');
    expect(messages(schema.safeParse('  '))).toEqual(['firstNameRequired']);
    expect(schema.safeParse('n'.repeat(NAME_MAX_LENGTH)).success).toBe(true);
    expect(messages(schema.safeParse('n'.repeat(NAME_MAX_LENGTH + 1)))).toEqual(['nameTooLong']);
  });

  it('carries keys as messages', () => {
    expect(msg('emailInvalid')).toEqual({ message: 'emailInvalid' });
  });
});
