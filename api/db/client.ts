import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { outerQueryGuard } from './async-transaction';

/** Drizzle over better-sqlite3, with the connection itself for the few hot reads prepared by hand. */
export type AppDatabase = BetterSQLite3Database & { $client: Database.Database };
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
/** Services take either the database or an open transaction. */
export type Db = AppDatabase | AppTransaction;

export interface DatabaseHandle {
  db: AppDatabase;
  sqlite: Database.Database;
  close: () => void;
}

/** Opens (creating the folder when needed) a SQLite file with the pragmas the app relies on. */
export function openDatabase(filePath: string): DatabaseHandle {
  if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
  const sqlite = new Database(filePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Refuses another flow's write while an awaited transaction is open on this connection (decision 147).
  const db = drizzle(sqlite, { logger: outerQueryGuard(sqlite) });
  return { db, sqlite, close: () => sqlite.close() };
}

/**
 * Every write transaction of the app (decisions 143, 147 and 148): on SQLite BEGIN IMMEDIATE, so it holds the write
 * lock before its first read and another process on the file waits its turn (busy_timeout); on PostgreSQL
 * serializable, run again when it loses to another.
 */
export { writeTransaction } from './async-transaction';
