import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CACHE_MAX_AGE_MS } from './query-client';

/** A saved cache: when it was saved, under which buster, and the dehydrated queries. */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

/** Where saved caches are kept, one per owner (a signed-in user's id). */
export interface CacheStore {
  get: (owner: string) => Promise<PersistedClient | undefined>;
  put: (owner: string, client: PersistedClient) => Promise<void>;
  delete: (owner: string) => Promise<void>;
  /** Removes every owner's cache. */
  clear: () => Promise<void>;
}

/** Bump when a persisted shape changes: caches saved under another buster are discarded on restore. */
export const CACHE_BUSTER = 'miami-drop-1';

/** Every cache change asks for a save; at most one write per interval reaches the store. */
export const SAVE_INTERVAL_MS = 1000;

const snapshot = (queryClient: QueryClient): PersistedClient => ({
  timestamp: Date.now(),
  buster: CACHE_BUSTER,
  clientState: dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    // Paused writes are saved once they can be resumed (the offline outbox).
    shouldDehydrateMutation: () => false,
  }),
});

const isUsable = (saved: PersistedClient | undefined): saved is PersistedClient =>
  !!saved && saved.buster === CACHE_BUSTER && Date.now() - saved.timestamp <= CACHE_MAX_AGE_MS;

/** A page load asks the server again: restored data shows until it answers (or while offline), never as fresh. */
const asStale = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
});

/**
 * Restores `owner`'s saved cache into the client as stale data (hydrate never overwrites newer data
 * already fetched), then saves successful queries as they change. Storage failures are ignored: the cache
 * is an optimisation. Returns the function that stops it; nothing is restored or saved after that.
 */
export function persistCacheFor(queryClient: QueryClient, store: CacheStore, owner: string, saveIntervalMs = SAVE_INTERVAL_MS): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe = () => {};

  const save = () => {
    timer = null;
    if (!stopped) void store.put(owner, snapshot(queryClient)).catch(() => undefined);
  };
  const discard = () => void store.delete(owner).catch(() => undefined);

  void store
    .get(owner)
    .catch(() => undefined)
    .then((saved) => {
      if (stopped) return;
      if (isUsable(saved)) {
        try {
          hydrate(queryClient, asStale(saved.clientState));
        } catch {
          discard();
        }
      } else if (saved) discard();
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') timer ??= setTimeout(save, saveIntervalMs);
      });
    });

  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
