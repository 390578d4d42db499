import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { packages, trackingEvents } from '../../../db/tables';
import { createPackages, createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS } from '../../../test/test-clock';

const USPS = '7112 3456 7891 2345 6787';
const UPS = '1Z5R89390357567127';
const UNKNOWN = 'ABC123456789';

type Detail = { id: number; tracking_number: string; carrier: string | null; tracking_url: string | null; status: string; events: Array<{ status: string }> };

async function customer(testApp: TestApp, plan: 'basic' | 'plus' | 'premium' | null = 'plus') {
  const { user } = await createUser(testApp);
  if (plan) await createSubscription(testApp, user.id, { planType: plan });
  return { user, token: await loginAs(testApp, user.email) };
}

const add = (testApp: TestApp, token: string, body: Record<string, unknown>) => call(testApp, 'POST', '/api/tracking/create', { token, body });

describe('/api/tracking', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('adds packages with the carrier detected and tracking started; an unknown number is kept without a carrier', async () => {
    const { token } = await customer(testApp);
    const usps = await add(testApp, token, { tracking_number: USPS, title: 'Zapatos' });
    expect(usps.status).toBe(201);
    const created = (await jsonOf<{ package: Detail; message: string }>(usps));
    expect(created.message).toBe(PACKAGE_MESSAGES.created);
    expect(created.package).toMatchObject({ tracking_number: '71123456789123456787', carrier: 'usps', status: 'info_received' });
    expect(created.package.tracking_url).toContain('71123456789123456787');
    expect(created.package.events.map((event) => event.status)).toEqual(['info_received']);

    const ups = (await jsonOf<{ package: Detail }>(await add(testApp, token, { tracking_number: UPS, title: 'Libros' }))).package;
    expect(ups.carrier).toBe('ups');
    const unknown = (await jsonOf<{ package: Detail }>(await add(testApp, token, { tracking_number: UNKNOWN, title: 'Regalo' }))).package;
    expect(unknown).toMatchObject({ carrier: null, tracking_url: null });
    const picked = (await jsonOf<{ package: Detail }>(await add(testApp, token, { tracking_number: 'XYZ987654321', title: 'Otro', carrier: 'dhl' }))).package;
    expect(picked.carrier).toBe('dhl');

    const list = await jsonOf<{ packages: Array<{ title: string; last_event: { status: string } | null }> }>(await call(testApp, 'GET', '/api/tracking', { token }));
    expect(list.packages.map((pkg) => pkg.title)).toEqual(['Otro', 'Regalo', 'Libros', 'Zapatos']);
    expect(list.packages[3]?.last_event?.status).toBe('info_received');
  });

  it('moves a package along as the carrier reports, once per minute on demand', async () => {
    const { user, token } = await customer(testApp);
    const { package: created } = await jsonOf<{ package: Detail }>(await add(testApp, token, { tracking_number: USPS, title: 'Zapatos' }));
    testApp.clock.advance(49 * HOUR_MS);
    const later = await loginAs(testApp, user.email); // sessions last 12 hours
    const refreshed = await jsonOf<{ tracking: Detail }>(await call(testApp, 'POST', `/api/tracking/${created.id}/refresh`, { token: later }));
    expect(refreshed.tracking.status).toBe('delivered');
    expect(refreshed.tracking.events[0]?.status).toBe('delivered');
    const count = (await testApp.db.select().from(trackingEvents).where(eq(trackingEvents.packageId, created.id))).length;
    testApp.clock.advance(2 * 60_000);
    await call(testApp, 'POST', `/api/tracking/${created.id}/refresh`, { token: later });
    expect((await testApp.db.select().from(trackingEvents).where(eq(trackingEvents.packageId, created.id))).length).toBe(count);
  });

  it('keeps the package when the first refresh fails', async () => {
    testApp.close();
    testApp = await createTestApp({
      tracking: { name: 'simulated', track: () => Promise.reject(new Error('carrier down')), parseWebhook: () => Promise.resolve(null) },
    });
    const { token } = await customer(testApp);
    const response = await add(testApp, token, { tracking_number: UPS, title: 'Libros', estimated_delivery: '2026-03-20' });
    expect(response.status).toBe(201);
    const kept = (await jsonOf<{ package: Detail & { estimated_delivery: string | null } }>(response)).package;
    expect(kept).toMatchObject({ status: 'pending', estimated_delivery: '2026-03-20' });
    // The carrier's outage is the operator's to see: the log names the package and the reason.
    expect(testApp.logs).toContainEqual(expect.stringMatching(new RegExp(`package ${kept.id} .*carrier down`)));
    const refresh = await call(testApp, 'POST', `/api/tracking/${(await jsonOf<{ packages: Detail[] }>(await call(testApp, 'GET', '/api/tracking', { token }))).packages[0]!.id}/refresh`, { token });
    expect(refresh.status).toBe(200); // asked less than a minute ago: the stored state
    testApp.clock.advance(2 * 60_000);
    const failed = await call(testApp, 'POST', `/api/tracking/${(await jsonOf<{ packages: Detail[] }>(await call(testApp, 'GET', '/api/tracking', { token }))).packages[0]!.id}/refresh`, { token });
    expect(failed.status).toBe(502);
  });

  it('refuses a malformed number, a duplicate, and adding without a plan or over the cap', async () => {
    const { token } = await customer(testApp, 'basic');
    for (const tracking_number of ['12345', 'ABC!23456', 'x'.repeat(65)]) {
      const response = await add(testApp, token, { tracking_number, title: 'X' });
      expect(response.status, tracking_number).toBe(400);
    }
    expect(await jsonOf(await add(testApp, token, { tracking_number: 'ABC!23456', title: 'X' }))).toMatchObject({ error: PACKAGE_MESSAGES.invalidNumber, field: 'tracking_number' });
    expect((await add(testApp, token, { tracking_number: UPS, title: 'A' })).status).toBe(201);
    const duplicate = await add(testApp, token, { tracking_number: '1z5r 8939 0357 5671 27', title: 'B' });
    expect(duplicate.status).toBe(409);
    expect(await jsonOf(duplicate)).toMatchObject({ error: PACKAGE_MESSAGES.duplicate, field: 'tracking_number' });
    for (let i = 0; i < 4; i++) expect((await add(testApp, token, { tracking_number: `ABCD1234${i}`, title: `P${i}` })).status).toBe(201);
    const full = await add(testApp, token, { tracking_number: 'ABCD99999', title: 'Sixth' });
    expect(full.status).toBe(403);
    expect(await jsonOf(full)).toMatchObject({ error: PACKAGE_MESSAGES.quotaReached, code: 'PACKAGE_LIMIT_REACHED', max_shipments: 5 });

    const { token: noPlan } = await customer(testApp, null);
    const refused = await add(testApp, noPlan, { tracking_number: UPS, title: 'A' });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ error: PACKAGE_MESSAGES.accessRequired });
    expect((await testApp.db.select().from(packages))).toHaveLength(5);
  });

  it('adds sent at once from two phones never go over the cap: the last place is taken once', async () => {
    const { token } = await customer(testApp, 'basic');
    for (let i = 0; i < 4; i++) expect((await add(testApp, token, { tracking_number: `ABCD1234${i}`, title: `P${i}` })).status).toBe(201);
    const burst = await Promise.all([0, 1, 2].map((i) => add(testApp, token, { tracking_number: `EFGH5678${i}`, title: `Q${i}` })));
    expect(burst.map((response) => response.status).sort()).toEqual([201, 403, 403]);
    expect(await testApp.db.select().from(packages)).toHaveLength(5);
  });

  it('never shows or touches another customer\'s package', async () => {
    const owner = await customer(testApp);
    const { package: created } = await jsonOf<{ package: Detail }>(await add(testApp, owner.token, { tracking_number: UPS, title: 'Mío' }));
    const other = await customer(testApp);
    for (const [method, path] of [
      ['GET', `/api/tracking/${created.id}`],
      ['DELETE', `/api/tracking/${created.id}`],
      ['POST', `/api/tracking/${created.id}/refresh`],
    ] as const) {
      const response = await call(testApp, method, path, { token: other.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await jsonOf<{ packages: unknown[] }>(await call(testApp, 'GET', '/api/tracking', { token: other.token }))).packages).toEqual([]);
    expect((await call(testApp, 'GET', `/api/tracking/${created.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(testApp, 'GET', '/api/tracking')).status).toBe(401);
  });

  it('deletes a package until the warehouse has received it', async () => {
    const { user, token } = await customer(testApp);
    const { package: created } = await jsonOf<{ package: Detail }>(await add(testApp, token, { tracking_number: UPS, title: 'Mío' }));
    await createPackages(testApp, user.id, ['received']);
    const received = (await testApp.db.select().from(packages).where(eq(packages.deliveryStatus, 'received')).limit(1))[0]!;
    const refused = await call(testApp, 'DELETE', `/api/tracking/${received.id}`, { token });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toEqual({ error: PACKAGE_MESSAGES.cannotDeleteArrived });
    const deleted = await call(testApp, 'DELETE', `/api/tracking/${created.id}`, { token });
    expect(await jsonOf(deleted)).toEqual({ success: true, message: PACKAGE_MESSAGES.deleted });
    expect((await testApp.db.select().from(packages)).map((row) => row.id)).toEqual([received.id]);
  });
});
