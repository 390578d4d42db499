import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE_NAME } from '../../shared/accounts/session-rules';

/** HttpOnly so scripts never see the token; a session cookie unless the user asked to be remembered. */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, rememberMe: boolean, secure: boolean): void {
  setCookie(c, SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(rememberMe ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE_NAME, { path: '/' });
}
