import { z } from '@hono/zod-openapi';
import { responseHeaders, type HeaderName } from './headers';

/** Every failure answers `{ error }`; some add a field name, a code or a wait. */
export const ErrorSchema = z
  .looseObject({
    error: z.string(),
    field: z.string().optional(),
    code: z.string().optional(),
  })
  .openapi('Error', { description: 'A failure: `error` is the text to show (the spec\'s message where it has one).' });

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');
export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: `error` is the first problem, `field` names it',
  401: 'Not signed in (Authentication required)',
  402: 'The payment was declined',
  403: 'Signed in, but not allowed; or a write sent from another site (its Origin is not this app)',
  404: 'Nothing here for this caller',
  409: 'In conflict with the current state',
  422: 'Understood, but refused as it stands (see `error`)',
  413: 'Request body too large',
  415: 'Content-Type must be application/json',
  429: 'Too many requests: wait as Retry-After says',
  502: 'An outside system did not answer as expected',
  503: 'An outside system is unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorContent = { 'application/json': { schema: ErrorSchema } };

/** A JSON answer with its schema. */
export function json<T extends z.ZodType>(schema: T, description: string, headers?: Record<string, { $ref: string }>) {
  return { description, content: { 'application/json': { schema } }, ...(headers ? { headers } : {}) };
}

/** The documented failures of an operation, by status. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status], content: errorContent }])) as Record<
    ErrorStatus,
    { description: string; content: typeof errorContent }
  >;
}

export const UNEXPECTED_ERROR = { description: 'Any other failure, with the same `{ error }` shape', content: errorContent };

/** 429 with the headers the limiter sends. */
export function tooManyRequests(...headers: HeaderName[]) {
  return { 429: { ...errors(429)[429], headers: responseHeaders(...headers) } };
}
