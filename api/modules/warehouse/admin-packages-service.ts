import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminPackage, AdminPackageList, AdminPackageQuery } from '../../../shared/admin/admin-package-schema';
import type { StatusFilter } from '../../../shared/packages/package-status';
import type { Db } from '../../db/client';
import { packageSearchIds } from '../../db/pg/package-search';
import { packages, unidentifiedParcels, users } from '../../db/tables';
import { boundDialect } from '../../db/tables';
import { toPackageDetails } from '../packages/package-view';

/** Trigram search needs three characters; a shorter fragment is matched by scanning the search table. */
const TRIGRAM = 3;

/** Up to this many matches are read once and named by id; a broader fragment is matched again by the page and the count. */
const MATCHES_READ_ONCE = 5_000;

/** The ids (column `id`) of the packages whose tracking number, suite, owner name or e-mail contain the fragment (any case). */
function matchingIds(search: string): SQL {
  // PostgreSQL: trigram indexes over the tables themselves (decision 145); SQLite: the FTS5 table kept by triggers.
  if (boundDialect() === 'postgresql') return packageSearchIds(search);
  const condition = search.length >= TRIGRAM ? sql`package_search match ${`"${search.replace(/"/g, '""')}"`}` : likeCondition(search);
  return sql`select rowid as id from package_search where ${condition}`;
}

async function searchCondition(db: Db, search: string): Promise<SQL | undefined> {
  if (!search) return undefined;
  const matching = matchingIds(search);
  const rows = await db
    .select({ id: sql<number>`id` })
    .from(sql`(${matching}) as matches`)
    .limit(MATCHES_READ_ONCE + 1);
  const ids = rows.map((row) => row.id);
  return ids.length <= MATCHES_READ_ONCE ? inArray(packages.id, ids.length ? ids : [0]) : sql`${packages.id} in (${matching})`;
}

function likeCondition(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = (column: string) => sql`${sql.raw(column)} like ${pattern} escape '\\'`;
  return sql`${like('tracking_number')} or ${like('suite_code')} or ${like('owner_name')} or ${like('owner_email')}`;
}

function statusCondition(status: StatusFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'exclude_picked_up') return ne(packages.effectiveStatus, 'picked_up');
  return eq(packages.effectiveStatus, status);
}

/** Totals by displayed status, kept by triggers (migration 0003). */
async function countsByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ status: sql<string>`status`, count: sql<number>`count` }).from(sql`package_status_counts`);
  return new Map(rows.map((row) => [row.status, row.count]));
}

async function countMatching(db: Db, query: AdminPackageQuery, where: SQL | undefined, totalAll: number, counts: Map<string, number>): Promise<number> {
  if (query.search) return (await db.select({ n: sql<number>`count(*)` }).from(packages).where(where))[0]?.n ?? 0;
  if (query.status === 'all') return totalAll;
  if (query.status === 'exclude_picked_up') return totalAll - (counts.get('picked_up') ?? 0);
  return counts.get(query.status) ?? 0;
}

/** GET /api/admin/packages: newest first, one page, with the counts of the filter and of everything. */
export async function listAdminPackages(db: Db, query: AdminPackageQuery): Promise<AdminPackageList> {
  const where = and(await searchCondition(db, query.search), statusCondition(query.status));
  const counts = await countsByStatus(db);
  const totalAll = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const ids = (
    await db
      .select({ id: packages.id })
      .from(packages)
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
  ).map((row) => row.id);
  return {
    packages: await adminPackages(db, ids),
    page: query.page,
    page_size: query.page_size,
    total: await countMatching(db, query, where, totalAll, counts),
    total_all: totalAll,
  };
}

/** The staff notes of the unidentified parcels these packages came from, by package. */
async function parcelNotesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ packageId: unidentifiedParcels.packageId, notes: unidentifiedParcels.notes })
    .from(unidentifiedParcels)
    .where(and(inArray(unidentifiedParcels.packageId, ids), isNotNull(unidentifiedParcels.notes)));
  return new Map(rows.map((row) => [row.packageId!, row.notes!]));
}

/** Packages with their owners (and the staff notes of a parcel they came from), in the order of `ids`. */
export async function adminPackages(db: Db, ids: number[]): Promise<AdminPackage[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ pkg: packages, owner: users }).from(packages).innerJoin(users, eq(users.id, packages.userId)).where(inArray(packages.id, ids));
  const notes = await parcelNotesOf(db, ids);
  const byId = new Map(rows.map((row) => [row.pkg.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const details = await toPackageDetails(db, ordered.map((row) => row.pkg));
  return ordered.map(({ pkg, owner }, index) => ({
    ...details[index]!,
    shelf: pkg.shelf,
    disposal_note: pkg.disposalNote,
    parcel_notes: notes.get(pkg.id) ?? null,
    user_id: owner.id,
    user_email: owner.email,
    user_first_name: owner.firstName,
    user_last_name: owner.lastName,
    user_phone: owner.phone,
    user_suite_code: owner.suiteCode,
  }));
}
