import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS, BROWSER_SESSION_COOKIE, SESSION_TTL_MS } from '@shared/accounts/session-rules';
import type { PublicUser } from '@shared/accounts/user-schema';
import { queryClient } from '@/lib/query-client';
import { getProfile } from '../api/get-profile';
import { logout } from '../api/logout';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { useAuthStore } from './auth-store';
import { isBrowserSessionMarked } from './browser-session-cookie';
import { listenToOtherTabs, signedInUserOf } from './other-tabs';
import { clearStoredSession, isStoredSessionOver, readStoredSession, writeStoredSession } from './session-storage';

vi.mock('@/lib/api-client', () => ({ api: {} }));
vi.mock('../api/get-profile', () => ({ getProfile: vi.fn() }));
vi.mock('../api/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const ana: PublicUser = { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Gómez', phone: '', suite_code: 'MD-10007', role: 'regular', is_active: true, created_at: '2026-11-01T12:00:00.000Z' };
const ben: PublicUser = { ...ana, id: 8, email: 'ben@example.com', first_name: 'Ben', suite_code: 'MD-10008' };

const cookieNames = () => document.cookie.split(';').map((pair) => pair.trim().split('=')[0]).filter(Boolean);

/** What the browser forgets on closing: its session cookies and every tab's sessionStorage; localStorage stays. */
function closeBrowser() {
  for (const name of cookieNames()) document.cookie = `${name}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
}

/** A tab opened afresh (a new tab, window or e-mail link): no sessionStorage of its own, the store not yet started. */
function openNewTab() {
  sessionStorage.clear();
  useAuthStore.setState({ user: null, status: 'checking' });
}

/** The storage event the browser fires in this tab when another tab changes `key`. */
function otherTabChanged(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('a session without remember-me', () => {
  beforeEach(() => {
    localStorage.clear();
    closeBrowser();
    useAuthStore.setState({ user: null, status: 'checking' });
    queryClient.clear();
    vi.mocked(getProfile).mockReset();
    vi.mocked(logout).mockClear();
  });

  it('marks the browser session with a cookie that has no expiry, and unmarks it on sign-out', () => {
    writeStoredSession(ana, false);
    expect(isBrowserSessionMarked()).toBe(true);
    expect(document.cookie).toContain(`${BROWSER_SESSION_COOKIE}=1`);
    // Nothing per tab any more: a tab without sessionStorage sees the same session.
    expect(sessionStorage.length).toBe(0);
    clearStoredSession();
    expect(isBrowserSessionMarked()).toBe(false);
    expect(readStoredSession()).toBeNull();
  });

  it('stays signed in in a new tab, without asking the server to sign out', async () => {
    useAuthStore.getState().signIn(ana, false);
    openNewTab();
    vi.mocked(getProfile).mockResolvedValue({ ...ana });

    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState().user).toEqual(ana);
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ user: ana, status: 'authenticated' });
    useAuthStore.getState().recheck();
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(logout).not.toHaveBeenCalled();
  });

  it('is over once the browser has closed: nothing is shown from it on the next start', async () => {
    useAuthStore.getState().signIn(ana, false);
    closeBrowser();
    openNewTab();

    expect(isStoredSessionOver(readStoredSession()!)).toBe(true);
    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState().user).toBeNull();
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(getProfile).not.toHaveBeenCalled();
    expect(readStoredSession()).toBeNull();
  });

  it('still ends at its absolute lifetime while the browser stays open', () => {
    const loginTime = new Date('2026-12-01T08:00:00Z');
    writeStoredSession(ana, false, loginTime);
    const stored = readStoredSession()!;
    expect(isStoredSessionOver(stored, new Date(loginTime.getTime() + SESSION_TTL_MS - 1))).toBe(false);
    expect(isStoredSessionOver(stored, new Date(loginTime.getTime() + SESSION_TTL_MS))).toBe(true);
  });
});

describe('a remembered session', () => {
  beforeEach(() => {
    localStorage.clear();
    closeBrowser();
    useAuthStore.setState({ user: null, status: 'checking' });
  });

  it('outlives the browser closing', () => {
    useAuthStore.getState().signIn(ana, true);
    closeBrowser();
    openNewTab();
    expect(isStoredSessionOver(readStoredSession()!)).toBe(false);
    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState().user).toEqual(ana);
  });
});

describe('what another tab does to the session', () => {
  beforeEach(() => {
    localStorage.clear();
    closeBrowser();
    useAuthStore.setState({ user: null, status: 'checking' });
    queryClient.clear();
    vi.mocked(getProfile).mockReset();
    vi.mocked(logout).mockClear();
  });

  it('is read from the storage event of the stored user only', () => {
    const event = (init: StorageEventInit) => new StorageEvent('storage', { storageArea: localStorage, ...init });
    expect(signedInUserOf(event({ key: AUTH_STORAGE_KEYS.user, newValue: JSON.stringify(ana) }), localStorage)).toEqual(ana);
    expect(signedInUserOf(event({ key: AUTH_STORAGE_KEYS.user, newValue: null }), localStorage)).toBeNull();
    expect(signedInUserOf(event({ key: AUTH_STORAGE_KEYS.user, newValue: '{"id":"not a user"}' }), localStorage)).toBeNull();
    expect(signedInUserOf(event({ key: AUTH_STORAGE_KEYS.loginTime, newValue: 'x' }), localStorage)).toBeUndefined();
    expect(signedInUserOf(event({ key: 'scroll-positions', newValue: '{}' }), localStorage)).toBeUndefined();
    expect(signedInUserOf(event({ key: AUTH_STORAGE_KEYS.user, newValue: null, storageArea: sessionStorage }), localStorage)).toBeUndefined();
    // clear() names no key: what is stored now decides.
    expect(signedInUserOf(event({ key: null }), localStorage)).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(ben));
    expect(signedInUserOf(event({ key: null }), localStorage)).toEqual(ben);
  });

  it('signs this tab out at once, without a request, when another tab signs out', () => {
    useAuthStore.getState().signIn(ana, false);
    const stop = listenToOtherTabs((user) => useAuthStore.getState().followOtherTab(user));
    // The other tab's sign-out clears the shared storage and cookie, and the browser tells this tab.
    clearStoredSession();
    otherTabChanged(AUTH_STORAGE_KEYS.user, null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(logout).not.toHaveBeenCalled();
    expect(getProfile).not.toHaveBeenCalled();
    stop();
  });

  it('signs this tab in when another tab signs in, and keeps the object when it only refreshed the same user', () => {
    useAuthStore.setState({ user: null, status: 'anonymous' });
    const stop = listenToOtherTabs((user) => useAuthStore.getState().followOtherTab(user));
    writeStoredSession(ana, false);
    otherTabChanged(AUTH_STORAGE_KEYS.user, JSON.stringify(ana));
    expect(useAuthStore.getState()).toMatchObject({ user: ana, status: 'authenticated' });

    const held = useAuthStore.getState().user;
    otherTabChanged(AUTH_STORAGE_KEYS.user, JSON.stringify({ ...ana }));
    expect(useAuthStore.getState().user).toBe(held);
    otherTabChanged(AUTH_STORAGE_KEYS.user, JSON.stringify({ ...ana, first_name: 'Anabel' }));
    expect(useAuthStore.getState().user).toMatchObject({ first_name: 'Anabel' });

    otherTabChanged(AUTH_STORAGE_KEYS.user, JSON.stringify(ben));
    expect(useAuthStore.getState().user).toEqual(ben);
    stop();
    otherTabChanged(AUTH_STORAGE_KEYS.user, null);
    expect(useAuthStore.getState().user).toEqual(ben);
  });

  it('is not undone by this tab’s own check answered after another tab signed out', async () => {
    useAuthStore.getState().signIn(ana, false);
    openNewTab();
    let answer: (user: PublicUser) => void = () => undefined;
    vi.mocked(getProfile).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const checking = useAuthStore.getState().bootstrap();
    clearStoredSession();
    useAuthStore.getState().followOtherTab(null);
    answer({ ...ana });
    await checking;
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(readStoredSession()).toBeNull();
  });

  it('is followed by the app from its first render', () => {
    useAuthStore.getState().signIn(ana, false);
    vi.mocked(getProfile).mockResolvedValue({ ...ana });
    const { unmount } = renderHook(() => useSessionBootstrap());
    clearStoredSession();
    otherTabChanged(AUTH_STORAGE_KEYS.user, null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    unmount();
  });
});
