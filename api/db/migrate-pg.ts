import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { PG_MIGRATIONS_FOLDER } from './migration-folders';

/** Any fixed number, the same in every instance. */
const MIGRATION_LOCK = 2_802_028;

/**
 * Applies every pending migration of the append-only migrations/pg folder. drizzle's migrator takes no lock of its
 * own: instances starting together migrate one at a time under a session advisory lock, the later ones finding
 * nothing left to do.
 */
export async function migratePgDatabase(target: Pool | (NodePgDatabase & { $client: Pool })): Promise<void> {
  const pool = '$client' in target ? target.$client : target;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: PG_MIGRATIONS_FOLDER });
  } finally {
    // Closing the connection ends its session and so its lock, whatever state a failed migration left it in.
    client.release(true);
  }
}
