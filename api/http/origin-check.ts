import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { SESSION_COOKIE_NAME } from '../../shared/accounts/session-rules';
import { CROSS_SITE_MESSAGE } from '../../shared/security/security-messages';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import type { ProxyTrust } from './client-ip';
import { originOf, requestOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write that another site's page makes a browser send with our session cookie (docs/decisions/114): Hono's
 * csrf check on every unsafe method that the cookie authenticates, allowing APP_URL's origin, the origin the request
 * was sent to (scheme, host and port: our proxy's X-Forwarded-Proto when TRUST_PROXY says it is ours), or
 * Sec-Fetch-Site same-origin. Bodiless writes (logout, default card, DELETE) need no preflight, so
 * they are what this closes. Not checked, as another site cannot use them: requests without the cookie (nothing to
 * borrow), Bearer requests (the header needs a preflight we never grant) and the providers' webhooks.
 */
export function originCheck(appUrl: string, trustProxy: ProxyTrust): MiddlewareHandler<AppEnv> {
  const appOrigin = new URL(appUrl).origin;
  const allowed = (origin: string, c: Context) => {
    const named = originOf(origin);
    return named !== undefined && (named === appOrigin || named === requestOrigin(c, trustProxy));
  };
  const check = csrf({ origin: allowed, secFetchSite: 'same-origin' });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !cookieAuthenticated(c) || c.req.path.startsWith('/api/webhooks/')) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    // Whatever the body: a browser that names another site is refused even where Hono's check looks only at forms.
    if (site === 'cross-site' || (origin !== undefined && site !== 'same-origin' && !allowed(origin, c))) {
      throw new ApiError(403, CROSS_SITE_MESSAGE);
    }
    try {
      await check(c, async () => undefined);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) throw new ApiError(403, CROSS_SITE_MESSAGE);
      throw error;
    }
    return next();
  };
}

/** The session cookie is what would authenticate it: a browser adds it on its own, so another site could use it. */
function cookieAuthenticated(c: Context): boolean {
  if (c.req.header('authorization')?.toLowerCase().startsWith('bearer ')) return false;
  return Boolean(getCookie(c, SESSION_COOKIE_NAME));
}
