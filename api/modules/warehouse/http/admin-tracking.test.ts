import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingError, type TrackingProvider } from '../../../adapters/tracking/tracking-provider';
import { packages } from '../../../db/tables';
import { refreshDuePackages } from '../../tracking/tracking-refresh-job';
import { rateLimitedTracking } from '../../../test/rate-limited-tracking';
import { createPackage, oneAfterAnother, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { MINUTE_MS } from '../../../test/test-clock';

const rowOf = async (testApp: TestApp, id: number) => (await testApp.db.select().from(packages).where(eq(packages.id, id)).limit(1))[0]!;

describe('POST /api/admin/tracking/refresh', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function setUp(count: number, provider?: TrackingProvider) {
    testApp = await createTestApp(provider ? { tracking: provider } : {});
    const { user } = await createUser(testApp, { email: 'ana@example.com' });
    await createUser(testApp, { email: 'admin@example.com', role: 'admin' });
    await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    const moving = await oneAfterAnother(count, (i) => createPackage(testApp, user.id, { trackingNumber: `MOVING${i}`, status: 'pending', deliveryStatus: 'pending', receivedAt: null }));
    const received = await createPackage(testApp, user.id, { status: 'in_transit' });
    const delivered = await createPackage(testApp, user.id, { status: 'delivered', deliveryStatus: 'pending', receivedAt: null });
    return { moving, received, delivered, token: (email: string) => loginAs(testApp, email) };
  }

  it.each(['admin@example.com', 'super@example.com'])('lets staff (%s) refresh every package the carrier still has, due or not', async (email) => {
    const { moving, received, delivered, token } = await setUp(3);
    await refreshDuePackages(testApp.deps);
    testApp.clock.advance(10 * MINUTE_MS);
    const before = (await Promise.all(moving.map(async (row) => await rowOf(testApp, row.id)))).map((row) => row.trackingNextCheckAt!.getTime());
    expect(before.every((next) => next > testApp.clock.now().getTime())).toBe(true);

    const response = await call(testApp, 'POST', '/api/admin/tracking/refresh', { token: await token(email) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refreshed: 3, failed: 0, rate_limited: false });
    for (const row of moving) expect((await rowOf(testApp, row.id)).trackingCheckedAt).toEqual(testApp.clock.now());
    expect((await rowOf(testApp, received.id)).trackingCheckedAt).toBeNull();
    expect((await rowOf(testApp, delivered.id)).trackingCheckedAt).toBeNull();
  });

  it('answers zero counts when no package is with the carrier', async () => {
    const { token } = await setUp(0);
    const response = await call(testApp, 'POST', '/api/admin/tracking/refresh', { token: await token('admin@example.com') });
    expect(await response.json()).toEqual({ refreshed: 0, failed: 0, rate_limited: false });
  });

  it('counts failures and goes on past them', async () => {
    const failing: TrackingProvider = {
      name: 'easypost',
      track: (request) => Promise.reject(request.trackingNumber === 'MOVING1' ? new TrackingError('not_found', 'unknown number') : new TrackingError('unavailable', 'down')),
      parseWebhook: () => Promise.resolve(null),
    };
    const { moving, token } = await setUp(3, failing);
    const response = await call(testApp, 'POST', '/api/admin/tracking/refresh', { token: await token('admin@example.com') });
    expect(await response.json()).toEqual({ refreshed: 0, failed: 3, rate_limited: false });
    expect((await rowOf(testApp, moving[1]!.id)).trackingError).toContain('unknown number');
  });

  it('stops at the first rate limit, a few calls at most', async () => {
    const { provider: limited, calls } = rateLimitedTracking();
    const { token } = await setUp(20, limited);
    const response = await call(testApp, 'POST', '/api/admin/tracking/refresh', { token: await token('super@example.com') });
    const body = (await response.json()) as { refreshed: number; failed: number; rate_limited: boolean };
    expect(body).toMatchObject({ refreshed: 0, rate_limited: true });
    expect(calls()).toBeLessThanOrEqual(4);
    expect(body.failed).toBe(calls());
  });

  it.each([
    ['anonymous', undefined, 401, { error: 'Authentication required' }],
    ['a customer', 'ana@example.com', 403, { error: 'You do not have permission to do this' }],
  ] as const)('refuses %s and asks the carrier nothing', async (_name, email, status, body) => {
    const { moving, token } = await setUp(2);
    const response = await call(testApp, 'POST', '/api/admin/tracking/refresh', email ? { token: await token(email) } : {});
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    for (const row of moving) expect((await rowOf(testApp, row.id)).trackingCheckedAt).toBeNull();
  });
});
