import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { VERIFICATION_TOKEN_TTL_MS } from '../modules/accounts/account-tokens-service';
import { generateToken } from '../modules/accounts/tokens';

/**
 * The browser that registered (or asked for a new link) keeps a secret whose hash is the e-mailed
 * token; opening the link with it signs that browser in (docs/decisions/122). Sent only to the link.
 */
const VERIFY_BROWSER_COOKIE = { name: 'md_verify_browser', path: '/api/users/verify-email' } as const;

/** A new secret for this browser, or none when the request came from another site (it must not plant one). */
export function issueVerifyBrowserKey(c: Context, secure: boolean): string | undefined {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return undefined;
  const key = generateToken();
  setCookie(c, VERIFY_BROWSER_COOKIE.name, key, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: VERIFY_BROWSER_COOKIE.path,
    maxAge: VERIFICATION_TOKEN_TTL_MS / 1000,
  });
  return key;
}

export const presentedVerifyBrowserKey = (c: Context): string | undefined => getCookie(c, VERIFY_BROWSER_COOKIE.name) || undefined;

export const clearVerifyBrowserKey = (c: Context): void => {
  deleteCookie(c, VERIFY_BROWSER_COOKIE.name, { path: VERIFY_BROWSER_COOKIE.path });
};
