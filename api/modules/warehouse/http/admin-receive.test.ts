import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import type { ReceiveLookup } from '../../../../shared/receiving/receive-lookup-schema';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import { UNDO_WINDOW_MS } from '../../../../shared/receiving/undo-window';
import { packageWorkflow, packages } from '../../../db/tables';
import { createPackage, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

const NUMBER = '1Z999AA10123456784';

describe('receiving: GET /api/admin/receive/lookup and DELETE /api/packages/{id}/received', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin' | 'superadmin', string>;
  let customerId: number;
  beforeEach(async () => {
    testApp = await createTestApp();
    const customer = await signedIn(testApp);
    customerId = customer.user.id;
    await createSubscription(testApp, customerId, { planType: 'basic' });
    tokens = { regular: customer.token, admin: (await signedIn(testApp, { role: 'admin' })).token, superadmin: (await signedIn(testApp, { role: 'superadmin' })).token };
  });
  afterEach(() => testApp.close());

  const lookup = (number: string, token = tokens.admin) => call(testApp, 'GET', `/api/admin/receive/lookup?tracking_number=${encodeURIComponent(number)}`, { token });
  const receive = (id: number, token = tokens.admin) => call(testApp, 'PUT', `/api/packages/${id}/received`, { token, body: { weight_lb: 3 } });
  const undo = (id: number, token = tokens.admin) => call(testApp, 'DELETE', `/api/packages/${id}/received`, { token });
  const pending = async (userId = customerId, overrides: Partial<typeof packages.$inferInsert> = {}) =>
    await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit', ...overrides });

  it.each([
    ['GET', '/api/admin/receive/lookup?tracking_number=ABC123456'],
    ['DELETE', '/api/packages/1/received'],
  ])('%s %s: 401 anonymous, 403 a customer, admin and superadmin allowed', async (method, path) => {
    expect((await call(testApp, method, path)).status).toBe(401);
    expect((await call(testApp, method, path, { token: tokens.regular })).status).toBe(403);
    for (const token of [tokens.admin, tokens.superadmin]) expect([200, 404, 409]).toContain((await call(testApp, method, path, { token })).status);
  });

  it('finds every waiting package with the number however it is typed, with owner, plan and the open unidentified parcel', async () => {
    const other = await signedIn(testApp);
    await createSubscription(testApp, other.user.id, { planType: 'premium', status: 'expired' });
    const older = await pending(customerId, { trackingNumber: NUMBER, createdAt: new Date(testApp.clock.now().getTime() - DAY_MS) });
    const newer = await pending(other.user.id, { trackingNumber: NUMBER });
    await createPackage(testApp, customerId, { trackingNumber: 'OTHER123456' });
    const gone = await signedIn(testApp);
    await pending(gone.user.id, { trackingNumber: NUMBER, deliveryStatus: 'picked_up' });
    const parcel = await call(testApp, 'POST', '/api/unidentified-parcels', { token: tokens.admin, body: { tracking_number: NUMBER, notes: 'Blue box' } });
    expect(parcel.status).toBe(201);

    const response = await lookup(' 1z999aa1 0123 456784 ');
    expect(response.status).toBe(200);
    const body = await jsonOf<ReceiveLookup>(response);
    expect(body.matches.map((match) => match.package.id)).toEqual([newer.id, older.id]);
    expect(body.matches.map((match) => match.plan_type)).toEqual(['none', 'basic']);
    expect(body.matches[1]!.package).toMatchObject({ user_id: customerId, tracking_number: NUMBER, delivery_status: 'pending' });
    expect(body.matches[1]!.package.user_suite_code).toMatch(/^MD-\d{5}$/);
    expect(body.unidentified).toMatchObject({ tracking_number: NUMBER, status: 'open', notes: 'Blue box', photos: [] });

    expect(await jsonOf(await lookup('NOTHING123456'))).toEqual({ matches: [], unidentified: null });
    expect((await lookup('   ')).status).toBe(400);
  });

  it('undoes a receipt within 60 seconds: pending again, no workflow entry, no storage fields', async () => {
    const pkg = await pending();
    await receive(pkg.id);
    testApp.clock.advance(UNDO_WINDOW_MS);
    const response = await undo(pkg.id, tokens.superadmin);
    expect(response.status).toBe(200);
    const { tracking } = await jsonOf<{ tracking: PackageDetail }>(response);
    expect(tracking).toMatchObject({ delivery_status: 'pending', received_at: null, weight_lb: null, package_storage_days: null, storage_period_start: null, post_delivery_workflow: [] });
    expect((await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, pkg.id)))).toEqual([]);
    expect((await receive(pkg.id)).status).toBe(200);
  });

  it('refuses the undo after the window, once scheduled, and for a package never received', async () => {
    const late = await pending();
    await receive(late.id);
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    const tooLate = await undo(late.id);
    expect(tooLate.status).toBe(409);
    expect(await jsonOf(tooLate)).toEqual({ error: RECEIVING_MESSAGES.undoExpired });
    expect((await testApp.db.select().from(packages).where(eq(packages.id, late.id)).limit(1))[0]?.deliveryStatus).toBe('received');

    const scheduled = await pending();
    await receive(scheduled.id);
    await testApp.db.update(packages).set({ deliveryStatus: 'scheduled' }).where(eq(packages.id, scheduled.id));
    const afterScheduling = await undo(scheduled.id);
    expect(afterScheduling.status).toBe(409);
    expect(await jsonOf(afterScheduling)).toEqual({ error: RECEIVING_MESSAGES.undoNotReceived });

    expect((await undo((await pending()).id)).status).toBe(409);
    expect((await undo(999_999)).status).toBe(404);
    expect((await undo(late.id, tokens.regular)).status).toBe(403);
  });
});
