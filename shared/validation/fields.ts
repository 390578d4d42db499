import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIMPLE_EMAIL_PATTERN } from './limits';
import type { ValidationMessageKey } from './messages';
import { msg, msgUnlessEmpty } from './message-options';

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
