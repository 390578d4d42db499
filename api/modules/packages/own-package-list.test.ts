import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../db/client';
import { packages, trackingEvents } from '../../db/tables';
import { createPackage, createPickup, createSubscription, createUser, loginAs } from '../../test/factories';
import { call, createTestApp, jsonOf, onSqlite, type TestApp } from '../../test/test-app';
import { HOUR_MS } from '../../test/test-clock';
import { listOwnPackageViews } from './own-package-list';
import { cachedPackageList } from './package-list-cache';
import { toPackageViews } from './package-view';
import { listOwnPackages } from './packages-service';

type List = { packages: Array<{ id: number; title: string }> };

describe('the customer package list read in one prepared statement', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  async function customerWithPackages() {
    const { user } = await createUser(testApp);
    await createSubscription(testApp, user.id, { planType: 'premium', storagePeriodResetAt: new Date(testApp.clock.now().getTime() - 24 * HOUR_MS) });
    const received = await createPackage(testApp, user.id, { weightLb: 2.5, storageDays: 15 });
    testApp.clock.advance(HOUR_MS);
    const scheduled = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled', scheduledDeliveryDate: '2026-12-01' });
    testApp.clock.advance(HOUR_MS);
    const transit = await createPackage(testApp, user.id, { status: 'in_transit', deliveryStatus: 'pending', receivedAt: null, carrier: 'ups', trackingUrl: 'https://ups.example/1' });
    const picked = await createPackage(testApp, user.id, { deliveryStatus: 'picked_up', pickedUpAt: testApp.clock.now(), pickedUpBy: 'Ana' });
    const at = testApp.clock.now().getTime();
    // Two scans at the same time: the higher id is the newest, as in toPackageViews.
    for (const [time, description] of [[at - 3 * HOUR_MS, 'Origin'], [at - HOUR_MS, 'Hub'], [at - HOUR_MS, 'Hub again']] as const) {
      await testApp.db.insert(trackingEvents).values({ packageId: transit.id, status: 'in_transit', description, location: 'Louisville, KY', eventTime: new Date(time) });
    }
    await createPickup(testApp, user.id, { date: '2026-12-01', time: '10:00' }, [scheduled.id]);
    await createPickup(testApp, user.id, { date: '2026-11-01', time: '10:00' }, [received.id], { status: 'completed' });
    return { user, ids: [received.id, scheduled.id, transit.id, picked.id] };
  }

  it('answers exactly what the general package views answer, newest first', async () => {
    const { user } = await customerWithPackages();
    const other = await createUser(testApp);
    await createPackage(testApp, other.user.id, { storageDays: 30 });
    // Without a plan: the days the package was received with, the period from its own receipt.
    expect(listOwnPackageViews(testApp.db, other.user.id)).toEqual(await toPackageViews(testApp.db, await listOwnPackages(testApp.db, other.user.id)));
    expect(listOwnPackageViews(testApp.db, other.user.id)[0]).toMatchObject({ package_storage_days: 30, storage_period_start: expect.any(String) });
    const views = listOwnPackageViews(testApp.db, user.id);
    expect(views).toEqual(await toPackageViews(testApp.db, await listOwnPackages(testApp.db, user.id)));
    expect(views).toHaveLength(4);
    expect(views.find((view) => view.delivery_status === 'scheduled')?.pickup_id).toEqual(expect.any(Number));
    expect(views.find((view) => view.status === 'in_transit')?.last_event?.description).toBe('Hub again');
    expect(listOwnPackageViews(testApp.db, 999_999)).toEqual([]);
  });

  it.runIf(onSqlite)('GET /api/tracking follows every write: its own, and another connection\'s', async () => {
    const { user, ids } = await customerWithPackages();
    const token = await loginAs(testApp, user.email);
    const list = async () => jsonOf<List>(await call(testApp, 'GET', '/api/tracking', { token }));
    expect((await list()).packages).toHaveLength(4);
    expect(await list()).toEqual(await list());

    await createPackage(testApp, user.id, { title: 'Recién llegado' });
    expect((await list()).packages.map((pkg) => pkg.title)).toContain('Recién llegado');

    const elsewhere = new Database(testApp.sqlite!.name);
    elsewhere.prepare('update packages set title = ? where id = ?').run('Renombrado fuera', ids[0]);
    elsewhere.close();
    expect((await list()).packages.find((pkg) => pkg.id === ids[0])?.title).toBe('Renombrado fuera');

    await testApp.db.delete(packages);
    expect((await list()).packages).toEqual([]);
  });

  it('a customer with nothing waiting at the warehouse sees their packages without a storage period', async () => {
    const { user } = await createUser(testApp);
    await createSubscription(testApp, user.id, { planType: 'basic' });
    await createPackage(testApp, user.id, { deliveryStatus: 'picked_up', pickedUpAt: testApp.clock.now(), storageDays: 30 });
    expect(listOwnPackageViews(testApp.db, user.id)).toMatchObject([{ delivery_status: 'picked_up', storage_period_start: null, package_storage_days: 30 }]);
  });

  it('a read inside an open transaction is not kept', async () => {
    const { user } = await customerWithPackages();
    const token = await loginAs(testApp, user.email);
    const before = (await jsonOf<List>(await call(testApp, 'GET', '/api/tracking', { token }))).packages.length;
    await expect(
      writeTransaction(testApp.db, async (tx) => {
        await tx.delete(packages);
        expect(cachedPackageList(testApp.db, user.id, () => listOwnPackageViews(testApp.db, user.id))).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await jsonOf<List>(await call(testApp, 'GET', '/api/tracking', { token }))).packages).toHaveLength(before);
  });
});
