import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { packageWorkflow, packages, pickups } from '../../../db/tables';
import { createPackage, createPickup, createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

type Detail = { delivery_status: string; received_at: string | null; weight_lb: number | null; package_storage_days: number | null; storage_period_start: string | null; picked_up_by: string | null; post_delivery_workflow: Array<{ type: string; details: { pickup_by: string | null } }> };

describe('staff at the warehouse: /api/packages/{id}/received and /picked-up', () => {
  let testApp: TestApp;
  let staffToken: string;
  let customerId: number;
  let customerToken: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    staffToken = await loginAs(testApp, staff.email);
    const { user } = await createUser(testApp);
    customerId = user.id;
    customerToken = await loginAs(testApp, user.email);
    await createSubscription(testApp, user.id, { planType: 'basic' });
  });
  afterEach(() => testApp.close());

  const pending = async () => await createPackage(testApp, customerId, { status: 'delivered', deliveryStatus: 'pending', receivedAt: null });
  const receive = (id: number, body: Record<string, unknown> = {}, token = staffToken) => call(testApp, 'PUT', `/api/packages/${id}/received`, { token, body });
  const pickUp = (id: number, body: Record<string, unknown>, token = staffToken) => call(testApp, 'PUT', `/api/packages/${id}/picked-up`, { token, body });

  it('receiving starts the storage clock with the plan\'s days and writes who did it', async () => {
    const pkg = await pending();
    const response = await receive(pkg.id, { weight_lb: 2.5 });
    expect(response.status).toBe(200);
    const { tracking } = await jsonOf<{ tracking: Detail }>(response);
    expect(tracking).toMatchObject({ delivery_status: 'received', weight_lb: 2.5, package_storage_days: 15, storage_period_start: '2026-03-10' });
    expect(tracking.received_at).toBe(testApp.clock.now().toISOString());
    expect(tracking.post_delivery_workflow.map((entry) => entry.type)).toEqual(['received']);
    const entry = (await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, pkg.id)).limit(1))[0];
    expect(entry?.actorUserId).not.toBeNull();
  });

  it('records a past received date at its New York noon, and refuses a future one', async () => {
    const pkg = await pending();
    expect((await receive(pkg.id, { received_date: '2026-03-11' })).status).toBe(400);
    const { tracking } = await jsonOf<{ tracking: Detail }>(await receive(pkg.id, { received_date: '2026-03-08' }));
    expect(tracking.received_at).toBe('2026-03-08T16:00:00.000Z');
  });

  it('refuses receiving twice, changing nothing', async () => {
    const pkg = await pending();
    await receive(pkg.id);
    const again = await receive(pkg.id, { weight_lb: 9 });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ error: PACKAGE_MESSAGES.alreadyReceived });
    expect((await testApp.db.select().from(packageWorkflow))).toHaveLength(1);
    expect((await testApp.db.select().from(packages).where(eq(packages.id, pkg.id)).limit(1))[0]?.weightLb).toBeNull();
  });

  it('hands a package over to a named person, and completes its pickup when all are collected', async () => {
    const first = await createPackage(testApp, customerId, { deliveryStatus: 'scheduled' });
    const second = await createPackage(testApp, customerId, { deliveryStatus: 'scheduled' });
    const pickup = await createPickup(testApp, customerId, { date: '2026-03-11', time: '10:00' }, [first.id, second.id]);
    const response = await pickUp(first.id, { pickup_by: 'Ana Pérez' });
    expect(response.status).toBe(200);
    const { tracking } = await jsonOf<{ tracking: Detail }>(response);
    expect(tracking).toMatchObject({ delivery_status: 'picked_up', picked_up_by: 'Ana Pérez' });
    expect(tracking.post_delivery_workflow[0]).toMatchObject({ type: 'picked_up', details: { pickup_by: 'Ana Pérez' } });
    expect((await testApp.db.select().from(pickups).where(eq(pickups.id, pickup.id)).limit(1))[0]?.status).toBe('scheduled');
    await pickUp(second.id, { pickup_by: 'Ana Pérez' });
    expect((await testApp.db.select().from(pickups).where(eq(pickups.id, pickup.id)).limit(1))[0]?.status).toBe('completed');
  });

  it('refuses picking up before receipt, twice, or without a name, changing nothing', async () => {
    const notYet = await pending();
    const early = await pickUp(notYet.id, { pickup_by: 'Ana' });
    expect(early.status).toBe(409);
    expect(await jsonOf(early)).toEqual({ error: PACKAGE_MESSAGES.notReceived });
    const received = await createPackage(testApp, customerId);
    const nameless = await pickUp(received.id, { pickup_by: '   ' });
    expect(nameless.status).toBe(400);
    expect(await jsonOf(nameless)).toMatchObject({ error: 'The name of the person picking up is required', field: 'pickup_by' });
    await pickUp(received.id, { pickup_by: 'Ana' });
    const twice = await pickUp(received.id, { pickup_by: 'Luis' });
    expect(twice.status).toBe(409);
    expect((await testApp.db.select().from(packages).where(eq(packages.id, received.id)).limit(1))[0]?.pickedUpBy).toBe('Ana');
    expect((await testApp.db.select().from(packages).where(eq(packages.id, notYet.id)).limit(1))[0]?.deliveryStatus).toBe('pending');
  });

  it('is for staff only: customers get 403, strangers 401, an unknown package 404', async () => {
    const pkg = await pending();
    expect((await receive(pkg.id, {}, customerToken)).status).toBe(403);
    expect((await pickUp(pkg.id, { pickup_by: 'Ana' }, customerToken)).status).toBe(403);
    expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { body: {} })).status).toBe(401);
    expect((await receive(999_999)).status).toBe(404);
    expect((await testApp.db.select().from(packages).where(eq(packages.id, pkg.id)).limit(1))[0]?.deliveryStatus).toBe('pending');
  });

  it('lets staff settle an unknown carrier, with its tracking page', async () => {
    const pkg = await createPackage(testApp, customerId, { trackingNumber: 'ABC123456789', carrier: null, deliveryStatus: 'pending', receivedAt: null });
    const response = await call(testApp, 'PUT', `/api/packages/${pkg.id}/carrier`, { token: staffToken, body: { carrier: 'dhl' } });
    expect(response.status).toBe(200);
    expect((await jsonOf<{ tracking: { carrier: string; tracking_url: string } }>(response)).tracking).toMatchObject({ carrier: 'dhl', tracking_url: expect.stringContaining('ABC123456789') });
    expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/carrier`, { token: staffToken, body: { carrier: 'lasership' } })).status).toBe(400);
    expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/carrier`, { token: customerToken, body: { carrier: 'ups' } })).status).toBe(403);
    const cleared = await jsonOf<{ tracking: { carrier: null; tracking_url: null } }>(await call(testApp, 'PUT', `/api/packages/${pkg.id}/carrier`, { token: staffToken, body: { carrier: null } }));
    expect(cleared.tracking).toMatchObject({ carrier: null, tracking_url: null });
  });
});
