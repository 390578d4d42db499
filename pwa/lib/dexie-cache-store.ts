import type { Dexie, EntityTable } from 'dexie';
import type { CacheStore, HeldQuery } from './query-persistence';

/** One IndexedDB database per signed-in user: `miami-drop-offline-<user id>`. */
export const DATABASE_PREFIX = 'miami-drop-offline-';
/** The single-blob database of decision 041, deleted wherever it is still found. */
const LEGACY_DATABASE = 'miami-drop-query-cache';

interface MetaRow {
  key: 'buster';
  value: string;
}

type HeldDatabase = Dexie & { queries: EntityTable<HeldQuery, 'hash'>; meta: EntityTable<MetaRow, 'key'> };

// Dexie is loaded on first use, after the first render, so the initial bundle does not carry it.
const loadDexie = () => import('dexie').then((module) => module.Dexie);
const opened = new Map<string, Promise<HeldDatabase>>();

function database(owner: string): Promise<HeldDatabase> {
  let db = opened.get(owner);
  if (!db) {
    db = loadDexie().then((DexieClass) => {
      const next = new DexieClass(DATABASE_PREFIX + owner) as HeldDatabase;
      next.version(1).stores({ queries: 'hash', meta: 'key' });
      return next;
    });
    opened.set(owner, db);
  }
  return db;
}

async function deleteDatabase(name: string, owner: string | null) {
  const current = owner === null ? undefined : opened.get(owner);
  if (owner !== null) opened.delete(owner);
  if (current) await (await current).delete();
  else await (await loadDexie()).delete(name);
}

/** Held query data in IndexedDB, a row per query, a database per user. */
export const dexieCacheStore: CacheStore = {
  read: async (owner) => {
    const db = await database(owner);
    return db.transaction('r', db.queries, db.meta, async () => ({
      buster: (await db.meta.get('buster'))?.value ?? null,
      rows: await db.queries.toArray(),
    }));
  },
  write: async (owner, { buster, put, remove }) => {
    const db = await database(owner);
    await db.transaction('rw', db.queries, db.meta, async () => {
      await db.meta.put({ key: 'buster', value: buster });
      if (remove.length) await db.queries.bulkDelete(remove);
      if (put.length) await db.queries.bulkPut(put);
    });
  },
  delete: (owner) => deleteDatabase(DATABASE_PREFIX + owner, owner),
  clear: async (keep) => {
    const DexieClass = await loadDexie();
    const names = await DexieClass.getDatabaseNames();
    const owners = names.filter((name) => name.startsWith(DATABASE_PREFIX)).map((name) => name.slice(DATABASE_PREFIX.length));
    for (const owner of new Set([...owners, ...opened.keys()])) if (owner !== keep) await deleteDatabase(DATABASE_PREFIX + owner, owner);
    if (names.includes(LEGACY_DATABASE)) await DexieClass.delete(LEGACY_DATABASE);
  },
};
