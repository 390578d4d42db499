import { Hono } from 'hono';
import { LoginRequestSchema } from '../../../shared/accounts/login-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { presentedToken } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { parseBody } from '../../http/parse-body';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { logIn } from '../../services/login-service';
import { revokeSession } from '../../services/sessions-service';
import { toPublicUser } from '../../services/users-service';

/** POST /api/login and POST /api/logout. */
export function sessionsRoutes(deps: AppDeps) {
  const secureCookies = deps.config.appUrl.startsWith('https://');

  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = await parseBody(c, LoginRequestSchema);
      const meta = { ipAddress: clientIp(c, deps.config.trustProxy), userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null };
      const session = await logIn(deps, input, meta);
      setSessionCookie(c, session.token, session.expiresAt, input.remember_me, secureCookies);
      return c.json({ token: session.token, user: toPublicUser(session.user), expires_at: session.expiresAt.toISOString() }, 200);
    })
    .post('/logout', (c) => {
      const token = presentedToken(c);
      if (token) revokeSession(deps.db, token, deps.now());
      clearSessionCookie(c);
      return c.json({ ok: true }, 200);
    });
}
