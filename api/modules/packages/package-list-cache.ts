import type { Statement } from 'better-sqlite3';
import type { Package } from '../../../shared/packages/package-schema';
import type { AppDatabase } from '../../db/client';

/**
 * What this connection has written (total_changes) and whether another connection committed since (data_version):
 * while both stand still, no table changed, so an answer read earlier is still the answer.
 */
const WRITE_MARK_SQL = 'select data_version, total_changes() from pragma_data_version';
const MAX_CUSTOMERS = 1000;

interface ListCache {
  writeMark: Statement<[], [number, number]>;
  mark: string;
  byUser: Map<number, Package[]>;
}

const caches = new WeakMap<AppDatabase, ListCache>();

function cacheFor(db: AppDatabase): ListCache {
  const known = caches.get(db);
  if (known) return known;
  // Stryker disable next-line StringLiteral: the starting mark only has to differ from every mark read ("<version>:<changes>"), which any other non-numeric text also does
  const cache: ListCache = { writeMark: db.$client.prepare<[], [number, number]>(WRITE_MARK_SQL).raw(true), mark: '', byUser: new Map() };
  caches.set(db, cache);
  return cache;
}

/**
 * A customer's package list as last read, until anything is written to the database (decision 103): the dashboard
 * asks for it on every visit and refetch, and between writes the answer cannot differ. Any write, by this process
 * or another connection, drops every customer's copy; a read inside an open transaction is never kept.
 */
export function cachedPackageList(db: AppDatabase, userId: number, read: () => Package[]): Package[] {
  if (db.$client.inTransaction) return read();
  const cache = cacheFor(db);
  const [dataVersion, totalChanges] = cache.writeMark.get()!;
  const mark = `${dataVersion}:${totalChanges}`;
  if (mark !== cache.mark) {
    cache.byUser.clear();
    cache.mark = mark;
  }
  const cached = cache.byUser.get(userId);
  if (cached) return cached;
  const views = read();
  if (cache.byUser.size >= MAX_CUSTOMERS) cache.byUser.clear();
  cache.byUser.set(userId, views);
  return views;
}
