import { integer } from 'drizzle-orm/sqlite-core';

/** Timestamps are stored as epoch milliseconds and read as Date. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
export const createdAt = () => timestamp('created_at').notNull().$defaultFn(() => new Date());
export const updatedAt = () => timestamp('updated_at').notNull().$defaultFn(() => new Date());
