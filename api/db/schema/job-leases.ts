import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns';

/** A scheduled job's turn: the instance (process boot) that runs it until `lease_until`; the others skip that run. */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until').notNull(),
});
