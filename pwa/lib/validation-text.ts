import type { TFunction } from 'i18next';

/**
 * Zod messages are shared keys (`validation.*`, in the core texts); translate them, pass any other text through
 * unchanged. The key is looked up in the loaded texts, so no page carries the messages of both languages.
 */
export function validationText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t([`validation.${message}`], { defaultValue: message });
}
