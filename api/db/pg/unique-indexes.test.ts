import type { PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBothDatabases, type BothDatabases } from '../../test/both-databases';
import { payments } from '../schema/payments';
import { unidentifiedParcels } from '../schema/unidentified-parcels';
import { users } from '../schema/users';
import { warehouseAddresses } from '../schema/warehouse-addresses';
import { payments as pgPayments } from '../schema-pg/payments';
import { unidentifiedParcels as pgUnidentifiedParcels } from '../schema-pg/unidentified-parcels';
import { users as pgUsers } from '../schema-pg/users';
import { warehouseAddresses as pgWarehouseAddresses } from '../schema-pg/warehouse-addresses';

type Outcome = 'stored' | 'refused';

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: string }).code === '23505' || /UNIQUE constraint failed/.test(String(error));
};

const address = { name: 'Doral', streetAddress: '1 NW St', city: 'Doral', state: 'FL', postalCode: '33172' };
const user = (email: string, suiteCode: string) => ({ email, passwordHash: 'x', firstName: 'A', lastName: 'B', suiteCode });
/** A charge of the account both databases store first (id 1). */
const charge = { userId: 1, provider: 'braintree', planType: 'basic', amountCents: 999 } as const;

describe('the unique indexes with a condition or an expression, on PostgreSQL as on SQLite', () => {
  let both: BothDatabases;

  beforeAll(async () => {
    both = await openBothDatabases();
    both.sqlite.db.insert(users).values(user('owner@example.com', 'MD-10000')).run();
    await both.pgDb.insert(pgUsers).values(user('owner@example.com', 'MD-10000'));
  });

  afterAll(async () => {
    await both?.close();
  });

  /** Inserts the same row into both databases: stored by both or refused by both as a duplicate. */
  async function insertBoth(sqliteTable: SQLiteTable, pgTable: PgTable, values: Record<string, unknown>): Promise<Outcome> {
    let onSqlite: Outcome = 'stored';
    let onPg: Outcome = 'stored';
    try {
      both.sqlite.db.insert(sqliteTable).values(values as never).run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      onSqlite = 'refused';
    }
    try {
      await both.pgDb.insert(pgTable).values(values as never);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      onPg = 'refused';
    }
    expect(onPg).toBe(onSqlite);
    return onPg;
  }

  it('keep one e-mail address per account whatever its case', async () => {
    expect(await insertBoth(users, pgUsers, user('Ana@Example.com', 'MD-10001'))).toBe('stored');
    expect(await insertBoth(users, pgUsers, user('ana@example.COM', 'MD-10002'))).toBe('refused');
    expect(await insertBoth(users, pgUsers, user('other@example.com', 'MD-10001'))).toBe('refused');
  });

  it('keep one active warehouse address, and any number of inactive ones', async () => {
    expect(await insertBoth(warehouseAddresses, pgWarehouseAddresses, { ...address, isActive: true })).toBe('stored');
    expect(await insertBoth(warehouseAddresses, pgWarehouseAddresses, { ...address, isActive: true })).toBe('refused');
    expect(await insertBoth(warehouseAddresses, pgWarehouseAddresses, { ...address, isActive: false })).toBe('stored');
    expect(await insertBoth(warehouseAddresses, pgWarehouseAddresses, { ...address, isActive: false })).toBe('stored');
  });

  it('keep one pending card charge per user', async () => {
    expect(await insertBoth(payments, pgPayments, { ...charge, kind: 'subscription', status: 'pending' })).toBe('stored');
    expect(await insertBoth(payments, pgPayments, { ...charge, kind: 'plan_change', status: 'pending' })).toBe('refused');
    expect(await insertBoth(payments, pgPayments, { ...charge, kind: 'renewal', status: 'pending' })).toBe('stored');
    expect(await insertBoth(payments, pgPayments, { ...charge, kind: 'subscription', status: 'settled' })).toBe('stored');
  });

  it('keep one open unidentified parcel per tracking number', async () => {
    expect(await insertBoth(unidentifiedParcels, pgUnidentifiedParcels, { trackingNumber: '1Z999', status: 'open' })).toBe('stored');
    expect(await insertBoth(unidentifiedParcels, pgUnidentifiedParcels, { trackingNumber: '1Z999', status: 'open' })).toBe('refused');
    expect(await insertBoth(unidentifiedParcels, pgUnidentifiedParcels, { trackingNumber: '1Z999', status: 'assigned' })).toBe('stored');
  });
});
