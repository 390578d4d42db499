import { hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { HELD_DATA_MAX_AGE_MS } from './query-client';
import { useHeldDataStatus } from './held-data-status';

/** One query's data as kept on the device: a row per resource, so one change rewrites one row. */
export interface HeldQuery {
  hash: string;
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

/** What a user's store holds: the buster it was written under and its rows. */
export interface HeldData {
  buster: string | null;
  rows: HeldQuery[];
}

/** Where held data is kept, one database per owner (a signed-in user's id). */
export interface CacheStore {
  read: (owner: string) => Promise<HeldData>;
  /** Puts and removes rows in one go, stamping the buster. */
  write: (owner: string, change: { buster: string; put: HeldQuery[]; remove: string[] }) => Promise<void>;
  /** Removes one owner's database. */
  delete: (owner: string) => Promise<void>;
  /** Removes every owner's database but `keep`'s. */
  clear: (keep?: string) => Promise<void>;
}

/** Bump when a persisted shape changes: rows written under another buster are discarded on restore. */
export const CACHE_BUSTER = 'miami-drop-2';

/** Changes are gathered and written at most once per interval. */
export const SAVE_INTERVAL_MS = 1000;

// A refetch that failed keeps its data (status 'error'): that data is still what the device holds.
const isHeld = (query: Query) => query.state.data !== undefined && query.meta?.persist !== false;

const toRow = (query: Query): HeldQuery => ({
  hash: query.queryHash,
  queryKey: query.queryKey,
  data: query.state.data,
  dataUpdatedAt: query.state.dataUpdatedAt,
});

/** Restored data comes back stale: it shows until the server answers (or while it cannot), never as fresh. */
function asDehydrated(rows: HeldQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: rows.map((row) => ({
      queryHash: row.hash,
      queryKey: row.queryKey,
      dehydratedAt: row.dataUpdatedAt,
      state: {
        data: row.data,
        dataUpdatedAt: row.dataUpdatedAt,
        dataUpdateCount: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: true,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

/**
 * Restores `owner`'s held data into the client (hydrate never overwrites newer data already fetched) and
 * reports it in the held-data status, then writes each query whose data changed, and removes the rows of
 * queries that left the cache. Storage failures are ignored: a screen then loads from the network as it
 * would without a device copy. Returns the function that stops it; nothing is restored or written after.
 */
export function persistCacheFor(queryClient: QueryClient, store: CacheStore, owner: string, saveIntervalMs = SAVE_INTERVAL_MS): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe = () => {};
  const written = new Map<string, number>();
  const dirty = new Set<string>();
  useHeldDataStatus.getState().restoring(owner);

  const flush = () => {
    timer = null;
    if (stopped || dirty.size === 0) return;
    const put: HeldQuery[] = [];
    const remove: string[] = [];
    for (const hash of dirty) {
      const query = queryClient.getQueryCache().get(hash);
      if (query && isHeld(query)) put.push(toRow(query));
      else if (written.has(hash)) remove.push(hash);
    }
    dirty.clear();
    for (const row of put) written.set(row.hash, row.dataUpdatedAt);
    for (const hash of remove) written.delete(hash);
    if (put.length || remove.length) void store.write(owner, { buster: CACHE_BUSTER, put, remove }).catch(() => undefined);
  };
  const mark = (query: Query, removed: boolean) => {
    if (removed ? !written.has(query.queryHash) : !isHeld(query) || written.get(query.queryHash) === query.state.dataUpdatedAt) return;
    dirty.add(query.queryHash);
    timer ??= setTimeout(flush, saveIntervalMs);
  };

  void store
    .read(owner)
    .catch((): HeldData => ({ buster: null, rows: [] }))
    .then(({ buster, rows }) => {
      if (stopped) return;
      const oldest = Date.now() - HELD_DATA_MAX_AGE_MS;
      const usable = buster === CACHE_BUSTER ? rows.filter((row) => row.dataUpdatedAt >= oldest) : [];
      const unusable = rows.filter((row) => !usable.includes(row)).map((row) => row.hash);
      if (unusable.length) void store.write(owner, { buster: CACHE_BUSTER, put: [], remove: unusable }).catch(() => undefined);
      try {
        hydrate(queryClient, asDehydrated(usable));
        for (const row of usable) written.set(row.hash, row.dataUpdatedAt);
      } catch {
        void store.delete(owner).catch(() => undefined);
      }
      useHeldDataStatus.getState().restored(owner);
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'updated') mark(event.query, false);
        else if (event.type === 'removed') mark(event.query, true);
      });
      // Data fetched while the rows were read.
      for (const query of queryClient.getQueryCache().getAll()) mark(query, false);
    });

  // Leaving the page (or the app going to the background) writes what is pending at once.
  const flushNow = () => {
    if (timer) clearTimeout(timer);
    flush();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (inBrowser) {
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', onHidden);
  }

  return () => {
    stopped = true;
    if (inBrowser) {
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', onHidden);
    }
    unsubscribe();
    if (timer) clearTimeout(timer);
    timer = null;
    useHeldDataStatus.getState().forget(owner);
  };
}
