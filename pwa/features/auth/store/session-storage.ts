import { AUTH_STORAGE_KEYS, isSessionExpired } from '@shared/accounts/session-rules';
import { isPublicUser } from '@shared/accounts/public-user-guard';
import type { PublicUser } from '@shared/accounts/user-schema';

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

export function writeStoredSession(user: PublicUser, rememberMe: boolean, loginTime = new Date()) {
  safely(() => {
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(AUTH_STORAGE_KEYS.rememberMe, String(rememberMe));
    localStorage.setItem(AUTH_STORAGE_KEYS.loginTime, loginTime.toISOString());
    sessionStorage.setItem(AUTH_STORAGE_KEYS.tabSessionActive, 'true');
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
    sessionStorage.removeItem(AUTH_STORAGE_KEYS.tabSessionActive);
  }, undefined);
}

const isTabSessionActive = () => safely(() => sessionStorage.getItem(AUTH_STORAGE_KEYS.tabSessionActive) === 'true', false);

/** Part 1 section 4: an expired session, or a non-remembered one in a tab without the flag, is over. */
export function isStoredSessionOver(session: StoredSession, now = new Date()): boolean {
  if (isSessionExpired(session.loginTime, session.rememberMe, now)) return true;
  return !session.rememberMe && !isTabSessionActive();
}
