import { AUTH_STORAGE_KEYS, isSessionExpired } from '@shared/accounts/session-rules';
import { isPublicUser } from '@shared/accounts/public-user-guard';
import type { PublicUser } from '@shared/accounts/user-schema';
import { isBrowserSessionMarked, markBrowserSession, unmarkBrowserSession } from './browser-session-cookie';

export interface StoredSession {
  user: PublicUser;
  rememberMe: boolean;
  loginTime: Date;
}

// Storage can throw (private mode, quota); a session that cannot be read is no session.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStoredSession(): StoredSession | null {
  return safely(() => {
    const rawUser = localStorage.getItem(AUTH_STORAGE_KEYS.user);
    const rawTime = localStorage.getItem(AUTH_STORAGE_KEYS.loginTime);
    if (!rawUser || !rawTime) return null;
    const user: unknown = JSON.parse(rawUser);
    if (!isPublicUser(user)) return null;
    const rememberMe = localStorage.getItem(AUTH_STORAGE_KEYS.rememberMe) === 'true';
    return { user, rememberMe, loginTime: new Date(rawTime) };
  }, null);
}

// The user is written last and removed first: other tabs follow its storage event (other-tabs.ts), and find the rest in place.
export function writeStoredSession(user: PublicUser, rememberMe: boolean, loginTime = new Date()) {
  safely(() => markBrowserSession(), undefined);
  safely(() => {
    localStorage.setItem(AUTH_STORAGE_KEYS.rememberMe, String(rememberMe));
    localStorage.setItem(AUTH_STORAGE_KEYS.loginTime, loginTime.toISOString());
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  }, undefined);
}

export function updateStoredUser(user: PublicUser) {
  safely(() => localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user)), undefined);
}

export function clearStoredSession() {
  safely(() => {
    localStorage.removeItem(AUTH_STORAGE_KEYS.user);
    localStorage.removeItem(AUTH_STORAGE_KEYS.rememberMe);
    localStorage.removeItem(AUTH_STORAGE_KEYS.loginTime);
  }, undefined);
  safely(() => unmarkBrowserSession(), undefined);
}

/**
 * Part 1 section 4, with issue 33's flag: an expired session is over, and so is one without remember-me once the
 * browser has closed since it began (its session-active cookie is gone). Another tab or window never ends it.
 */
export function isStoredSessionOver(session: StoredSession, now = new Date()): boolean {
  if (isSessionExpired(session.loginTime, session.rememberMe, now)) return true;
  return !session.rememberMe && !safely(() => isBrowserSessionMarked(), false);
}
