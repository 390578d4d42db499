import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is, type Column } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createPgTestDatabase, type PgTestDatabase } from '../test/pg-test-database';
import { pgIndexes, pgSchemaShape } from '../test/pg-schema-shape';
import type { SchemaShape } from '../test/schema-shape';
import { sqliteSchemaShape, sqliteTableNames } from '../test/sqlite-schema-shape';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import type * as sqliteDeliveryAddresses from './schema/delivery-addresses';
import type * as sqliteLoginDevices from './schema/login-devices';
import type * as sqliteMailQueue from './schema/mail-queue';
import type * as sqliteMessagingAlerts from './schema/messaging-alerts';
import type * as sqlitePackages from './schema/packages';
import type * as sqlitePhotos from './schema/photos';
import type * as sqlitePushAlerts from './schema/push-alerts';
import type * as sqliteSessions from './schema/sessions';
import type * as sqliteSubscriptions from './schema/subscriptions';
import type * as sqliteUnidentifiedParcels from './schema/unidentified-parcels';
import type * as sqliteUsers from './schema/users';
import type * as pgDeliveryAddresses from './schema-pg/delivery-addresses';
import type * as pgLoginDevices from './schema-pg/login-devices';
import type * as pgMailQueue from './schema-pg/mail-queue';
import type * as pgMessagingAlerts from './schema-pg/messaging-alerts';
import type * as pgPackages from './schema-pg/packages';
import type * as pgPhotos from './schema-pg/photos';
import type * as pgPushAlerts from './schema-pg/push-alerts';
import type * as pgSessions from './schema-pg/sessions';
import type * as pgSubscriptions from './schema-pg/subscriptions';
import type * as pgUnidentifiedParcels from './schema-pg/unidentified-parcels';
import type * as pgUsers from './schema-pg/users';

/** PostgreSQL's admin search indexes: SQLite searches its FTS5 table `package_search` instead. */
const PG_ONLY_INDEXES: Record<string, { table: string; keys: string[] }> = {
  packages_tracking_number_search_idx: { table: 'packages', keys: ['search_fold(tracking_number)'] },
  users_suite_code_search_idx: { table: 'users', keys: ['search_fold(suite_code)'] },
  users_owner_name_search_idx: { table: 'users', keys: ["search_fold((first_name || ' '::text) || last_name)"] },
  users_email_search_idx: { table: 'users', keys: ['search_fold(email)'] },
};

/** SQLite's FTS5 table for the admin search; PostgreSQL reads the same fields through the indexes above. */
const SQLITE_ONLY_VIRTUAL_TABLES = ['package_search'];

function withoutPgOnlyIndexes(shape: SchemaShape): SchemaShape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, table]) => [name, { ...table, indexes: table.indexes.filter((index) => !(index.name in PG_ONLY_INDEXES)) }]),
  );
}

describe('the PostgreSQL migrations and the SQLite migrations', () => {
  let sqlite: DatabaseHandle;
  let pg: PgTestDatabase;

  beforeAll(async () => {
    sqlite = openDatabase(':memory:');
    migrateDatabase(sqlite.db);
    pg = await createPgTestDatabase();
  });

  afterAll(async () => {
    sqlite?.close();
    await pg?.drop();
  });

  it('make the same tables, columns, keys, foreign keys and indexes', async () => {
    const sqliteShape = sqliteSchemaShape(sqlite.sqlite);
    const pgShape = await pgSchemaShape(pg.pool);
    expect(Object.keys(sqliteShape)).toEqual(expect.arrayContaining(['packages', 'users', 'package_status_counts', 'job_leases']));
    expect(withoutPgOnlyIndexes(pgShape)).toEqual(sqliteShape);
  });

  it('differ only by the admin search: an FTS5 table on SQLite, trigram indexes on PostgreSQL', async () => {
    expect(sqliteTableNames(sqlite.sqlite, 'virtual')).toEqual(SQLITE_ONLY_VIRTUAL_TABLES);
    const shadowTables = sqliteTableNames(sqlite.sqlite, 'shadow');
    expect(shadowTables).toContain('package_search_data');
    expect(shadowTables.every((name) => name.startsWith('package_search_'))).toBe(true);
    const searchIndexes = (await pgIndexes(pg.pool)).filter((index) => index.index_name in PG_ONLY_INDEXES);
    expect(Object.fromEntries(searchIndexes.map((index) => [index.index_name, { table: index.table_name, keys: index.keys }]))).toEqual(PG_ONLY_INDEXES);
    expect(searchIndexes.every((index) => index.method === 'gin' && !index.is_unique)).toBe(true);
  });
});

const SCHEMA_FOLDER = fileURLToPath(new URL('./schema', import.meta.url));
const PG_SCHEMA_FOLDER = fileURLToPath(new URL('./schema-pg', import.meta.url));
const schemaFiles = readdirSync(SCHEMA_FOLDER).sort();

