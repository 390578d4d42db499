import { errorText } from '../payments/gateway-errors';
import { type BackupResult, createBackup } from './backup-service';
import type { BackupSettings } from './backup-settings';
import { pendingMigrations } from './database-state';
import { readDatabaseState } from './read-database-state';

/** The server does not migrate a database it could not back up first. */
export class BackupBeforeMigrationsError extends Error {}

/**
 * Backs the database up when the server is about to migrate one that holds data: a migration that goes wrong can then
 * be undone by a restore. A fresh database (no table yet) and one with nothing to migrate need no backup: null.
 */
export async function backupBeforeMigrations(settings: BackupSettings, now: Date): Promise<BackupResult | null> {
  const state = await readDatabaseState(settings.databaseUrl);
  if (state.tables.length === 0) return null;
  const pending = pendingMigrations(settings.databaseUrl, state);
  if (pending === 0) return null;
  try {
    return await createBackup(settings, { reason: 'before-migrations', now });
  } catch (error) {
    throw new BackupBeforeMigrationsError(
      `Not starting: ${pending} migration(s) are pending and the backup before them failed (${errorText(error)}). ` +
        `The server does not migrate without a backup: fix the cause (BACKUP_DIR is ${settings.backupDir}) and start again.`,
    );
  }
}
