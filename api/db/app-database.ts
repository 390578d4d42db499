import type { Logger } from '../logging/logger';
import type { AppDatabase } from './client';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { type Dialect, useDialect } from './tables';

export interface AppDatabaseHandle {
  db: AppDatabase;
  dialect: Dialect;
  /** Applies the pending migrations of this database's dialect (instances starting together take turns). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/** `postgres://` or `postgresql://` names a PostgreSQL database; anything else is a SQLite file path. */
export function dialectOf(databaseUrl: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgresql' : 'sqlite';
}

/** The database for a log line: the file, or PostgreSQL's host and database without the credentials. */
export function databaseLabel(databaseUrl: string): string {
  if (dialectOf(databaseUrl) === 'sqlite') return databaseUrl;
  const url = new URL(databaseUrl);
  return `postgresql ${url.host}${url.pathname}`;
}

/**
 * Opens the database DATABASE_URL names and binds the app's tables to its dialect (decision 148). PostgreSQL's driver
 * is loaded only for a PostgreSQL database, so a SQLite process never pays for it at start (decision 156).
 */
export async function openAppDatabase(databaseUrl: string, logger?: Logger): Promise<AppDatabaseHandle> {
  const dialect = dialectOf(databaseUrl);
  useDialect(dialect);
  if (dialect === 'postgresql') {
    const [{ openPgDatabase }, { migratePgDatabase }] = await Promise.all([import('./pg-client'), import('./migrate-pg')]);
    const { db, pool, close } = openPgDatabase(databaseUrl, { logger });
    return { db, dialect, migrate: () => migratePgDatabase(pool), close };
  }
  const { db, close } = openDatabase(databaseUrl);
  return {
    db,
    dialect,
    migrate: async () => migrateDatabase(db),
    close: async () => close(),
  };
}
