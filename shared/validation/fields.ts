import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIMPLE_EMAIL_PATTERN } from './limits';
import type { ValidationMessageKey } from './messages';

/** A schema message is always one of the shared keys. */
export const msg = (key: ValidationMessageKey) => ({ message: key });

/**
 * Check option: run the check only on a non-empty string, so an empty field reports only its
 * "required" key. Unlike `abort`, it keeps the form's cross-field refinements running. A custom
 * `when` replaces zod's own guard, hence the type test: a missing value must not reach the check.
 */
export const skipIfEmpty = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '' };

/** The message key of a check that is skipped for an empty value. */
export const msgUnlessEmpty = (key: ValidationMessageKey) => ({ ...msg(key), ...skipIfEmpty });

/** Trimmed and lower-cased in place (a string still, so it documents and answers as one). */
export const EmailSchema = z
  .string(msg('emailRequired'))
  .trim()
  .toLowerCase()
  .min(1, msg('emailRequired'))
  .max(EMAIL_MAX_LENGTH, msgUnlessEmpty('emailInvalid'))
  .regex(SIMPLE_EMAIL_PATTERN, msgUnlessEmpty('emailInvalid'));

export const NewPasswordSchema = z
  .string(msg('passwordRequired'))
  .min(1, msg('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, msgUnlessEmpty('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, msg('passwordTooLong'));

export const requiredName = (requiredKey: ValidationMessageKey) =>
  z.string(msg(requiredKey)).trim().min(1, msg(requiredKey)).max(NAME_MAX_LENGTH, msg('nameTooLong'));
