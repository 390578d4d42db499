import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBothDatabases, type BothDatabases } from '../../test/both-databases';
import { packages } from '../schema/packages';
import { users } from '../schema/users';
import { packages as pgPackages } from '../schema-pg/packages';
import { users as pgUsers } from '../schema-pg/users';

/** Carrier status and warehouse status of each package, and the status the list shows for them. */
const STARTING = [
  { trackingNumber: 'T1', status: 'pending', deliveryStatus: 'pending', shown: 'pending' },
  { trackingNumber: 'T2', status: 'in_transit', deliveryStatus: 'pending', shown: 'in_transit' },
  { trackingNumber: 'T3', status: 'delivered', deliveryStatus: 'delivered', shown: 'delivered' },
  { trackingNumber: 'T4', status: 'delivered', deliveryStatus: 'received', shown: 'received' },
  { trackingNumber: 'T5', status: 'in_transit', deliveryStatus: 'scheduled', shown: 'scheduled' },
  { trackingNumber: 'T6', status: 'delivered', deliveryStatus: 'picked_up', shown: 'picked_up' },
  { trackingNumber: 'T7', status: 'out_for_delivery', deliveryStatus: 'pending', shown: 'out_for_delivery' },
];

type Counts = Array<{ status: string; count: number }>;

describe('the displayed status and its counts on PostgreSQL', () => {
  let both: BothDatabases;
  let sqliteUserId: number;
  let pgUserId: number;

  beforeAll(async () => {
    both = await openBothDatabases();
    const user = { email: 'owner@example.com', passwordHash: 'x', firstName: 'Ana', lastName: 'Gómez', suiteCode: 'MD-10001' };
    sqliteUserId = both.sqlite.db.insert(users).values(user).returning().get().id;
    pgUserId = (await both.pgDb.insert(pgUsers).values(user).returning())[0]!.id;
  });

  afterAll(async () => {
    await both?.close();
  });

  const sqliteCounts = () => both.sqlite.db.all<{ status: string; count: number }>(sql`select status, count from package_status_counts order by status`);
  const sqliteGrouped = () =>
    both.sqlite.db.all<{ status: string; count: number }>(sql`select effective_status as status, count(*) as count from packages group by 1 order by 1`);
  const pgCounts = async () => (await both.pg.pool.query<{ status: string; count: number }>('select status, count from package_status_counts order by status')).rows;
  const pgGrouped = async () =>
    (await both.pg.pool.query<{ status: string; count: number }>('select effective_status as status, count(*)::integer as count from packages group by 1 order by 1')).rows;
  const nonZero = (counts: Counts) => counts.filter((row) => row.count !== 0);

  /** The kept counts match a count of the rows on each database, and PostgreSQL keeps the same rows (zeros too) as SQLite. */
  async function expectCountsInStep() {
    const pg = await pgCounts();
    expect(nonZero(pg)).toEqual(await pgGrouped());
    expect(nonZero(sqliteCounts())).toEqual(sqliteGrouped());
    expect(pg).toEqual(sqliteCounts());
  }

  async function shownStatuses() {
    const sqliteRows = both.sqlite.db.select({ trackingNumber: packages.trackingNumber, shown: packages.effectiveStatus }).from(packages).orderBy(packages.trackingNumber).all();
    const pgRows = await both.pgDb.select({ trackingNumber: pgPackages.trackingNumber, shown: pgPackages.effectiveStatus }).from(pgPackages).orderBy(pgPackages.trackingNumber);
    expect(pgRows).toEqual(sqliteRows);
    return Object.fromEntries(pgRows.map((row) => [row.trackingNumber, row.shown]));
  }

  it('computes the displayed status and counts new packages, several in one statement', async () => {
    const rows = STARTING.map(({ trackingNumber, status, deliveryStatus }) => ({ trackingNumber, status, deliveryStatus, title: trackingNumber }));
    both.sqlite.db.insert(packages).values(rows.map((row) => ({ ...row, userId: sqliteUserId }))).run();
    await both.pgDb.insert(pgPackages).values(rows.map((row) => ({ ...row, userId: pgUserId })));
    both.sqlite.db.insert(packages).values({ trackingNumber: 'T8', title: 'T8', userId: sqliteUserId }).run();
    await both.pgDb.insert(pgPackages).values({ trackingNumber: 'T8', title: 'T8', userId: pgUserId });

    expect(await shownStatuses()).toEqual({ ...Object.fromEntries(STARTING.map((row) => [row.trackingNumber, row.shown])), T8: 'pending' });
    expect(await pgCounts()).toContainEqual({ status: 'pending', count: 2 });
    await expectCountsInStep();
  });

  it('moves a package between counts when its displayed status changes, and only then', async () => {
    const received = { deliveryStatus: 'received' };
    both.sqlite.db.update(packages).set(received).where(inArray(packages.trackingNumber, ['T1', 'T2', 'T3'])).run();
    await both.pgDb.update(pgPackages).set(received).where(inArray(pgPackages.trackingNumber, ['T1', 'T2', 'T3']));
    // A new carrier status under a workflow status: shown the same, counted the same.
    both.sqlite.db.update(packages).set({ status: 'delivered' }).where(eq(packages.trackingNumber, 'T5')).run();
    await both.pgDb.update(pgPackages).set({ status: 'delivered' }).where(eq(pgPackages.trackingNumber, 'T5'));
    both.sqlite.db.update(packages).set({ title: 'renamed' }).where(eq(packages.trackingNumber, 'T7')).run();
    await both.pgDb.update(pgPackages).set({ title: 'renamed' }).where(eq(pgPackages.trackingNumber, 'T7'));
    both.sqlite.db.update(packages).set({ status: 'in_transit', deliveryStatus: 'pending' }).where(eq(packages.trackingNumber, 'T6')).run();
    await both.pgDb.update(pgPackages).set({ status: 'in_transit', deliveryStatus: 'pending' }).where(eq(pgPackages.trackingNumber, 'T6'));

    const shown = await shownStatuses();
    expect([shown.T1, shown.T2, shown.T3, shown.T5, shown.T6, shown.T7]).toEqual(['received', 'received', 'received', 'scheduled', 'in_transit', 'out_for_delivery']);
    expect(await pgCounts()).toContainEqual({ status: 'received', count: 4 });
    expect(await pgCounts()).toContainEqual({ status: 'picked_up', count: 0 });
    await expectCountsInStep();
  });

  it('uncounts deleted packages, one or all of an owner at once', async () => {
    both.sqlite.db.delete(packages).where(eq(packages.trackingNumber, 'T4')).run();
    await both.pgDb.delete(pgPackages).where(eq(pgPackages.trackingNumber, 'T4'));
    await expectCountsInStep();

    both.sqlite.db.delete(users).where(eq(users.id, sqliteUserId)).run();
    await both.pgDb.delete(pgUsers).where(eq(pgUsers.id, pgUserId));
    expect(nonZero(await pgCounts())).toEqual([]);
    await expectCountsInStep();
  });
});
