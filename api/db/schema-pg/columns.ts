import { customType } from 'drizzle-orm/pg-core';

/**
 * Epoch milliseconds in a bigint, read as Date: the same stored number as SQLite's `timestamp_ms` columns (hand-written
 * queries compare them with `Date#getTime()`) and the same Date in the app. node-postgres reads a bigint as a string.
 */
const epochMillis = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

/** Timestamps are stored as epoch milliseconds and read as Date. */
export const timestamp = (name: string) => epochMillis(name);
export const createdAt = () => timestamp('created_at').notNull().$defaultFn(() => new Date());
export const updatedAt = () => timestamp('updated_at').notNull().$defaultFn(() => new Date());
