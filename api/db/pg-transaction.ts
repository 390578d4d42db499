import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { is } from 'drizzle-orm';
import { type PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { databaseErrorCode } from './database-errors';
import { takeTurn, newTurnLine, type TurnLine } from './turns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any pg driver's database or transaction
type AnyPgDatabase = PgDatabase<any, any, any>;

/** The open transaction of the flow running a body, and the database it was opened on. */
interface PgScope {
  outer: AnyPgDatabase;
  tx: AnyPgDatabase;
  /** Savepoints of one body take turns on its one connection. */
  nested: TurnLine;
}

const scopes = new AsyncLocalStorage<PgScope>();

/** PostgreSQL's answers to two serializable transactions that cannot both commit: retry the one that lost. */
const RETRIED_SQLSTATES = new Set(['40001', '40P01']);
/** A transaction that loses this many times in a row gives up and fails as it would without a retry. */
const MAX_ATTEMPTS = 8;

const isRetried = (error: unknown) => RETRIED_SQLSTATES.has(databaseErrorCode(error));

/**
 * Transactions that lost run again one at a time in this process: a burst on one row (a rate limit's window, a slot)
 * settles in one more pass, instead of colliding again at every retry until some run out of tries.
 */
const rerunLine = newTurnLine();

async function savepoint<T>(scope: PgScope, work: (tx: Db) => Promise<T>): Promise<T> {
  return takeTurn(scope.nested, () =>
    scope.tx.transaction((tx) => scopes.run({ outer: scope.outer, tx, nested: newTurnLine() }, () => work(tx as unknown as Db))),
  );
}

/**
 * writeTransaction on PostgreSQL (decision 148): a serializable transaction on a connection of the pool, so that
 * a body that reads to decide (a slot's bookings, a plan's quota, a receipt) commits only if no other transaction
 * changed what it read meanwhile, as SQLite's one writer guarantees. The one that loses is rolled back and its body run
 * again, after the others that lost in this process; bodies await only the database (decision 147), so running one
 * again repeats no outside effect.
 * Called from inside a body, with its tx or with the database it was opened on, it is a savepoint of that transaction.
 */
export async function pgWriteTransaction<T>(db: AnyPgDatabase, work: (tx: Db) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (scope && (scope.tx === db || scope.outer === db)) return savepoint(scope, work);
  if (is(db, PgTransaction)) throw new Error('writeTransaction was given a transaction of another flow.');
  const once = () =>
    db.transaction((tx) => scopes.run({ outer: db, tx, nested: newTurnLine() }, () => work(tx as unknown as Db)), { isolationLevel: 'serializable' });
  try {
    return await once();
  } catch (error) {
    if (!isRetried(error)) throw error;
  }
  return takeTurn(rerunLine, async () => {
    for (let attempt = 2; ; attempt += 1) {
      try {
        return await once();
      } catch (error) {
        if (attempt === MAX_ATTEMPTS || !isRetried(error)) throw error;
        // Spread out the transactions that collided (with other instances), more at each new collision.
        await sleep(Math.random() * 2 ** attempt);
      }
    }
  });
}
