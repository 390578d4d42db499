import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIMPLE_EMAIL_PATTERN } from './limits';
import type { ValidationMessageKey } from './messages';

/** A schema message is always one of the shared keys. */
export const msg = (key: ValidationMessageKey) => ({ message: key });

export const EmailSchema = z
  .string(msg('emailRequired'))
  .trim()
  .min(1, msg('emailRequired'))
  .max(EMAIL_MAX_LENGTH, msg('emailInvalid'))
  .regex(SIMPLE_EMAIL_PATTERN, msg('emailInvalid'))
  .transform((email) => email.toLowerCase());

export const NewPasswordSchema = z
  .string(msg('passwordRequired'))
  .min(1, msg('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, msg('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, msg('passwordTooLong'));

export const requiredName = (requiredKey: ValidationMessageKey) =>
  z.string(msg(requiredKey)).trim().min(1, msg(requiredKey)).max(NAME_MAX_LENGTH, msg('nameTooLong'));
