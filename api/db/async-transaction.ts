import { AsyncLocalStorage } from 'node:async_hooks';
// Node's own timers, not the globals a test's fake timers replace: the guard must fire whatever the test clock does.
import { clearImmediate, setImmediate } from 'node:timers';
import type Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Logger } from 'drizzle-orm/logger';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type { AppDatabase, Db } from './client';
import { pgWriteTransaction } from './pg-transaction';
import { takeTurn, newTurnLine, type TurnLine } from './turns';

/**
 * One awaited data layer (decision 147): a write transaction whose body awaits its queries, on SQLite's one
 * connection. Transactions of different flows never interleave (one queue per connection); a call from inside a body
 * is a savepoint of it; a body that awaits anything but the database is rolled back at the next turn of the event loop.
 */

/** One open transaction, or one savepoint of it, as seen by the flow running its body. */
interface TransactionScope {
  client: Database.Database;
  root: RootTransaction;
  /** Nested calls of this scope's body take their turns one after another. */
  nested: TurnLine;
}

interface RootTransaction {
  open: boolean;
  /** Set when the guard rolled the transaction back: the reason its later queries are refused. */
  abandoned: Error | null;
}

interface ConnectionState {
  turns: TurnLine;
  open: RootTransaction | null;
}

const scopes = new AsyncLocalStorage<TransactionScope>();
const connections = new WeakMap<Database.Database, ConnectionState>();

function stateOf(client: Database.Database): ConnectionState {
  let state = connections.get(client);
  if (!state) {
    state = { turns: newTurnLine(), open: null };
    connections.set(client, state);
  }
  return state;
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|replace)\b/i;
const WRITE_IN_WITH = /^\s*with\b[\s\S]*\b(insert|update|delete|replace)\b/i;

export function isWriteStatement(query: string): boolean {
  return WRITE_STATEMENT.test(query) || WRITE_IN_WITH.test(query);
}

/** Work of the app itself (a request, a job): its writes go through writeTransaction, never in autocommit. */
const appFlows = new AsyncLocalStorage<string>();

/**
 * Runs a request's or a job's work as a flow of the app: on SQLite a write of it outside writeTransaction is
 * refused, since between two awaited queries of another flow's transaction it would join that transaction
 * (decision 148). Test fixtures, migrations and seeds write outside any flow, one at a time.
 */
export function runAppFlow<T>(name: string, work: () => T): T {
  return appFlows.run(name, work);
}

/**
 * The logger of the connection's own drizzle instance (openDatabase): a write of the app's flows outside an awaited
 * transaction is refused, and so is any write while another flow's transaction is open (it would silently join it);
 * reads pass (they see the open transaction's writes).
 */
export function outerQueryGuard(client: Database.Database): Logger {
  return {
    logQuery(query) {
      if (!isWriteStatement(query)) return;
      const open = connections.get(client)?.open;
      const flow = appFlows.getStore();
      if (!open && !flow) return;
      const scope = scopes.getStore();
      if (open && scope && scope.client === client && scope.root === open) return;
      throw new Error(
        (open
          ? 'A write on the database while another flow\'s transaction is open would join that transaction'
          : `A write of ${flow ?? 'the app'} outside a transaction could join another flow's transaction`) +
          ': open it with writeTransaction, which waits its turn (decisions 147 and 148). Statement: ' + query,
      );
    },
  };
}

function transactionDb(client: Database.Database, root: RootTransaction): AppDatabase {
  const logger: Logger = {
    logQuery(query) {
      if (root.open) return;
      throw new Error(
        'A query of a transaction\'s body ran after the transaction was over' +
          (root.abandoned ? ` (${root.abandoned.message})` : '') + '. Statement: ' + query,
      );
    },
  };
  return drizzle(client, { logger }) as AppDatabase;
}

function abandonedError(): Error {
  return new Error(
    'A write transaction\'s body awaited something other than the database (a fetch, a timer, a mail...): the ' +
      'transaction was rolled back. A body awaits only its queries; do the rest before or after it (decision 147).',
  );
}

/**
 * Every write transaction of the awaited data layer: BEGIN IMMEDIATE (decision 143) ... COMMIT, ROLLBACK when the body
 * throws. Called from inside a body (same flow), it is a SAVEPOINT of the open transaction, released, or rolled back to
 * when its body throws while the outer body goes on.
 */
export async function writeTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (is(db, PgDatabase)) return pgWriteTransaction(db, work);
  // The database, or the tx of an awaited transaction (transactionDb): both are drizzle instances over the client. A
  // synchronous transaction's tx has none; its body cannot await this call anyway (no-floating-promises).
  const client = '$client' in db ? (db as AppDatabase).$client : undefined;
  if (!client) throw new Error('writeTransaction takes the database or an awaited transaction\'s tx, not a synchronous transaction (decision 147)');
  const scope = scopes.getStore();
  if (scope && scope.client === client && scope.root.open) return savepoint(scope, work);

  const state = stateOf(client);
  return takeTurn(state.turns, () => runRoot(client, state, work));
}

function runRoot<T>(client: Database.Database, state: ConnectionState, work: (tx: Db) => Promise<T>): Promise<T> {
  const root: RootTransaction = { open: true, abandoned: null };
  const tx = transactionDb(client, root);
  const scope: TransactionScope = { client, root, nested: newTurnLine() };
  client.exec('BEGIN IMMEDIATE');
  state.open = root;
  const close = () => {
    root.open = false;
    state.open = null;
  };

  return new Promise<T>((resolve, reject) => {
    // All the body's queries are microtasks; still pending when the event loop turns means it awaited something else.
    const guard = setImmediate(() => {
      if (!root.open) return;
      root.abandoned = abandonedError();
      close();
      client.exec('ROLLBACK');
      reject(root.abandoned);
    });
    scopes.run(scope, () => work(tx)).then(
      (value) => {
        clearImmediate(guard);
        if (!root.open) return;
        close();
        try {
          client.exec('COMMIT');
        } catch (error) {
          if (client.inTransaction) client.exec('ROLLBACK');
          reject(error);
          return;
        }
        resolve(value);
      },
      (error: unknown) => {
        clearImmediate(guard);
        if (!root.open) return;
        close();
        if (client.inTransaction) client.exec('ROLLBACK');
        reject(error);
      },
    );
  });
}

let savepointCount = 0;

async function savepoint<T>(parent: TransactionScope, work: (tx: Db) => Promise<T>): Promise<T> {
  return takeTurn(parent.nested, async () => {
    const { client, root } = parent;
    if (!root.open) throw root.abandoned ?? new Error('The transaction of this savepoint is over.');
    const name = `sp_async_${++savepointCount}`;
    const tx = transactionDb(client, root);
    const scope: TransactionScope = { client, root, nested: newTurnLine() };
    client.exec(`SAVEPOINT ${name}`);
    try {
      const value = await scopes.run(scope, () => work(tx));
      if (root.open) client.exec(`RELEASE SAVEPOINT ${name}`);
      return value;
    } catch (error) {
      if (root.open) {
        client.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        client.exec(`RELEASE SAVEPOINT ${name}`);
      }
      throw error;
    }
  });
}
