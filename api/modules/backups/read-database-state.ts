import { dialectOf } from '../../db/app-database';
import type { DatabaseState } from './database-state';
import { sqliteState } from './sqlite-backup';

/** PostgreSQL's driver loads only for a PostgreSQL database (decision 156). */
export async function readDatabaseState(databaseUrl: string): Promise<DatabaseState> {
  if (dialectOf(databaseUrl) === 'sqlite') return sqliteState(databaseUrl);
  const { pgState } = await import('./pg-backup');
  return pgState(databaseUrl);
}
