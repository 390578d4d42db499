import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logging/logger';
import type { AppDatabase } from './client';

/**
 * node-postgres reads bigint (int8) as a string, to keep values beyond 2^53 exact. The app's bigints are epoch
 * milliseconds and `count(*)`, far below that, and SQLite answers them as numbers: read them as numbers here too.
 * drizzle's driver asks pg's process-wide parsers (it sets its own per query, falling back to them), so the setting is
 * the process's, as its database is (api/db/tables.ts).
 */
function readBigintsAsNumbers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
}

export interface PgDatabaseHandle {
  db: AppDatabase;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * A pool of connections to the PostgreSQL database the URL names, under drizzle's node-postgres driver. The services
 * are typed against the SQLite database (decision 148): both answer the same builders with the same values, and the
 * tables they query are bound to this dialect by `useDialect` (api/db/tables.ts).
 */
export function openPgDatabase(url: string, options: { maxConnections?: number; logger?: Logger } = {}): PgDatabaseHandle {
  readBigintsAsNumbers();
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections });
  // An idle connection the server ends (a restart, a failover) leaves the pool, which opens another when needed; the
  // pool reports it as an error event, which would end the process if nothing listened.
  pool.on('error', (error) => options.logger?.warn({ module: 'database' }, `an idle connection was closed: ${error.message}`));
  const db = drizzle(pool);
  return { db: db as unknown as AppDatabase, pool, close: () => pool.end() };
}
