import { LoginRequestSchema } from '../../../../shared/accounts/login-schema';
import { LoginResponseSchema } from '../../../../shared/accounts/user-schema';
import type { AppDeps } from '../../../app-deps';
import { presentedToken } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import { presentedDeviceToken, setDeviceCookie } from '../../../http/device-cookie';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, OkSchema } from '../../../http/openapi/responses';
import { clearSessionCookie, setSessionCookie } from '../../../http/session-cookie';
import { logIn } from '../login-service';
import { revokeSession } from '../sessions-service';
import { toPublicUser } from '../../accounts/users-service';

const tags = ['Sessions'];

const login = defineRoute('public', {
  method: 'post', path: '/login', tags, summary: 'Sign in: a bearer token and the HttpOnly session cookie',
  description:
    "403 with code ACCOUNT_NOT_ACTIVATED is 'Account not activated. Please verify your email first.'. 429 with retry_after_minutes " +
    'and Retry-After: after 3 failures for an account from one address each try waits a little longer, after 5 the pair is closed ' +
    'for 15 minutes; many failures from one address, or at one account from many, refuse only browsers that are not a known ' +
    'device of the account (the HttpOnly md_device cookie a successful login sets, sent only to this path) at addresses it has ' +
    'not signed in from in the last 90 days (docs/decisions/113).',
  request: { body: jsonBody(LoginRequestSchema) },
  responses: { 200: json(LoginResponseSchema, 'Signed in'), ...errors(401, 403, 429) },
});

const logout = defineRoute('public', {
  method: 'post', path: '/logout', tags, summary: 'Sign out: the presented session is revoked and the cookie cleared',
  description: 'Answers 200 whether or not a session was presented.',
  responses: { 200: json(OkSchema, 'Signed out') },
});

/** POST /api/login and POST /api/logout. */
export function sessionsRoutes(deps: AppDeps) {
  const secureCookies = deps.config.appUrl.startsWith('https://');

  return createRouter()
    .openapi(login, async (c) => {
      const input = c.req.valid('json');
      const meta = {
        ipAddress: clientIp(c, deps.config.trustProxy),
        userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
        deviceToken: presentedDeviceToken(c),
      };
      const session = await logIn(deps, input, meta);
      setSessionCookie(c, session.token, session.expiresAt, input.remember_me, secureCookies);
      if (session.deviceToken) setDeviceCookie(c, session.deviceToken, secureCookies);
      return c.json({ token: session.token, user: toPublicUser(session.user), expires_at: session.expiresAt.toISOString() }, 200);
    })
    .openapi(logout, async (c) => {
      const token = presentedToken(c);
      if (token) await revokeSession(deps.db, token, deps.now());
      clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    });
}
