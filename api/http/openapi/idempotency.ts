import { z } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/subscription/subscribe-request-schema';
import { responseHeaders } from './headers';

/**
 * The optional Idempotency-Key of the writes that charge money. Documented only: the idempotency service checks the
 * key itself, with its own 400 'Invalid Idempotency-Key header'.
 */
export const IdempotencyHeadersSchema = z.object({
  // Named as sent: the header validator matches names case-insensitively, and the document needs name and key equal.
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .openapi({
      param: { name: IDEMPOTENCY_KEY_HEADER, in: 'header' },
      description:
        `One key per submit attempt, 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters. The same key with the same ` +
        'request answers the first answer again (Idempotent-Replayed: true); with another request, 422.',
      example: '5f0c6a8e-2b1d-4c3e-9a7f-1d2e3f4a5b6c',
    }),
});

/** The headers of an answer that may be the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADERS = responseHeaders('Idempotent-Replayed');

/** Documented answers that a replay may also give, each with the Idempotent-Replayed header. */
export function replayable<T extends Record<number, object>>(responses: T) {
  return Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { ...response, headers: REPLAYED_HEADERS }])) as {
    [S in keyof T]: T[S] & { headers: typeof REPLAYED_HEADERS };
  };
}
