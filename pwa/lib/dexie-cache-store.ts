import type { Dexie, EntityTable } from 'dexie';
import type { CacheStore, PersistedClient } from './query-persistence';

const DATABASE_NAME = 'miami-drop-query-cache';

interface CacheRow {
  owner: string;
  client: PersistedClient;
}

type CacheDatabase = Dexie & { caches: EntityTable<CacheRow, 'owner'> };

// Dexie is loaded on first use, after the first render, so the initial bundle does not carry it.
let opened: Promise<CacheDatabase> | null = null;

function database(): Promise<CacheDatabase> {
  opened ??= import('dexie').then(({ Dexie: DexieClass }) => {
    const db = new DexieClass(DATABASE_NAME) as CacheDatabase;
    db.version(1).stores({ caches: 'owner' });
    return db;
  });
  return opened;
}

/** The persisted query caches in IndexedDB; `clear` deletes the whole database. */
export const dexieCacheStore: CacheStore = {
  get: async (owner) => (await (await database()).caches.get(owner))?.client,
  put: async (owner, client) => {
    await (await database()).caches.put({ owner, client });
  },
  delete: async (owner) => {
    await (await database()).caches.delete(owner);
  },
  clear: async () => {
    const current = opened;
    opened = null;
    if (current) await (await current).delete();
    else await (await import('dexie')).Dexie.delete(DATABASE_NAME);
  },
};
