import type { CacheStore, HeldData } from './query-persistence';

/** A CacheStore in memory, for tests: what IndexedDB would hold, cloned the way IndexedDB clones it. */
export function memoryCacheStore(): CacheStore & { owners: Map<string, HeldData> } {
  const owners = new Map<string, HeldData>();
  return {
    owners,
    read: async (owner) => structuredClone(owners.get(owner) ?? { buster: null, rows: [] }),
    write: async (owner, { buster, put, remove }) => {
      const held = owners.get(owner) ?? { buster, rows: [] };
      const kept = held.rows.filter((row) => !remove.includes(row.hash) && !put.some((next) => next.hash === row.hash));
      owners.set(owner, { buster, rows: [...kept, ...structuredClone(put)] });
    },
    delete: async (owner) => {
      owners.delete(owner);
    },
    clear: async (keep) => {
      for (const owner of [...owners.keys()]) if (owner !== keep) owners.delete(owner);
    },
  };
}
