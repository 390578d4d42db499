import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEYS,
  isSessionExpired,
  REMEMBER_ME_SESSION_TTL_MS,
  SESSION_TTL_MS,
  sessionExpiresAt,
  sessionTtlMs,
  SUBSCRIPTION_REFRESH_THROTTLE_MS,
} from './session-rules';

const HOUR_MS = 60 * 60 * 1000;
const login = new Date('2025-03-01T10:00:00Z');

describe('session expiry', () => {
  it('lasts 12 hours, or 30 days with remember me', () => {
    expect(SESSION_TTL_MS).toBe(12 * HOUR_MS);
    expect(REMEMBER_ME_SESSION_TTL_MS).toBe(30 * 24 * HOUR_MS);
    expect(sessionTtlMs(false)).toBe(SESSION_TTL_MS);
    expect(sessionTtlMs(true)).toBe(REMEMBER_ME_SESSION_TTL_MS);
    expect(sessionExpiresAt(login, false).toISOString()).toBe('2025-03-01T22:00:00.000Z');
  });

  it('expires exactly at the end of the lifetime', () => {
    const end = sessionExpiresAt(login, false).getTime();
    expect(isSessionExpired(login, false, new Date(end - 1))).toBe(false);
    expect(isSessionExpired(login, false, new Date(end))).toBe(true);
    expect(isSessionExpired(login, true, new Date(end))).toBe(false);
  });

  it('treats an unreadable login time as expired', () => {
    expect(isSessionExpired(new Date('garbage'), true, login)).toBe(true);
  });

  it('throttles the subscription refresh to once per 5 seconds', () => {
    expect(SUBSCRIPTION_REFRESH_THROTTLE_MS).toBe(5000);
  });

  it('uses the spec storage key names', () => {
    expect(AUTH_STORAGE_KEYS).toMatchObject({ user: 'auth_user', rememberMe: 'auth_remember_me', loginTime: 'auth_login_time' });
  });
});
