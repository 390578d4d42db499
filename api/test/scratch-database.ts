import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createEmptyPgTestDatabase, createPgTestDatabase } from './pg-test-database';

/** A database of the test's own on the dialect the test runs on, addressed as DATABASE_URL would address it. */
export interface ScratchDatabase {
  url: string;
  /** One SQL statement on a connection of its own. */
  execute(statement: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * An empty database (a SQLite file not yet created, a PostgreSQL database as `createdb` makes it) or a migrated one,
 * with nothing open on it. SQLite files go in `directory`, which the test clears away.
 */
export async function createScratchDatabase(directory: string, name: string, contents: 'empty' | 'migrated'): Promise<ScratchDatabase> {
  if (inject('testDialect') === 'postgresql') {
    const database = contents === 'empty' ? await createEmptyPgTestDatabase() : await createPgTestDatabase();
    return {
      url: database.url,
      execute: async (statement) => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      },
      drop: () => database.drop(),
    };
  }
  const url = join(directory, `${name}.db`);
  if (contents === 'migrated') {
    const handle = openDatabase(url);
    migrateDatabase(handle.db);
    handle.close();
  }
  return {
    url,
    execute: async (statement) => {
      const sqlite = new Database(url, { fileMustExist: true });
      try {
        sqlite.exec(statement);
      } finally {
        sqlite.close();
      }
    },
    drop: async () => undefined,
  };
}
