import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createPgTestDatabase, type PgTestDatabase } from './pg-test-database';

export interface BothDatabases {
  sqlite: DatabaseHandle;
  pg: PgTestDatabase;
  pgDb: NodePgDatabase;
  close(): Promise<void>;
}

/** A freshly migrated SQLite database in memory and a PostgreSQL test database, to run the same rows through both. */
export async function openBothDatabases(): Promise<BothDatabases> {
  const sqlite = openDatabase(':memory:');
  migrateDatabase(sqlite.db);
  const pg = await createPgTestDatabase();
  return {
    sqlite,
    pg,
    pgDb: drizzle(pg.pool),
    close: async () => {
      sqlite.close();
      await pg.drop();
    },
  };
}
