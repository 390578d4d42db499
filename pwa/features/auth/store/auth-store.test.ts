import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS } from '@shared/accounts/session-rules';
import type { PublicUser } from '@shared/accounts/user-schema';
import { queryClient } from '@/lib/query-client';
import { getProfile } from '../api/get-profile';
import { useAuthStore } from './auth-store';

vi.mock('@/lib/api-client', () => ({ api: {} }));
vi.mock('../api/get-profile', () => ({ getProfile: vi.fn() }));

const ana: PublicUser = { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Gómez', phone: '', suite_code: 'MD-10007', role: 'regular', is_active: true, created_at: '2026-11-01T12:00:00.000Z' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function storeSession(user: PublicUser, loginTime = new Date()) {
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(AUTH_STORAGE_KEYS.rememberMe, 'true');
  localStorage.setItem(AUTH_STORAGE_KEYS.loginTime, loginTime.toISOString());
}

describe('the stored session', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    useAuthStore.setState({ user: null, status: 'checking' });
    queryClient.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is taken up before the first render, still to be confirmed by the server', () => {
    storeSession(ana);
    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState()).toMatchObject({ user: ana, status: 'checking' });
  });

  it('is not taken up when there is none or it is over', () => {
    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState().user).toBeNull();
    storeSession(ana, new Date('2020-01-01T00:00:00Z'));
    useAuthStore.getState().restoreStoredSession();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps the object the screens render when the server confirms the same account', async () => {
    storeSession(ana);
    useAuthStore.getState().restoreStoredSession();
    const held = useAuthStore.getState().user;
    vi.mocked(getProfile).mockResolvedValue({ ...ana });
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(useAuthStore.getState().user).toBe(held);
  });

  it('takes the server’s account when it differs from the stored one', async () => {
    storeSession(ana);
    useAuthStore.getState().restoreStoredSession();
    vi.mocked(getProfile).mockResolvedValue({ ...ana, first_name: 'Anabel' });
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().user).toMatchObject({ first_name: 'Anabel' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.user)!)).toMatchObject({ first_name: 'Anabel' });
  });
});
