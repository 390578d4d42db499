import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { AppDatabase } from './client';
import { MIGRATIONS_FOLDER } from './migration-folders';

/** Applies every pending migration of the append-only migrations/ folder. */
export function migrateDatabase(db: AppDatabase): void {
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
