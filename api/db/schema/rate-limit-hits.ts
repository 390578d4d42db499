import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One row per counted attempt; windows are counted over recent rows, old rows are pruned. */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bucket: text('bucket').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.at)],
);
