import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DatabaseState } from './database-state';

/** One step for the whole copy: it reads one snapshot, and a write of another connection cannot restart it half-way. */
const ALL_PAGES = 0x7fffffff;
const copyInOneStep = { progress: () => ALL_PAGES };

function openExisting(path: string, options: { readonly?: boolean } = {}): Database.Database {
  const db = new Database(path, { fileMustExist: true, readonly: options.readonly ?? false });
  db.pragma('busy_timeout = 5000');
  return db;
}

function stateOf(db: Database.Database): DatabaseState {
  const tables = db.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name").pluck().all() as string[];
  if (!tables.includes('__drizzle_migrations')) return { tables, appliedMigrations: 0, lastMigrationAt: null };
  const row = db.prepare('select count(*) as applied, max(created_at) as last from __drizzle_migrations').get() as { applied: number; last: number | null };
  return { tables, appliedMigrations: row.applied, lastMigrationAt: row.last === null ? null : Number(row.last) };
}

/** The tables and migrations of a SQLite file; a file that does not exist yet is an empty database. */
export function sqliteState(path: string): DatabaseState {
  if (!existsSync(path)) return { tables: [], appliedMigrations: 0, lastMigrationAt: null };
  const db = openExisting(path);
  try {
    return stateOf(db);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a SQLite file in use, through SQLite's online backup API (a file copy could catch a page
 * half-written or miss what the WAL still holds). The copy is left in rollback-journal mode: one self-contained file.
 */
export async function backupSqlite(path: string, destination: string): Promise<DatabaseState> {
  const source = openExisting(path);
  try {
    await source.backup(destination, copyInOneStep);
  } finally {
    source.close();
  }
  const copy = openExisting(destination);
  try {
    copy.pragma('journal_mode = DELETE');
    return stateOf(copy);
  } finally {
    copy.close();
  }
}

/** SQLite's own check of a file: 'ok', or its first complaints. */
export function sqliteIntegrity(path: string): string {
  const db = openExisting(path, { readonly: true });
  try {
    return (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map((row) => row.integrity_check).slice(0, 5).join('; ');
  } finally {
    db.close();
  }
}

/** Writes a backup's file to `target` beside it first, then renames it: a restore that fails half-way leaves nothing. */
export async function restoreSqlite(backupFile: string, target: string): Promise<void> {
  const integrity = sqliteIntegrity(backupFile);
  if (integrity !== 'ok') throw new Error(`${backupFile} is damaged (integrity_check: ${integrity}): nothing restored`);
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  await rm(partial, { force: true });
  const source = openExisting(backupFile, { readonly: true });
  try {
    await source.backup(partial, copyInOneStep);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  await rename(partial, target);
}
