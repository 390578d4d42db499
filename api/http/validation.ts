import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { isValidationMessageKey, validationMessage } from '../../shared/validation/messages';
import { ApiError } from './api-error';

/** The largest JSON body a route takes (webhooks and other bodies have their own limit, api/app.ts). */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Runs before a JSON body is validated: the size, the content type and well-formed JSON, each with its own answer.
 * Requiring JSON also keeps cross-site HTML forms (which cannot send it) away from cookie-authenticated writes.
 */
export const jsonBodyGuard: MiddlewareHandler = async (c, next) => {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new ApiError(413, 'Request body too large');
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  try {
    await c.req.json(); // cached by Hono for the validator that follows
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
  await next();
};

/** The first problem as a 400 with the shared message text; anything without a shared key is 'Invalid request'. */
export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const text = validationMessage(issue && isValidationMessageKey(issue.message) ? issue.message : 'invalidRequest');
  return new ApiError(400, text, field ? { field } : {});
}
