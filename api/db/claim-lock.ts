import { is } from 'drizzle-orm';
import { PgSelectBase } from 'drizzle-orm/pg-core';

/**
 * The read of a queue row a pass is about to claim, inside the claim's write transaction. On PostgreSQL it locks the
 * row, and a row another instance is claiming at that moment is skipped (`FOR UPDATE SKIP LOCKED`): passes on several
 * instances take different rows without waiting for, or failing on, each other. On SQLite the transaction already holds
 * the database's write lock, so the read alone is the claim.
 */
export function skippingRowsBeingClaimed<Query>(query: Query): Query {
  if (!is(query, PgSelectBase)) return query;
  return query.for('update', { skipLocked: true }) as Query;
}
