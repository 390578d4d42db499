import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the client should see as `{ error, ...extra }` with a 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(error);
  }
}
