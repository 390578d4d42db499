import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { DATABASE_PREFIX, dexieCacheStore } from './dexie-cache-store';
import { CACHE_BUSTER, type HeldQuery } from './query-persistence';

const row = (hash: string, data: unknown): HeldQuery => ({ hash, queryKey: JSON.parse(hash), data, dataUpdatedAt: 1 });
const names = async () => (await Dexie.getDatabaseNames()).filter((name) => name.startsWith(DATABASE_PREFIX)).sort();

describe('dexieCacheStore', () => {
  it('keeps a row per query in a database per user, putting and removing rows in one write', async () => {
    await dexieCacheStore.write('7', { buster: CACHE_BUSTER, put: [row('["packages"]', ['a']), row('["profile"]', { id: 7 })], remove: [] });
    await dexieCacheStore.write('8', { buster: CACHE_BUSTER, put: [row('["packages"]', ['other'])], remove: [] });
    await dexieCacheStore.write('7', { buster: CACHE_BUSTER, put: [row('["packages"]', ['a', 'b'])], remove: ['["profile"]'] });

    expect(await names()).toEqual([`${DATABASE_PREFIX}7`, `${DATABASE_PREFIX}8`]);
    const held = await dexieCacheStore.read('7');
    expect(held.buster).toBe(CACHE_BUSTER);
    expect(held.rows).toEqual([row('["packages"]', ['a', 'b'])]);
    expect((await dexieCacheStore.read('8')).rows.map((held) => held.data)).toEqual([['other']]);
  });

  it("deletes one user's database, or every one but a kept user's", async () => {
    await dexieCacheStore.write('7', { buster: CACHE_BUSTER, put: [row('["packages"]', ['a'])], remove: [] });
    await dexieCacheStore.write('8', { buster: CACHE_BUSTER, put: [row('["packages"]', ['b'])], remove: [] });
    await dexieCacheStore.write('9', { buster: CACHE_BUSTER, put: [row('["packages"]', ['c'])], remove: [] });

    await dexieCacheStore.delete('9');
    expect(await names()).toEqual([`${DATABASE_PREFIX}7`, `${DATABASE_PREFIX}8`]);
    await dexieCacheStore.clear('8');
    expect(await names()).toEqual([`${DATABASE_PREFIX}8`]);
    await dexieCacheStore.clear();
    expect(await names()).toEqual([]);
    // A deleted user's database reads as empty and can be written again.
    expect(await dexieCacheStore.read('7')).toEqual({ buster: null, rows: [] });
  });

  it('deletes the single-blob database of earlier versions', async () => {
    const legacy = new Dexie('miami-drop-query-cache');
    legacy.version(1).stores({ caches: 'owner' });
    await legacy.open();
    legacy.close();
    await dexieCacheStore.clear();
    expect(await Dexie.getDatabaseNames()).not.toContain('miami-drop-query-cache');
  });
});
