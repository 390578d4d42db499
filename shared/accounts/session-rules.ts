import { HOUR_MS } from '../time/durations';

/** Absolute session lifetimes; the server enforces them, the browser mirrors them to clear stale state. */
export const SESSION_TTL_MS = 12 * HOUR_MS;
export const REMEMBER_ME_SESSION_TTL_MS = 30 * 24 * HOUR_MS;

export const sessionTtlMs = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SESSION_TTL_MS : SESSION_TTL_MS);

export const sessionExpiresAt = (loginTime: Date, rememberMe: boolean) => new Date(loginTime.getTime() + sessionTtlMs(rememberMe));

export const isSessionExpired = (loginTime: Date, rememberMe: boolean, now: Date) =>
  Number.isNaN(loginTime.getTime()) || now.getTime() >= sessionExpiresAt(loginTime, rememberMe).getTime();

/** Part 1 section 4: the subscription is refetched at most once per 5 seconds unless forced. */
export const SUBSCRIPTION_REFRESH_THROTTLE_MS = 5000;

/** Browser storage keys of part 1 section 3 (the token itself lives in an HttpOnly cookie). */
export const AUTH_STORAGE_KEYS = {
  user: 'auth_user',
  rememberMe: 'auth_remember_me',
  loginTime: 'auth_login_time',
} as const;

/**
 * The spec's session-active flag, kept in a cookie the app sets without an expiry rather than per tab (issue 33):
 * every tab and window of the browser sees it, and the browser drops it on closing, with the session cookie.
 */
export const BROWSER_SESSION_COOKIE = 'auth_session_active';

export const SESSION_COOKIE_NAME = 'md_session';
