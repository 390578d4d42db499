import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { createTestAppWithUser, createUser } from '../../test/factories';
import { onSqlite, type TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { closeCardCharge, openCardCharge } from './card-charge-lock';
import { writeTransaction } from '../../db/client';

describe('openCardCharge: one card charge in flight per user', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
  });
  afterEach(() => testApp.close());

  const open = (user = userId, kind: 'subscription' | 'plan_change' = 'subscription') =>
    writeTransaction(testApp.db, (tx) => openCardCharge(tx, testApp.deps, user, kind, 'plus', 2990));
  const rowsOf = (user = userId) => testApp.db.select().from(payments).where(eq(payments.userId, user));

  it('refuses a second charge while the first is pending (a double submit)', async () => {
    await open();
    testApp.clock.advance(MINUTE_MS);
    await expect(open(userId, 'plan_change')).rejects.toThrow(new DomainError('conflict', 'A payment for this account is already being processed'));
    expect(await rowsOf()).toEqual([expect.objectContaining({ status: 'pending', kind: 'subscription' })]);
  });

  it('a charge abandoned mid-request (process stopped) no longer blocks the user after two minutes', async () => {
    const abandoned = await open();
    testApp.clock.advance(2 * MINUTE_MS + 1000);
    const next = await open(userId, 'plan_change');
    expect(next).not.toBe(abandoned);
    const rows = await rowsOf();
    expect(rows.find((row) => row.id === abandoned)).toMatchObject({ status: 'failed', failureMessage: 'Abandoned', updatedAt: testApp.clock.now() });
    expect(rows.find((row) => row.id === next)).toMatchObject({ status: 'pending', kind: 'plan_change', amountCents: 2990 });
  });

  it("never releases another customer's pending charge nor a settled one", async () => {
    const other = (await createUser(testApp)).user.id;
    const othersCharge = await open(other);
    await testApp.db.insert(payments).values({ userId, provider: 'braintree', kind: 'renewal', planType: 'plus', amountCents: 2990, status: 'pending', createdAt: testApp.clock.now(), updatedAt: testApp.clock.now() });
    testApp.clock.advance(3 * MINUTE_MS);
    await open();
    expect(await rowsOf(other)).toEqual([expect.objectContaining({ id: othersCharge, status: 'pending' })]);
    expect((await rowsOf()).map((row) => [row.kind, row.status])).toEqual([
      ['renewal', 'pending'],
      ['subscription', 'pending'],
    ]);
  });

  it.runIf(onSqlite)('a storage failure while opening the charge is a server error, not "a payment is already being processed"', async () => {
    // Any error other than the one-pending-charge constraint: here the database failing inside the insert.
    testApp.sqlite!.exec('CREATE TRIGGER payments_fail BEFORE INSERT ON payments BEGIN SELECT abs(-9223372036854775808); END');
    await expect(open()).rejects.toThrow('integer overflow');
    expect(await rowsOf()).toEqual([]);
  });

  it('closing a failed charge keeps the first 500 characters of the processor text', async () => {
    const id = await open();
    await closeCardCharge(testApp.db, testApp.clock.now(), id, { status: 'failed', message: 'x'.repeat(600) });
    expect((await rowsOf())[0]).toMatchObject({ status: 'failed', failureMessage: 'x'.repeat(500) });
    // The lock is released: a new charge may start at once.
    await expect(open()).resolves.toEqual(expect.any(Number));
  });
});
