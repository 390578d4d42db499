import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per counted attempt; windows are counted over recent rows, old rows are pruned. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bucket: text('bucket').notNull(),
    /** Epoch milliseconds, read as a number (as on SQLite): past what an integer holds. */
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.at)],
);
