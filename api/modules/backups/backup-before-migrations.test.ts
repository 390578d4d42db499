import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { onSqlite } from '../../test/test-app';
import { BackupBeforeMigrationsError, backupBeforeMigrations } from './backup-before-migrations';
import type { BackupSettings } from './backup-settings';
import { readDatabaseState } from './read-database-state';

const MIGRATIONS_TABLE = onSqlite ? '__drizzle_migrations' : 'drizzle.__drizzle_migrations';

describe('the backup before migrations at start', () => {
  let directory: string;
  let database: ScratchDatabase | undefined;
  const settingsFor = (databaseUrl: string, backupDir = join(directory, 'backups')): BackupSettings => ({ databaseUrl, filesDir: null, backupDir, retention: 14, schedule: null });
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-premigrate-'));
  });
  afterEach(async () => {
    await database?.drop();
    database = undefined;
    rmSync(directory, { recursive: true, force: true });
  });

  /** A database that has data, as the last release left it: its newest migration not applied yet. */
  const oneMigrationBehind = async () => {
    database = await createScratchDatabase(directory, 'app', 'migrated');
    await database.execute(`delete from ${MIGRATIONS_TABLE} where created_at = (select max(created_at) from ${MIGRATIONS_TABLE})`);
    return database;
  };

  it('takes none for a fresh database: there is nothing to lose', async () => {
    database = await createScratchDatabase(directory, 'app', 'empty');
    expect(await backupBeforeMigrations(settingsFor(database.url), new Date())).toBeNull();
    expect(existsSync(join(directory, 'backups'))).toBe(false);
  });

  it('takes none when every migration is already applied', async () => {
    database = await createScratchDatabase(directory, 'app', 'migrated');
    expect(await backupBeforeMigrations(settingsFor(database.url), new Date())).toBeNull();
    expect(existsSync(join(directory, 'backups'))).toBe(false);
  });

  it('backs up a database with data before its pending migrations', async () => {
    const behind = await oneMigrationBehind();
    const applied = (await readDatabaseState(behind.url)).appliedMigrations;
    const backup = await backupBeforeMigrations(settingsFor(behind.url), new Date('2026-11-28T10:15:00Z'));
    expect(backup?.folder).toBe(join(directory, 'backups', 'backup-2026-11-28T10-15-00Z'));
    expect(backup?.manifest).toMatchObject({ reason: 'before-migrations', migrations: applied, files: false });
    expect(readdirSync(join(directory, 'backups'))).toEqual(['backup-2026-11-28T10-15-00Z']);
  });

  it('stops the start with a clear message when that backup fails, rather than migrating without one', async () => {
    const behind = await oneMigrationBehind();
    const notAFolder = join(directory, 'backups');
    writeFileSync(notAFolder, 'a file where the backups should go');
    const start = backupBeforeMigrations(settingsFor(behind.url, notAFolder), new Date());
    await expect(start).rejects.toThrow(BackupBeforeMigrationsError);
    await expect(start).rejects.toThrow(
      new RegExp(`^Not starting: 1 migration\\(s\\) are pending and the backup before them failed \\(.+\\)\\. The server does not migrate without a backup: fix the cause \\(BACKUP_DIR is ${notAFolder}\\) and start again\\.$`),
    );
  });
});
