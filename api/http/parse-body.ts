import type { Context } from 'hono';
import type { z } from 'zod';
import { isValidationMessageKey, validationMessage } from '../../shared/validation/messages';
import { ApiError } from './api-error';

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body and validates it; the first problem becomes a 400 with the shared message text. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new ApiError(413, 'Request body too large');
  // Requiring JSON also keeps cross-site HTML forms (which cannot send it) away from cookie-authenticated writes.
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
  return parseValue(body, schema);
}

export function parseValue<S extends z.ZodType>(value: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  // Shared schemas carry message keys; anything else (a body that is not an object, say) is zod's own text.
  const text = validationMessage(issue && isValidationMessageKey(issue.message) ? issue.message : 'invalidRequest');
  throw new ApiError(400, text, field ? { field } : {});
}
