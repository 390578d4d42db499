import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { AppDatabase } from './client';
import { MIGRATIONS_FOLDER, PG_MIGRATIONS_FOLDER } from './migration-folders';
import { boundDialect, type Dialect } from './tables';

const pgPool = (db: AppDatabase) => db.$client as unknown as pg.Pool;

/** A query the database answers; throws when it is down or out of reach. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  if (boundDialect() === 'postgresql') await pgPool(db).query('select 1');
  else db.$client.prepare('select 1').get();
}

/** The database's size on disk: SQLite's pages, or PostgreSQL's pg_database_size of the current database. */
export async function databaseSizeBytes(db: AppDatabase): Promise<number> {
  if (boundDialect() === 'postgresql') {
    const { rows } = await pgPool(db).query<{ bytes: string | number }>('select pg_database_size(current_database()) as bytes');
    return Number(rows[0]?.bytes ?? 0);
  }
  const pageCount = db.$client.pragma('page_count', { simple: true }) as number;
  const pageSize = db.$client.pragma('page_size', { simple: true }) as number;
  return pageCount * pageSize;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations of a dialect's folder, as drizzle's journal lists them (`when` is what drizzle records as applied). */
export function migrationJournal(dialect: Dialect): JournalEntry[] {
  const folder = dialect === 'postgresql' ? PG_MIGRATIONS_FOLDER : MIGRATIONS_FOLDER;
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** When each applied migration was made, from drizzle's own table (none when the table is not there yet). */
async function appliedMigrations(db: AppDatabase): Promise<Set<number>> {
  if (boundDialect() === 'postgresql') {
    const pool = pgPool(db);
    const { rows: found } = await pool.query<{ table: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as table");
    if (!found[0]?.table) return new Set();
    const { rows } = await pool.query<{ created_at: string | number }>('select created_at from drizzle.__drizzle_migrations');
    return new Set(rows.map((row) => Number(row.created_at)));
  }
  const table = db.$client.prepare("select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table) return new Set();
  const rows = db.$client.prepare('select created_at from __drizzle_migrations').all() as Array<{ created_at: number }>;
  return new Set(rows.map((row) => Number(row.created_at)));
}

/** The tags of the migrations of this dialect's folder that the database has not applied, oldest first. */
export async function missingMigrations(db: AppDatabase): Promise<string[]> {
  const applied = await appliedMigrations(db);
  return migrationJournal(boundDialect())
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}
