import { eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skippingRowsBeingClaimed } from '../claim-lock';
import type { Db } from '../client';
import { writeTransaction } from '../async-transaction';
import { openPgDatabase, type PgDatabaseHandle } from '../pg-client';
import { createPgTestDatabase, type PgTestDatabase } from '../../test/pg-test-database';

const queue = pgTable('claim_test_queue', { id: integer('id').primaryKey(), status: text('status').notNull() });

let database: PgTestDatabase;
let handle: PgDatabaseHandle;
const asPg = (db: Db) => db as unknown as import('drizzle-orm/node-postgres').NodePgDatabase;

beforeAll(async () => {
  database = await createPgTestDatabase();
  handle = openPgDatabase(database.url, { maxConnections: 4 });
  await database.pool.query("create table claim_test_queue (id integer primary key, status text not null); insert into claim_test_queue values (1, 'pending'), (2, 'pending')");
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** A pass's claim of one row: false when it is not pending, or another pass is claiming it. */
const claim = (id: number, whileHeld: () => Promise<void> = async () => {}) =>
  writeTransaction(handle.db, async (db) => {
    const tx = asPg(db);
    const [row] = await skippingRowsBeingClaimed(tx.select().from(queue).where(eq(queue.id, id)));
    if (row?.status !== 'pending') return false;
    await whileHeld();
    await tx.update(queue).set({ status: 'sending' }).where(eq(queue.id, id));
    return true;
  });

describe('skippingRowsBeingClaimed on PostgreSQL', () => {
  it('skips a row another instance is claiming, without waiting for it, and leaves the others to take', async () => {
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const first = claim(1, () => {
      held();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    // Without SKIP LOCKED this second claim would wait for the first to commit: the test would never get past it.
    expect(await claim(1)).toBe(false);
    expect(await claim(2)).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(await claim(1)).toBe(false);
  });
});
