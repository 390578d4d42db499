import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps } from '../app-deps';
import { runAsRequest } from '../logging/request-context';
import type { AppEnv } from './app-env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client sent is kept when it is short and plain; anything else could forge or flood the logs. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Every request, first in and last out: its id (X-Request-Id, kept or made, and answered), one log line when it is
 * answered (method, route pattern, status, duration) and its time in the duration histogram. Whatever is logged while
 * it is handled carries the id (api/logging/request-context.ts).
 */
export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', reqId);
    await runAsRequest(reqId, next);
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    const seconds = (performance.now() - started) / 1000;
    // The pattern of the handler that answered (a middleware that refused, the catch-all of unknown paths), never the
    // path itself: one series per route, whatever ids the paths carry.
    const route = routePath(c) || '*';
    const { method } = c.req;
    const status = c.res.status;
    deps.metrics.httpDuration.observe({ method, route, status: String(status) }, seconds);
    deps.logger[status >= 500 ? 'error' : 'info']({ reqId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }, 'request');
  };
}
