import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import { DAY_MS } from '@shared/time/durations';
import { memoryCacheStore } from './memory-cache-store';
import { createQueryClient } from './query-client';
import { CACHE_BUSTER, persistCacheFor, SAVE_INTERVAL_MS } from './query-persistence';

const savedKeys = (store: ReturnType<typeof memoryCacheStore>, owner: string) => store.rows.get(owner)?.clientState.queries.map((query) => query.queryKey);

describe('persistCacheFor', () => {
  afterEach(() => vi.useRealTimers());

  it('saves only successful queries that may be persisted, at most once per interval', async () => {
    vi.useFakeTimers();
    const store = memoryCacheStore();
    const put = vi.spyOn(store, 'put');
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7');
    await vi.advanceTimersByTimeAsync(0);

    await queryClient.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'plus' });
    await queryClient.fetchQuery({ queryKey: ['payments', 'client-token'], queryFn: async () => 'secret', meta: { persist: false } });
    await queryClient.fetchQuery({ queryKey: ['payment-methods'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);

    expect(put).toHaveBeenCalledTimes(1);
    expect(savedKeys(store, '7')).toEqual([['subscription', 7]]);
    stop();
  });

  it('restores the saved cache without overwriting data fetched since', async () => {
    const store = memoryCacheStore();
    const first = createQueryClient();
    const stopFirst = persistCacheFor(first, store, '7', 0);
    await first.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'saved' });
    await first.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'saved' });
    await vi.waitFor(() => expect(savedKeys(store, '7')).toHaveLength(2));
    stopFirst();

    const next = createQueryClient();
    await next.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'fresh' });
    const stopNext = persistCacheFor(next, store, '7', 0);
    await vi.waitFor(() => expect(next.getQueryData(['subscription', 7])).toBe('saved'));
    expect(next.getQueryData(['profile'])).toBe('fresh');
    // Restored data is shown, never taken as fresh: the first read after a page load asks the server.
    const answer = await next.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'from server', staleTime: 5000 });
    expect(answer).toBe('from server');
    stopNext();
  });

  it.each([
    ['saved under another buster', { buster: 'old-shape' }],
    ['older than the maximum age', { timestamp: Date.now() - DAY_MS - 1 }],
  ])('discards a cache %s', async (_case, change) => {
    const store = memoryCacheStore();
    await store.put('7', { timestamp: Date.now(), buster: CACHE_BUSTER, clientState: { queries: [], mutations: [] }, ...change });
    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, store, '7', 0);
    await vi.waitFor(() => expect(store.rows.has('7')).toBe(false));
    stop();
  });

  it('neither restores nor saves once stopped', async () => {
    const store = memoryCacheStore();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const source = createQueryClient();
    await source.fetchQuery({ queryKey: ['subscription', 7], queryFn: async () => 'saved' });
    await store.put('7', { timestamp: Date.now(), buster: CACHE_BUSTER, clientState: dehydrate(source) });
    const slowStore = { ...store, get: async (owner: string) => gate.then(() => store.get(owner)) };

    const queryClient = createQueryClient();
    const stop = persistCacheFor(queryClient, slowStore, '7', 0);
    stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(queryClient.getQueryData(['subscription', 7])).toBeUndefined();
    await queryClient.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'later' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(savedKeys(store, '7')).toEqual([['subscription', 7]]);
  });
});
