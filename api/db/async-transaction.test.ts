import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, writeTransaction, type DatabaseHandle } from './client';
import { runAppFlow } from './async-transaction';

const notes = sqliteTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

const rootContext = AsyncLocalStorage.snapshot();

let directory: string;
let path: string;
let handle: DatabaseHandle;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'miami-drop-async-tx-'));
  path = join(directory, 'test.db');
  handle = openDatabase(path);
  handle.sqlite.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});

afterEach(() => {
  handle.close();
  rmSync(directory, { recursive: true, force: true });
});

const bodies = async () => (await handle.db.select({ body: notes.body }).from(notes).orderBy(asc(notes.id))).map((row) => row.body);

describe('writeTransaction', () => {
  it("refuses a synchronous transaction's tx, whose connection it cannot take in turn", async () => {
    const synchronousTx = handle.db.transaction((tx) => tx);
    await expect(writeTransaction(synchronousTx, async () => 'never')).rejects.toThrow(/not a synchronous transaction/);
    expect(await bodies()).toEqual([]);
  });

  it('commits what its body wrote and answers its value', async () => {
    const value = await writeTransaction(handle.db, async (tx) => {
      await tx.insert(notes).values({ body: 'one' });
      const [row] = await tx.select().from(notes).limit(1);
      return row?.body;
    });
    expect(value).toBe('one');
    expect(await bodies()).toEqual(['one']);
    expect(handle.sqlite.inTransaction).toBe(false);
  });

  it('rolls back when its body throws, and rejects with that error', async () => {
    await expect(
      writeTransaction(handle.db, async (tx) => {
        await tx.insert(notes).values({ body: 'lost' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await bodies()).toEqual([]);
    expect(handle.sqlite.inTransaction).toBe(false);
  });

  it('rolls back a body that awaits a timer, rejects at once, and refuses its later queries', async () => {
    let later: Promise<unknown> | undefined;
    await expect(
      writeTransaction(handle.db, async (tx) => {
        await tx.insert(notes).values({ body: 'before the timer' });
        const timer = sleep(20);
        later = timer.then(() => tx.insert(notes).values({ body: 'after the timer' }));
        await later;
      }),
    ).rejects.toThrow(/awaited something other than the database/);
    expect(handle.sqlite.inTransaction).toBe(false);
    await expect(later).rejects.toThrow(/after the transaction was over/);
    expect(await bodies()).toEqual([]);
  });

  it('serialises two transactions started together: both commit, without interleaving', async () => {
    const steps: string[] = [];
    const write = (name: string) =>
      writeTransaction(handle.db, async (tx) => {
        for (const step of [1, 2, 3]) {
          steps.push(`${name}${step}`);
          await tx.insert(notes).values({ body: `${name}${step}` });
        }
      });
    await Promise.all([write('a'), write('b')]);
    expect(steps).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(await bodies()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
  });

  it('nests a call from inside a body as a savepoint, rolled back alone when the outer body catches its failure', async () => {
    await writeTransaction(handle.db, async (tx) => {
      await tx.insert(notes).values({ body: 'outer' });
      await writeTransaction(tx, async (inner) => {
        await inner.insert(notes).values({ body: 'kept inner' });
      });
      await expect(
        writeTransaction(tx, async (inner) => {
          await inner.insert(notes).values({ body: 'failed inner' });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await tx.insert(notes).values({ body: 'outer after' });
    });
    expect(await bodies()).toEqual(['outer', 'kept inner', 'outer after']);
  });

  it("refuses another flow's write on the outer database while a transaction is open, and lets reads pass", async () => {
    let strayWrite: Promise<unknown> | undefined;
    let strayRead: Promise<unknown> | undefined;
    await writeTransaction(handle.db, async (tx) => {
      await tx.insert(notes).values({ body: 'inside' });
      // Another flow: started outside this transaction's context.
      await new Promise<void>((resolve) => {
        queueMicrotaskOutside(() => {
          strayWrite = handle.db.insert(notes).values({ body: 'stray' }).then(() => undefined);
          strayRead = handle.db.select().from(notes).then((rows) => rows);
          resolve();
        });
      });
      await tx.insert(notes).values({ body: 'inside again' });
    });
    await expect(strayWrite).rejects.toThrow(/would join that transaction/);
    await expect(strayRead).resolves.toHaveLength(1);
    expect(await bodies()).toEqual(['inside', 'inside again']);
    // Once the transaction is over, the outer database writes again.
    await handle.db.insert(notes).values({ body: 'after' });
    expect(await bodies()).toEqual(['inside', 'inside again', 'after']);
  });

  it("refuses a write of the app's flows outside a transaction, and lets the same write inside one", async () => {
    await expect(runAppFlow('a request', () => handle.db.insert(notes).values({ body: 'autocommit' }).then(() => undefined))).rejects.toThrow(
      /A write of a request outside a transaction/,
    );
    await runAppFlow('a request', () => writeTransaction(handle.db, (tx) => tx.insert(notes).values({ body: 'in a transaction' })));
    // Outside the app's flows (a test's fixtures, a seed), autocommit writes pass.
    await handle.db.insert(notes).values({ body: 'fixture' });
    expect(await bodies()).toEqual(['in a transaction', 'fixture']);
  });

  it("waits through busy_timeout for another connection's write lock, as today", async () => {
    // Another connection in another thread (as another process would): it holds BEGIN IMMEDIATE for 300 ms.
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const Database = require(workerData.driver);
       const other = new Database(workerData.path);
       other.exec('BEGIN IMMEDIATE');
       other.prepare("INSERT INTO notes (body) VALUES ('held by the other connection')").run();
       parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       other.exec('COMMIT');
       other.close();`,
      { eval: true, workerData: { path, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
    );
    await new Promise<void>((resolve) => worker.once('message', () => resolve()));
    const started = Date.now();
    await writeTransaction(handle.db, async (tx) => {
      await tx.insert(notes).values({ body: 'after the other connection' });
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    expect(await bodies()).toEqual(['held by the other connection', 'after the other connection']);
  });
});

/** Runs `callback` in the module's root asynchronous context, as another request's flow would: outside any transaction. */
function queueMicrotaskOutside(callback: () => void) {
  queueMicrotask(() => rootContext(callback));
}
