import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminPackages } from '../../modules/warehouse/admin-packages-service';
import { openBothDatabases, type BothDatabases } from '../../test/both-databases';
import { packages } from '../schema/packages';
import { users } from '../schema/users';
import { packages as pgPackages } from '../schema-pg/packages';
import { users as pgUsers } from '../schema-pg/users';
import { packageSearchIds } from './package-search';

const OWNERS = [
  { firstName: 'José', lastName: 'Núñez', email: 'jose.nunez@example.com', suiteCode: 'MD-10001', tracking: ['9400111899223344556677', '1Z999AA10123456784'] },
  { firstName: 'LUCÍA', lastName: 'Fernández', email: 'Lucia.F@Correo.es', suiteCode: 'MD-10002', tracking: ['TBA123456789000'] },
  { firstName: 'Ana María', lastName: 'Peña', email: 'ana_pena@example.com', suiteCode: 'MD-20417', tracking: ['794612345678', 'LX123456789CN'] },
  { firstName: 'Françoise', lastName: "O'Brien-Müller", email: 'f.obrien+pkg@mail.test', suiteCode: 'MD-30555', tracking: ['420331339400111899561234'] },
  { firstName: 'Jon', lastName: 'Smith', email: 'jon@smith.test', suiteCode: 'MD-40001', tracking: ['1Z12345E0205271688', '100%OFF-42'] },
  { firstName: 'Søren', lastName: 'Strauß-Łukasiewicz', email: 'sl@dk.test', suiteCode: 'MD-50005', tracking: ['DK5000500'] },
];

/** Fragments of three characters or more: the trigram search, without regard to case or accents. */
const TRIGRAM_FRAGMENTS = [
  'jose', 'JOSÉ', 'núñez', 'NUNEZ', 'josé núñez', 'e nú', 'lucia', 'Lucía', 'fernan', 'ana maría', 'ana maria', 'PEÑA', 'pena',
  'françoise', 'FRANCOISE', 'muller', 'MÜLLER', "o'bri", 'md-100', 'MD-2041', '10001', '2233445', '1234567', '1z999', 'aa101',
  'tba12', '@example', 'correo.es', 'lucia.f', 'pkg@', 'ana_p', '100%', '0%o', 'smith', 'n s', 'zzzz', 'nadie@nowhere', '"quoted',
];

/** Shorter fragments: SQLite compares them with LIKE, case-insensitive for ASCII letters only and accents as typed. */
const SHORT_FRAGMENTS = ['jo', 'JO', 'é', 'É', 'ñ', 'Ñ', 'n', 'ü', '1', '%', '_', "'", 'zq'];

const MATCHING_NOTHING = ['zzzz', 'nadie@nowhere', '"quoted', 'É', 'Ñ', 'zq'];

describe('the PostgreSQL admin search', () => {
  let both: BothDatabases;

  beforeAll(async () => {
    both = await openBothDatabases();
    for (const [index, owner] of OWNERS.entries()) {
      const user = { email: owner.email, passwordHash: 'x', firstName: owner.firstName, lastName: owner.lastName, suiteCode: owner.suiteCode };
      const sqliteUser = both.sqlite.db.insert(users).values(user).returning().get();
      const [pgUser] = await both.pgDb.insert(pgUsers).values(user).returning();
      const rows = owner.tracking.map((trackingNumber) => ({ trackingNumber, title: `Parcel ${index}`, createdAt: new Date(Date.UTC(2026, 0, index + 1)) }));
      both.sqlite.db.insert(packages).values(rows.map((row) => ({ ...row, userId: sqliteUser.id }))).run();
      await both.pgDb.insert(pgPackages).values(rows.map((row) => ({ ...row, userId: pgUser!.id })));
    }
  });

  afterAll(async () => {
    await both?.close();
  });

  /** What the admin list finds today, through its own service on SQLite. */
  const foundOnSqlite = async (search: string) =>
    (await listAdminPackages(both.sqlite.db, { search, status: 'all', page: 1, page_size: 96 })).packages.map((found) => found.tracking_number).sort();

  async function foundOnPg(search: string): Promise<string[]> {
    const rows = await both.pgDb.select({ trackingNumber: pgPackages.trackingNumber }).from(pgPackages).where(sql`${pgPackages.id} in (${packageSearchIds(search)})`);
    return rows.map((row) => row.trackingNumber).sort();
  }

  it.each([...TRIGRAM_FRAGMENTS, ...SHORT_FRAGMENTS])('finds for %j the packages SQLite finds', async (search) => {
    const expected = await foundOnSqlite(search);
    expect(expected.length > 0).toBe(!MATCHING_NOTHING.includes(search));
    expect(await foundOnPg(search)).toEqual(expected);
  });

  it('matches names without accents and accents without case, owner by owner', async () => {
    expect(await foundOnPg('nunez')).toEqual(['1Z999AA10123456784', '9400111899223344556677']);
    expect(await foundOnPg('LUCIA')).toEqual(['TBA123456789000']);
    expect(await foundOnPg('2233445')).toEqual(['9400111899223344556677']);
    expect(await foundOnPg('é')).toEqual(['1Z999AA10123456784', '9400111899223344556677']);
    expect(await foundOnPg('É')).toEqual([]);
  });

  // The one intended difference: unaccent also spells out letters that Unicode does not write as a letter with an
  // accent (ø, ß, ł, æ...), which FTS5 keeps as they are. Typed as written, they are found on both.
  it('finds ø, ß and ł typed as o, ss and l, which SQLite does not', async () => {
    for (const search of ['soren', 'strauss', 'lukasiewicz']) {
      expect(await foundOnSqlite(search)).toEqual([]);
      expect(await foundOnPg(search)).toEqual(['DK5000500']);
    }
    for (const search of ['søren', 'STRAUß', 'łukasiewicz']) {
      expect(await foundOnSqlite(search)).toEqual(['DK5000500']);
      expect(await foundOnPg(search)).toEqual(['DK5000500']);
    }
  });

  it('folds the same text whatever the search path, as its indexes need', async () => {
    const client = await both.pg.pool.connect();
    try {
      await client.query('set search_path = pg_catalog');
      const { rows } = await client.query<{ folded: string }>("select public.search_fold('José NÚÑEZ Peña') as folded");
      expect(rows[0]?.folded).toBe('jose nunez pena');
    } finally {
      client.release(true);
    }
  });

  it('reads the trigram indexes rather than every row', async () => {
    const client = await both.pg.pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      const query = new PgDialect().sqlToQuery(sql`explain ${packageSearchIds('núñez')}`);
      const lines = (await client.query<{ 'QUERY PLAN': string }>(query.sql, query.params)).rows.map((row) => row['QUERY PLAN']).join('\n');
      for (const index of ['packages_tracking_number_search_idx', 'users_suite_code_search_idx', 'users_owner_name_search_idx', 'users_email_search_idx']) {
        expect(lines).toContain(index);
      }
    } finally {
      client.release(true);
    }
  });
});
