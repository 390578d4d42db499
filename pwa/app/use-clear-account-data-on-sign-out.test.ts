import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/accounts/user-schema';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { memoryCacheStore } from '@/lib/memory-cache-store';
import { createQueryClient } from '@/lib/query-client';
import { clearAccountDataOnSignOut } from './use-clear-account-data-on-sign-out';

// The stores' API modules pull in the browser-only i18n setup; these tests never call the network.
vi.mock('@/lib/api-client', () => ({ api: {} }));

const ana = { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Gómez', phone: '', role: 'regular', is_active: true, created_at: '' } as PublicUser;
const ben: PublicUser = { ...ana, id: 8, email: 'ben@example.com', first_name: 'Ben' };

function setUp() {
  const queryClient = createQueryClient();
  const store = memoryCacheStore();
  const stop = clearAccountDataOnSignOut({ queryClient, store, saveIntervalMs: 0 });
  return { queryClient, store, stop };
}

const fetchSubscription = (queryClient: ReturnType<typeof createQueryClient>, userId: number) =>
  queryClient.fetchQuery({ queryKey: ['subscription', userId], queryFn: async () => `plan of ${userId}` });

describe('clearAccountDataOnSignOut', () => {
  beforeEach(() => useAuthStore.setState({ user: null, status: 'checking' }));

  it('empties the query cache and the persisted cache when the user signs out', async () => {
    const { queryClient, store, stop } = setUp();
    useAuthStore.setState({ user: ana, status: 'authenticated' });
    await fetchSubscription(queryClient, 7);
    await vi.waitFor(() => expect(store.owners.get('7')?.rows).toHaveLength(1));

    useAuthStore.setState({ user: null, status: 'anonymous' });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await vi.waitFor(() => expect(store.owners.size).toBe(0));
    // Nothing is saved for anyone while signed out.
    await fetchSubscription(queryClient, 7);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(store.owners.size).toBe(0);
    stop();
  });

  it('leaves the data alone while the same user stays signed in', async () => {
    const { queryClient, stop } = setUp();
    useAuthStore.setState({ user: ana, status: 'authenticated' });
    await fetchSubscription(queryClient, 7);
    useAuthStore.setState({ user: { ...ana, first_name: 'Anita' } });
    expect(queryClient.getQueryData(['subscription', 7])).toBe('plan of 7');
    stop();
  });

  it("restores a user's persisted cache on their next visit, and never for someone else", async () => {
    const first = setUp();
    useAuthStore.setState({ user: ana, status: 'authenticated' });
    await fetchSubscription(first.queryClient, 7);
    await vi.waitFor(() => expect(first.store.owners.has('7')).toBe(true));
    first.stop();

    // A new page load: the stored session names Ana before the server confirms her.
    const queryClient = createQueryClient();
    const stop = clearAccountDataOnSignOut({ queryClient, store: first.store, saveIntervalMs: 0 });
    await vi.waitFor(() => expect(queryClient.getQueryData(['subscription', 7])).toBe('plan of 7'));
    stop();

    const other = createQueryClient();
    useAuthStore.setState({ user: ben });
    const stopOther = clearAccountDataOnSignOut({ queryClient: other, store: first.store, saveIntervalMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(other.getQueryData(['subscription', 7])).toBeUndefined();
    stopOther();
  });

  it("drops the first user's held data when another user signs in, and holds the second user's apart", async () => {
    const { queryClient, store, stop } = setUp();
    useAuthStore.setState({ user: ana, status: 'authenticated' });
    await fetchSubscription(queryClient, 7);
    await vi.waitFor(() => expect(store.owners.has('7')).toBe(true));

    useAuthStore.setState({ user: ben, status: 'authenticated' });
    expect(queryClient.getQueryData(['subscription', 7])).toBeUndefined();
    await fetchSubscription(queryClient, 8);
    await vi.waitFor(() => expect([...store.owners.keys()]).toEqual(['8']));
    stop();
  });

  it('empties this tab’s caches too when another tab signs out, so the next person sees none of it', async () => {
    const { queryClient, store, stop } = setUp();
    useAuthStore.setState({ user: ana, status: 'authenticated' });
    await fetchSubscription(queryClient, 7);
    await vi.waitFor(() => expect(store.owners.has('7')).toBe(true));

    useAuthStore.getState().followOtherTab(null);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await vi.waitFor(() => expect(store.owners.size).toBe(0));
    stop();
  });

  it('drops the persisted cache of a session found over on load', async () => {
    const store = memoryCacheStore();
    await store.write('7', { buster: 'x', put: [], remove: [] });
    useAuthStore.setState({ user: null, status: 'anonymous' });
    const stop = clearAccountDataOnSignOut({ queryClient: createQueryClient(), store });
    await vi.waitFor(() => expect(store.owners.size).toBe(0));
    stop();
  });
});
