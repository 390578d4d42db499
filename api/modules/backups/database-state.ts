import { readMigrationFiles } from 'drizzle-orm/migrator';
import { dialectOf } from '../../db/app-database';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { PG_MIGRATIONS_FOLDER } from '../../db/migrate-pg';

/** What a database holds, as far as backups and restores ask. */
export interface DatabaseState {
  /** Its tables (PostgreSQL: schema.table, in any schema but the system's). */
  tables: string[];
  appliedMigrations: number;
  /** drizzle's record of the newest applied migration (its folder's timestamp), null before the first. */
  lastMigrationAt: number | null;
}

/** How many migrations the server would apply at its next start (drizzle applies those newer than the last applied). */
export function pendingMigrations(databaseUrl: string, state: DatabaseState): number {
  const migrationsFolder = dialectOf(databaseUrl) === 'postgresql' ? PG_MIGRATIONS_FOLDER : MIGRATIONS_FOLDER;
  const last = state.lastMigrationAt;
  return readMigrationFiles({ migrationsFolder }).filter((migration) => last === null || migration.folderMillis > last).length;
}
