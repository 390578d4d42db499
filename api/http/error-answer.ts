import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';
import { ApiError } from './api-error';
import { attemptsLeftHeaders } from './attempts-left-headers';

/** The status each kind of domain error answers with: the one place a service's refusal becomes HTTP. */
export const STATUS_OF_KIND = {
  'invalid-input': 400,
  unauthenticated: 401,
  'payment-declined': 402,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  'provider-failed': 502,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, ContentfulStatusCode>;

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: { error: string } & Record<string, unknown>;
  headers: Record<string, string>;
}

function headersOf({ attemptsLeft, retryAfterSeconds }: DomainError): Record<string, string> {
  return {
    ...(attemptsLeft ? attemptsLeftHeaders(attemptsLeft) : {}),
    ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
  };
}

/** How a refusal answers: its status, `{ error, ...details }` and headers; undefined for any other failure. */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof DomainError) return { status: STATUS_OF_KIND[error.kind], body: { error: error.message, ...error.details }, headers: headersOf(error) };
  if (error instanceof ApiError) return { status: error.status, body: { error: error.error, ...error.extra }, headers: error.headers };
  return undefined;
}
