import { flattenError, type ZodError } from 'zod';
import type { FieldErrors } from './use-action-form';

/** A schema's refusal as one message per field (its first), for `useActionForm`. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: Partial<Record<string, string[]>> = flattenError(error).fieldErrors;
  return Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages?.[0]]));
}
