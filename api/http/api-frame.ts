import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { runAppFlow } from '../db/async-transaction';
import { findSession } from '../modules/sessions/sessions-service';
import type { AppEnv } from './app-env';
import { presentedToken } from './auth';
import { compressJsonAnswer } from './compress-json';
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, securityHeadersConfig, setHeaders } from './security-headers';

function finishHeaders(c: Context, securityHeaders: Parameters<typeof setHeaders>[1]): void {
  // Set on the answer itself: c.header() after the handler would copy the whole Response once more.
  const headers = c.res.headers;
  setHeaders(headers, securityHeaders);
  headers.delete('X-Powered-By');
  // A page the API serves (the reference at /api/docs) brings its own policy.
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
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
  const securityHeaders = baseSecurityHeaders(securityHeadersConfig(deps.config.appUrl, 'off'), 'no-referrer');
  // A request is a flow of the app: its writes go through writeTransaction (decision 148).
  return (c, next) => runAppFlow('a request', () => frame(c, next));
  async function frame(c: Context<AppEnv>, next: () => Promise<void>) {
    const token = presentedToken(c);
    const found = token ? await findSession(deps.db, token, deps.now()) : undefined;
    c.set('auth', found && token ? { ...found, token } : null);
    await next();
    finishHeaders(c, securityHeaders);
    // Checked here so an answer to a caller that accepts no coding skips one more async step.
    if (c.req.raw.headers.has('Accept-Encoding')) await compressJsonAnswer(c);
  }
}
