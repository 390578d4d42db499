import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamp } from './columns';

/** A scheduled job's turn: the instance (process boot) that runs it until `lease_until`; the others skip that run. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until').notNull(),
});