/** What the app reads from a column: a custom type (the timestamps on PostgreSQL) is asked what it makes of a value. */
function valueKind(column: Column): string {
  if (column.dataType !== 'custom') return column.dataType;
  const read = column.mapFromDriverValue('1767225600000');
  return read instanceof Date && read.getTime() === 1_767_225_600_000 && column.mapToDriverValue(read) === 1_767_225_600_000 ? 'date' : typeof read;
}

function columnFacts(column: Column) {
  const increments = 'autoIncrement' in column ? column.autoIncrement === true : column.generatedIdentity !== undefined;
  return {
    name: column.name,
    kind: valueKind(column),
    notNull: column.notNull,
    primary: column.primary,
    unique: column.isUnique,
    default: column.default,
    defaultFn: column.defaultFn !== undefined,
    enumValues: column.enumValues,
    generated: column.generated !== undefined,
    increments,
  };
}

describe('the drizzle schemas of both databases', () => {
  it('have the same files, each with the same exports', async () => {
    expect(readdirSync(PG_SCHEMA_FOLDER).sort()).toEqual(schemaFiles);
    for (const file of schemaFiles) {
      const sqliteModule = await import(/* @vite-ignore */ new URL(`./schema/${file}`, import.meta.url).href);
      const pgModule = await import(/* @vite-ignore */ new URL(`./schema-pg/${file}`, import.meta.url).href);
      expect(Object.keys(pgModule).sort(), file).toEqual(Object.keys(sqliteModule).sort());
    }
  });

  it('declare the same tables and columns, read as the same JavaScript values', async () => {
    let tables = 0;
    for (const file of schemaFiles) {
      const sqliteModule: Record<string, unknown> = await import(/* @vite-ignore */ new URL(`./schema/${file}`, import.meta.url).href);
      const pgModule: Record<string, unknown> = await import(/* @vite-ignore */ new URL(`./schema-pg/${file}`, import.meta.url).href);
      for (const [name, sqliteTable] of Object.entries(sqliteModule)) {
        if (!is(sqliteTable, SQLiteTable)) continue;
        const pgTable = pgModule[name];
        expect(is(pgTable, PgTable), `${file}: ${name}`).toBe(true);
        if (!is(pgTable, PgTable)) continue;
        const sqliteConfig = getSqliteTableConfig(sqliteTable);
        const pgConfig = getPgTableConfig(pgTable);
        expect(pgConfig.name).toBe(sqliteConfig.name);
        expect(pgConfig.columns.map(columnFacts), sqliteConfig.name).toEqual(sqliteConfig.columns.map(columnFacts));
        tables += 1;
      }
    }
    expect(tables).toBeGreaterThan(25);
  });

  it('give the row types the services use the same TypeScript type (checked by tsc)', () => {
    expectTypeOf<pgDeliveryAddresses.DeliveryAddressRow>().toEqualTypeOf<sqliteDeliveryAddresses.DeliveryAddressRow>();
    expectTypeOf<pgLoginDevices.LoginDeviceRow>().toEqualTypeOf<sqliteLoginDevices.LoginDeviceRow>();
    expectTypeOf<pgMailQueue.QueuedMailRow>().toEqualTypeOf<sqliteMailQueue.QueuedMailRow>();
    expectTypeOf<pgMessagingAlerts.MessagingPreferencesRow>().toEqualTypeOf<sqliteMessagingAlerts.MessagingPreferencesRow>();
    expectTypeOf<pgMessagingAlerts.MessageDeliveryRow>().toEqualTypeOf<sqliteMessagingAlerts.MessageDeliveryRow>();
    expectTypeOf<pgPackages.PackageRow>().toEqualTypeOf<sqlitePackages.PackageRow>();
    expectTypeOf<pgPhotos.PhotoRow>().toEqualTypeOf<sqlitePhotos.PhotoRow>();
    expectTypeOf<pgPushAlerts.AlertRow>().toEqualTypeOf<sqlitePushAlerts.AlertRow>();
    expectTypeOf<pgPushAlerts.PushDeliveryRow>().toEqualTypeOf<sqlitePushAlerts.PushDeliveryRow>();
    expectTypeOf<pgSessions.SessionRow>().toEqualTypeOf<sqliteSessions.SessionRow>();
    expectTypeOf<pgSubscriptions.SubscriptionRow>().toEqualTypeOf<sqliteSubscriptions.SubscriptionRow>();
    expectTypeOf<pgUnidentifiedParcels.UnidentifiedParcelRow>().toEqualTypeOf<sqliteUnidentifiedParcels.UnidentifiedParcelRow>();
    expectTypeOf<pgUsers.UserRow>().toEqualTypeOf<sqliteUsers.UserRow>();
  });
});
