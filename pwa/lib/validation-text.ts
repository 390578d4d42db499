import type { TFunction } from 'i18next';
import { isValidationMessageKey } from '@shared/validation/messages';

/** Zod messages are shared keys; translate them, pass any other text through unchanged. */
export function validationText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? t(`validation.${message}`) : message;
}
