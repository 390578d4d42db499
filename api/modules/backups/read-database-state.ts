import { dialectOf } from '../../db/app-database';
import type { DatabaseState } from './database-state';
import { pgState } from './pg-backup';
import { sqliteState } from './sqlite-backup';

export function readDatabaseState(databaseUrl: string): Promise<DatabaseState> {
  return dialectOf(databaseUrl) === 'postgresql' ? pgState(databaseUrl) : Promise.resolve(sqliteState(databaseUrl));
}
