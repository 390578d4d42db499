import type { CacheStore, PersistedClient } from './query-persistence';

/** A CacheStore in memory, for tests: what IndexedDB would hold, cloned the way IndexedDB clones it. */
export function memoryCacheStore(): CacheStore & { rows: Map<string, PersistedClient> } {
  const rows = new Map<string, PersistedClient>();
  return {
    rows,
    get: async (owner) => (rows.has(owner) ? structuredClone(rows.get(owner)) : undefined),
    put: async (owner, client) => {
      rows.set(owner, structuredClone(client));
    },
    delete: async (owner) => {
      rows.delete(owner);
    },
    clear: async () => rows.clear(),
  };
}
