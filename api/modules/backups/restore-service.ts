import { existsSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { databaseLabel, dialectOf } from '../../db/app-database';
import { type BackupManifest, DATABASE_FILES, FILES_FOLDER, readManifest } from './backup-manifest';
import type { BackupSettings } from './backup-settings';
import { readDatabaseState } from './read-database-state';
import { restoreSqlite, sqliteIntegrity } from './sqlite-backup';

/** A restore that would overwrite something, or cannot fit its target: nothing was touched. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the photos went; null when the backup has none or they live in a bucket (filesLeftIn then says where they are). */
  filesDir: string | null;
  filesLeftIn: string | null;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

async function readTables(databaseUrl: string): Promise<string[]> {
  try {
    return (await readDatabaseState(databaseUrl)).tables;
  } catch (error) {
    const hint = dialectOf(databaseUrl) === 'postgresql' ? ' (create it first, empty: createdb)' : '';
    throw new RestoreRefusedError(`cannot read the target database ${databaseLabel(databaseUrl)}${hint}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Restores a backup folder into the database DATABASE_URL names and its photos into FILES_DIR. Refuses, before
 * touching anything, a database with any table or a photos folder with anything in it: a restore never merges into
 * or overwrites data. The server must not be running on the target.
 */
export async function restoreBackup(source: string, settings: BackupSettings): Promise<RestoreResult> {
  const folder = resolve(source);
  const manifest = await readManifest(folder).catch((error: Error) => {
    throw new RestoreRefusedError(error.message);
  });
  const dialect = dialectOf(settings.databaseUrl);
  if (manifest.dialect !== dialect) {
    throw new RestoreRefusedError(`${folder} holds a ${manifest.dialect} database and DATABASE_URL names a ${dialect} one: restore it into a ${manifest.dialect} database`);
  }
  const databaseFile = join(folder, DATABASE_FILES[dialect]);
  if (!existsSync(databaseFile)) throw new RestoreRefusedError(`${folder} has no ${DATABASE_FILES[dialect]}: the backup is incomplete`);
  const tables = await readTables(settings.databaseUrl);
  if (tables.length > 0) {
    const some = tables.slice(0, 3).join(', ');
    throw new RestoreRefusedError(`${databaseLabel(settings.databaseUrl)} is not empty (${tables.length} tables: ${some}${tables.length > 3 ? ', ...' : ''}): a backup is restored only into an empty database. Nothing was changed.`);
  }
  if (dialect === 'sqlite' && existsSync(`${settings.databaseUrl}-wal`)) {
    // Its log would be read into the restored file; while it exists, a process has the database open or crashed on it.
    throw new RestoreRefusedError(`${settings.databaseUrl}-wal exists: the database is open (is a server running on it?) or was not closed cleanly. Stop it first. Nothing was changed.`);
  }
  const photos = manifest.files ? join(folder, FILES_FOLDER) : null;
  const filesDir = photos && settings.filesDir ? resolve(settings.filesDir) : null;
  if (filesDir && !(await isEmptyFolder(filesDir))) {
    throw new RestoreRefusedError(`the photos' folder ${filesDir} (FILES_DIR) is not empty: a backup's photos are restored only into an empty folder. Nothing was changed.`);
  }

  if (dialect === 'postgresql') {
    const { restorePg } = await import('./pg-backup');
    await restorePg(databaseFile, settings.databaseUrl);
  } else {
    await restoreSqlite(databaseFile, settings.databaseUrl);
    const integrity = sqliteIntegrity(settings.databaseUrl);
    if (integrity !== 'ok') throw new Error(`the restored ${settings.databaseUrl} fails SQLite's integrity_check: ${integrity}`);
  }
  if (filesDir && photos) await cp(photos, filesDir, { recursive: true });
  return { manifest, filesDir, filesLeftIn: photos && !filesDir ? photos : null };
}
