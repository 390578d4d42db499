import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { dialectOf } from '../../db/app-database';
import { backupFolderName } from './backup-folders';
import { type BackupManifest, type BackupReason, DATABASE_FILES, FILES_FOLDER, writeManifest } from './backup-manifest';
import type { BackupSettings } from './backup-settings';
import { backupSqlite } from './sqlite-backup';

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

export interface BackupOptions {
  reason: BackupReason;
  now: Date;
  /** The backup's own folder instead of a new one under BACKUP_DIR: it must not exist yet, or be empty. */
  destination?: string;
}

async function newFolderIn(backupDir: string, now: Date): Promise<string> {
  await mkdir(backupDir, { recursive: true });
  for (let repeat = 1; ; repeat++) {
    const folder = resolve(backupDir, backupFolderName(now, repeat));
    if (!existsSync(folder)) return folder;
  }
}

async function chosenFolder(destination: string): Promise<string> {
  const folder = resolve(destination);
  if (existsSync(folder) && (await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: a backup goes into a new or empty folder`);
  return folder;
}

/** Photos being written are `.partial` files until renamed (api/adapters/files/local-file-store.ts): not photos yet. */
const notHalfWritten = (path: string) => !path.endsWith('.partial');

/**
 * A consistent backup of the database DATABASE_URL names, while the server runs, and of the photos' folder when they
 * are kept on this disk. The database is copied first: a photo stored meanwhile is an extra file in the backup, never
 * a row whose file is missing. Everything is written to a folder beside the destination and renamed when complete,
 * with the manifest last, so a backup that fails half-way leaves no folder that looks finished.
 */
export async function createBackup(settings: BackupSettings, options: BackupOptions): Promise<BackupResult> {
  const dialect = dialectOf(settings.databaseUrl);
  if (settings.databaseUrl === ':memory:') throw new Error('an in-memory database cannot be backed up');
  const folder = options.destination ? await chosenFolder(options.destination) : await newFolderIn(settings.backupDir, options.now);
  const partial = join(dirname(folder), `.${basename(folder)}.partial-${randomBytes(4).toString('hex')}`);
  await mkdir(partial, { recursive: true });
  try {
    const databaseFile = join(partial, DATABASE_FILES[dialect]);
    let migrations: number;
    if (dialect === 'postgresql') {
      const { dumpPg, pgState } = await import('./pg-backup');
      migrations = (await pgState(settings.databaseUrl)).appliedMigrations;
      await dumpPg(settings.databaseUrl, databaseFile);
    } else {
      if (!existsSync(settings.databaseUrl)) throw new Error(`there is no SQLite database at ${settings.databaseUrl}`);
      migrations = (await backupSqlite(settings.databaseUrl, databaseFile)).appliedMigrations;
    }
    if (settings.filesDir) {
      await mkdir(join(partial, FILES_FOLDER));
      if (existsSync(settings.filesDir)) await cp(settings.filesDir, join(partial, FILES_FOLDER), { recursive: true, filter: notHalfWritten });
    }
    const manifest: BackupManifest = { app: 'miami-drop', dialect, createdAt: options.now.toISOString(), migrations, reason: options.reason, files: settings.filesDir !== null };
    await writeManifest(partial, manifest);
    // A chosen folder that exists is empty (rmdir refuses any other): the finished backup takes its place.
    if (existsSync(folder)) await rmdir(folder);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
