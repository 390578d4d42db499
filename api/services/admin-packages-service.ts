import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminPackage, AdminPackageList, AdminPackageQuery } from '../../shared/admin/admin-package-schema';
import type { StatusFilter } from '../../shared/packages/package-status';
import type { Db } from '../db/client';
import { packages } from '../db/schema/packages';
import { users } from '../db/schema/users';
import { toPackageDetails } from './package-view';

/** Trigram search needs three characters; a shorter fragment is matched by scanning the search table. */
const TRIGRAM = 3;

/** Up to this many matches are read once and named by id; a broader fragment is matched again by the page and the count. */
const MATCHES_READ_ONCE = 5_000;

/** The packages whose tracking number, suite, owner name or e-mail contain the fragment (any case). */
function searchCondition(db: Db, search: string): SQL | undefined {
  if (!search) return undefined;
  const matching =
    search.length >= TRIGRAM
      ? sql`select rowid from package_search where package_search match ${`"${search.replace(/"/g, '""')}"`}`
      : likeMatching(search);
  const ids = db.all<{ rowid: number }>(sql`${matching} limit ${MATCHES_READ_ONCE + 1}`).map((row) => row.rowid);
  return ids.length <= MATCHES_READ_ONCE ? inArray(packages.id, ids.length ? ids : [0]) : sql`${packages.id} in (${matching})`;
}

function likeMatching(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = (column: string) => sql`${sql.raw(column)} like ${pattern} escape '\\'`;
  return sql`select rowid from package_search where ${like('tracking_number')} or ${like('suite_code')} or ${like('owner_name')} or ${like('owner_email')}`;
}

function statusCondition(status: StatusFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'exclude_picked_up') return ne(packages.effectiveStatus, 'picked_up');
  return eq(packages.effectiveStatus, status);
}

/** Totals by displayed status, kept by triggers (migration 0003). */
function countsByStatus(db: Db): Map<string, number> {
  const rows = db.all<{ status: string; count: number }>(sql`select status, count from package_status_counts`);
  return new Map(rows.map((row) => [row.status, row.count]));
}

function countMatching(db: Db, query: AdminPackageQuery, where: SQL | undefined, totalAll: number, counts: Map<string, number>): number {
  if (query.search) return db.select({ n: sql<number>`count(*)` }).from(packages).where(where).get()?.n ?? 0;
  if (query.status === 'all') return totalAll;
  if (query.status === 'exclude_picked_up') return totalAll - (counts.get('picked_up') ?? 0);
  return counts.get(query.status) ?? 0;
}

/** GET /api/admin/packages: newest first, one page, with the counts of the filter and of everything. */
export function listAdminPackages(db: Db, query: AdminPackageQuery): AdminPackageList {
  const where = and(searchCondition(db, query.search), statusCondition(query.status));
  const counts = countsByStatus(db);
  const totalAll = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const ids = db
    .select({ id: packages.id })
    .from(packages)
    .where(where)
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .all()
    .map((row) => row.id);
  return { packages: adminPackages(db, ids), page: query.page, page_size: query.page_size, total: countMatching(db, query, where, totalAll, counts), total_all: totalAll };
}

/** Packages with their owners, in the order of `ids`. */
export function adminPackages(db: Db, ids: number[]): AdminPackage[] {
  if (ids.length === 0) return [];
  const rows = db.select({ pkg: packages, owner: users }).from(packages).innerJoin(users, eq(users.id, packages.userId)).where(inArray(packages.id, ids)).all();
  const byId = new Map(rows.map((row) => [row.pkg.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const details = toPackageDetails(db, ordered.map((row) => row.pkg));
  return ordered.map(({ owner }, index) => ({
    ...details[index]!,
    user_id: owner.id,
    user_email: owner.email,
    user_first_name: owner.firstName,
    user_last_name: owner.lastName,
    user_phone: owner.phone,
    user_suite_code: owner.suiteCode,
  }));
}
