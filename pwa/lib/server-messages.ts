import type { TFunction } from 'i18next';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_OR_EXPIRED_TOKEN_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '@shared/accounts/user-schema';
import { validationMessages } from '@shared/validation/messages';

/** The API answers in English; these known texts have a translation under `serverMessages.`. */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  [ACCOUNT_NOT_ACTIVATED_MESSAGE]: 'serverMessages.accountNotActivated',
  [INVALID_CREDENTIALS_MESSAGE]: 'serverMessages.invalidCredentials',
  [INVALID_OR_EXPIRED_TOKEN_MESSAGE]: 'serverMessages.invalidOrExpiredToken',
  [REGISTRATION_CLOSED_MESSAGE]: 'serverMessages.registrationClosed',
  [RESET_DONE_MESSAGE]: 'serverMessages.resetDone',
  [RESET_REQUESTED_MESSAGE]: 'serverMessages.resetRequested',
  'Too many login attempts. Please try again later.': 'serverMessages.tooManyLoginAttempts',
  'Authentication required': 'serverMessages.authenticationRequired',
};

for (const [key, text] of Object.entries(validationMessages.en)) KNOWN_SERVER_MESSAGES[text] = `validation.${key}`;

export function translateServerMessage(t: TFunction, text: string): string {
  const key = KNOWN_SERVER_MESSAGES[text];
  return key ? t(key) : text;
}
