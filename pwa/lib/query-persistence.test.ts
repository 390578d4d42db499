import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeldDataRestored, useHeldDataStatus } from './held-data-status';
import { memoryCacheStore } from './memory-cache-store';
import { createQueryClient, HELD_DATA_MAX_AGE_MS } from './query-client';
import { CACHE_BUSTER, persistCacheFor, SAVE_INTERVAL_MS, type HeldQuery } from './query-persistence';

const heldKeys = (store: ReturnType<typeof memoryCacheStore>, owner: string) => store.owners.get(owner)?.rows.map((row) => row.queryKey);
const row = (queryKey: unknown[], data: unknown, dataUpdatedAt = Date.now()): HeldQuery => ({ hash: JSON.stringify(queryKey), queryKey, data, dataUpdatedAt });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('persistCacheFor', () => {
  afterEach(() => vi.useRealTimers());

  it('writes only the queries whose data changed, at most once per interval, never one marked persist: false', async () => {
    vi.useFakeTimers();
    const store = memoryCacheStore();
    const write = vi.spyOn(store, 'write');
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7');
    await vi.advanceTimersByTimeAsync(0);

    await queryClient.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'plus' });
    await queryClient.fetchQuery({ queryKey: ['payments', 'client-token'], queryFn: async () => 'secret', meta: { persist: false } });
    await queryClient.fetchQuery({ queryKey: ['payment-methods'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    expect(write).toHaveBeenCalledTimes(1);
    expect(heldKeys(store, '7')).toEqual([['subscription', 7]]);

    // One resource changes: only its row is written.
    await queryClient.fetchQuery({ queryKey: ['packages'], queryFn: async () => ['a', 'b'] });
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[1]![1].put.map((held) => held.queryKey)).toEqual([['packages']]);
    stop();
  });

  it('keeps the data of a refetch that failed (the device still holds it) and does not rewrite it', async () => {
    const store = memoryCacheStore();
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7', 0);
    await vi.waitFor(() => expect(isHeldDataRestored(useHeldDataStatus.getState(), '7')).toBe(true));
    await queryClient.fetchQuery({ queryKey: ['packages'], queryFn: async () => ['a'] });
    await vi.waitFor(() => expect(heldKeys(store, '7')).toEqual([['packages']]));
    const write = vi.spyOn(store, 'write');
    await queryClient.fetchQuery({ queryKey: ['packages'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined);
    expect(queryClient.getQueryState(['packages'])?.status).toBe('error');
    await tick();
    expect(write).not.toHaveBeenCalled();
    expect(store.owners.get('7')?.rows[0]?.data).toEqual(['a']);
    stop();
  });

  it('removes the row of a query removed from the cache (a deleted package)', async () => {
    const store = memoryCacheStore();
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7', 0);
    await queryClient.fetchQuery({ queryKey: ['packages', 4], queryFn: async () => 'box' });
    await vi.waitFor(() => expect(heldKeys(store, '7')).toEqual([['packages', 4]]));
    queryClient.removeQueries({ queryKey: ['packages', 4] });
    await vi.waitFor(() => expect(heldKeys(store, '7')).toEqual([]));
    stop();
  });

  it('restores held data as stale, reports the restore, and never overwrites data fetched since', async () => {
    const store = memoryCacheStore();
    await store.write('7', { buster: CACHE_BUSTER, put: [row(['subscription', 7], 'held'), row(['profile'], 'held', 1)], remove: [] });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'fresh' });
    const stop = persistCacheFor(queryClient, store, '7', 0);
    expect(isHeldDataRestored(useHeldDataStatus.getState(), '7')).toBe(false);
    await vi.waitFor(() => expect(isHeldDataRestored(useHeldDataStatus.getState(), '7')).toBe(true));
    expect(queryClient.getQueryData(['subscription', 7])).toBe('held');
    expect(queryClient.getQueryData(['profile'])).toBe('fresh');
    // Restored data is shown, never taken as fresh: the first read after a page load asks the server.
    const answer = await queryClient.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'from server', staleTime: 5000 });
    expect(answer).toBe('from server');
    stop();
    expect(useHeldDataStatus.getState().owner).toBeNull();
  });

  it('restores held data over a read that failed before the restore finished', async () => {
    const store = memoryCacheStore();
    await store.write('7', { buster: CACHE_BUSTER, put: [row(['subscription', 7], 'held')], remove: [] });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['subscription', 7], queryFn: () => Promise.reject(new TypeError('Failed to fetch')) }).catch(() => undefined);
    const stop = persistCacheFor(queryClient, store, '7', 0);
    await vi.waitFor(() => expect(queryClient.getQueryData(['subscription', 7])).toBe('held'));
    expect(queryClient.getQueryState(['subscription', 7])?.status).toBe('success');
    stop();
  });

  it.each([
    ['written under another buster', 'old-shape', Date.now()],
    ['older than the maximum age', CACHE_BUSTER, Date.now() - HELD_DATA_MAX_AGE_MS - 1],
  ])('discards rows %s', async (_case, buster, dataUpdatedAt) => {
    const store = memoryCacheStore();
    await store.write('7', { buster, put: [row(['subscription', 7], 'held', dataUpdatedAt)], remove: [] });
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7', 0);
    await vi.waitFor(() => expect(heldKeys(store, '7')).toEqual([]));
    expect(queryClient.getQueryData(['subscription', 7])).toBeUndefined();
    stop();
  });

  it('neither restores nor writes once stopped', async () => {
    const store = memoryCacheStore();
    await store.write('7', { buster: CACHE_BUSTER, put: [row(['subscription', 7], 'held')], remove: [] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowStore = { ...store, read: async (owner: string) => gate.then(() => store.read(owner)) };

    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, slowStore, '7', 0);
    stop();
    release();
    await tick();

    expect(queryClient.getQueryData(['subscription', 7])).toBeUndefined();
    await queryClient.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'later' });
    await tick();
    expect(heldKeys(store, '7')).toEqual([['subscription', 7]]);
  });
});
