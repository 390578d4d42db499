import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { findSession } from '../services/sessions-service';
import type { AppEnv } from './app-env';
import { presentedToken } from './auth';
import { compressJsonAnswer } from './compress-json';

/** Hono's secureHeaders() defaults, set on every API answer (a handler's own value is overwritten, as secureHeaders does). */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

function finishHeaders(c: Context): void {
  // Set on the answer itself: c.header() after the handler would copy the whole Response once more.
  const headers = c.res.headers;
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.delete('X-Powered-By');
  // Answers are never cached unless the handler says otherwise (a photo may stay in its viewer's browser).
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

/**
 * Everything every API request needs, in one middleware (decision 103): the caller read once from its Bearer token or
 * session cookie, then, on the answer, the security headers, the no-store default and compression of a large JSON body.
 * One async frame instead of four keeps a cheap request close to a bare route. The body limit is separate, on the
 * methods that carry a body only.
 */
export function apiFrame(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = presentedToken(c);
    const found = token ? findSession(deps.db, token, deps.now()) : undefined;
    c.set('auth', found && token ? { ...found, token } : null);
    await next();
    finishHeaders(c);
    // Checked here so an answer to a caller that accepts no coding skips one more async step.
    if (c.req.raw.headers.has('Accept-Encoding')) await compressJsonAnswer(c);
  };
}
