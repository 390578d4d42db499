import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingError, type TrackingProvider } from '../../adapters/tracking/tracking-provider';
import { packages } from '../../db/tables';
import { rateLimitedTracking } from '../../test/rate-limited-tracking';
import { createPackage, oneAfterAnother, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../test/test-clock';
import { duePackages, refreshDuePackages } from './tracking-refresh-job';

const rowOf = async (testApp: TestApp, id: number) => (await testApp.db.select().from(packages).where(eq(packages.id, id)).limit(1))[0]!;

describe('the background tracking refresh', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function withPackages(count: number, provider?: TrackingProvider) {
    testApp = await createTestApp(provider ? { tracking: provider } : {});
    const { user } = await createUser(testApp);
    const moving = await oneAfterAnother(count, (i) => createPackage(testApp, user.id, { trackingNumber: `MOVING${i}`, status: 'pending', deliveryStatus: 'pending', receivedAt: null }));
    const atWarehouse = await createPackage(testApp, user.id, { status: 'in_transit' });
    const delivered = await createPackage(testApp, user.id, { status: 'delivered', deliveryStatus: 'pending', receivedAt: null });
    return { moving, atWarehouse, delivered };
  }

  it('asks only about packages still with the carrier, then not again until their next check', async () => {
    const { moving, atWarehouse, delivered } = await withPackages(3);
    expect((await duePackages(testApp.deps)).map((row) => row.id).sort()).toEqual(moving.map((row) => row.id).sort());
    expect(await refreshDuePackages(testApp.deps)).toEqual({ checked: 3, failed: 0, rateLimited: false });
    expect((await rowOf(testApp, moving[0]!.id)).status).toBe('info_received');
    expect((await rowOf(testApp, atWarehouse.id)).trackingCheckedAt).toBeNull();
    expect((await rowOf(testApp, delivered.id)).trackingCheckedAt).toBeNull();
    expect(await refreshDuePackages(testApp.deps)).toEqual({ checked: 0, failed: 0, rateLimited: false });
    testApp.clock.advance(HOUR_MS + MINUTE_MS);
    expect((await refreshDuePackages(testApp.deps)).checked).toBe(3);
  });

  it('stops asking once the carrier reports delivered', async () => {
    const { moving } = await withPackages(1);
    testApp.clock.advance(49 * HOUR_MS);
    await refreshDuePackages(testApp.deps);
    expect(await rowOf(testApp, moving[0]!.id)).toMatchObject({ status: 'delivered', trackingNextCheckAt: null });
    testApp.clock.advance(2 * HOUR_MS);
    expect(await duePackages(testApp.deps)).toEqual([]);
  });

  it('stops the run on a rate limit and backs the package off as long as the provider asked', async () => {
    const { provider: limited, calls } = rateLimitedTracking();
    const { moving } = await withPackages(10, limited);
    const run = await refreshDuePackages(testApp.deps, { concurrency: 2 });
    expect(run.rateLimited).toBe(true);
    expect(calls()).toBe(2);
    const backedOff = (await Promise.all(moving.map(async (row) => await rowOf(testApp, row.id)))).filter((row) => row.trackingError);
    expect(backedOff).toHaveLength(2);
    expect(backedOff[0]?.trackingNextCheckAt?.getTime()).toBe(testApp.clock.now().getTime() + 600_000);
    expect(await duePackages(testApp.deps)).toHaveLength(8);
  });

  it('goes on past a failing package, which waits for a later run', async () => {
    const failing: TrackingProvider = {
      name: 'easypost',
      track: (request) => (request.trackingNumber === 'MOVING0' ? Promise.reject(new TrackingError('unavailable', 'down')) : Promise.reject(new TrackingError('not_found', 'unknown number'))),
      parseWebhook: () => Promise.resolve(null),
    };
    await withPackages(3, failing);
    expect(await refreshDuePackages(testApp.deps)).toEqual({ checked: 0, failed: 3, rateLimited: false });
    expect(await duePackages(testApp.deps)).toEqual([]);
    expect(testApp.logs.some((line) => line.includes('unknown number'))).toBe(true);
  });
});
