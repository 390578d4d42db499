import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { MIGRATIONS_FOLDER, PG_MIGRATIONS_FOLDER } from '../../../db/migration-folders';
import { call, createTestApp, onSqlite, type TestApp } from '../../../test/test-app';

/** A statement straight on the test's database, whichever it is. */
async function rawQuery(testApp: TestApp, text: string): Promise<Array<Record<string, unknown>>> {
  if (testApp.sqlite) return text.startsWith('select') ? (testApp.sqlite.prepare(text).all() as Array<Record<string, unknown>>) : (testApp.sqlite.exec(text), []);
  return (await (testApp.db.$client as unknown as Pool).query(text)).rows as Array<Record<string, unknown>>;
}

/** The newest migration of this dialect's folder. */
function lastMigrationTag(): string {
  const folder = onSqlite ? MIGRATIONS_FOLDER : PG_MIGRATIONS_FOLDER;
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return journal.entries.at(-1)!.tag;
}

describe('health and unknown paths', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers 200 {ok:true} on /api/health', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('readiness', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers 200 {ok:true} on /api/ready when the database answers and has every migration', async () => {
    testApp = await createTestApp();
    const response = await call(testApp, 'GET', '/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 503 naming the migration the database lacks', async () => {
    testApp = await createTestApp();
    const table = onSqlite ? '__drizzle_migrations' : 'drizzle.__drizzle_migrations';
    const [latest] = await rawQuery(testApp, `select hash, created_at from ${table} order by created_at desc limit 1`);
    await rawQuery(testApp, `delete from ${table} where created_at = ${Number(latest!.created_at)}`);
    try {
      const response = await call(testApp, 'GET', '/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: `Not ready: migrations not applied: ${lastMigrationTag()}` });
    } finally {
      await rawQuery(testApp, `insert into ${table} (hash, created_at) values ('${String(latest!.hash)}', ${Number(latest!.created_at)})`);
    }
  });
});
