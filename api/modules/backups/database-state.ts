import { dialectOf } from '../../db/app-database';
import { migrationJournal } from '../../db/database-state';

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
  const last = state.lastMigrationAt;
  return migrationJournal(dialectOf(databaseUrl)).filter((migration) => last === null || migration.when > last).length;
}
