import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import type { IntakeTimes, MissingParcelList } from '../../../../shared/receiving/missing-parcel-schema';
import type { TrackingProvider, TrackingResult } from '../../../adapters/tracking/tracking-provider';
import { alertLog, missingParcelTasks, packages, pushDeliveries, users, type UserRow } from '../../../db/tables';
import { fakeBrowserSubscription } from '../../../test/push-fixtures';
import { createPackage, createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';
import { refreshDuePackages } from '../../tracking/tracking-refresh-job';
import { openMissingParcelTasks } from '../missing-parcel-watchdog';

// The test clock starts on Tuesday 10 March 2026, 15:00 UTC: 11:00 in New York (summer time since the 8th).
const DELIVERED_AT = new Date('2026-03-10T15:00:00Z');

/** A carrier that reports each number the test names as delivered at DELIVERED_AT, signed for, and the rest in transit. */
function deliveringCarrier() {
  const delivered = new Set<string>();
  const result = (number: string): TrackingResult =>
    delivered.has(number)
      ? {
          status: 'delivered',
          estimatedDelivery: null,
          events: [{ status: 'delivered', description: 'Delivered, Front Desk/Reception', location: 'Miami, FL, US', time: DELIVERED_AT }],
          carrier: 'usps',
          raw: { tracking_code: number, status: 'delivered', signed_by: 'J. Dock' },
        }
      : { status: 'in_transit', estimatedDelivery: null, events: [], carrier: 'usps', raw: { tracking_code: number, status: 'in_transit', signed_by: null } };
  const provider: TrackingProvider = {
    name: 'easypost',
    track: (request) => Promise.resolve(result(request.trackingNumber)),
    parseWebhook: () => Promise.resolve(null),
  };
  return { provider, deliver: (number: string) => delivered.add(number) };
}

describe('the missing-parcel watchdog and its tasks: /api/admin/missing-parcels, /api/admin/intake-times', () => {
  let testApp: TestApp;
  let carrier: ReturnType<typeof deliveringCarrier>;
  let customer: UserRow;
  let customerToken: string;
  let staff: UserRow;
  let staffToken: string;
  beforeEach(async () => {
    carrier = deliveringCarrier();
    testApp = await createTestApp({ tracking: carrier.provider });
    // Remembered sessions: the clock moves days ahead.
    ({ user: customer } = await createUser(testApp));
    customerToken = await loginAs(testApp, customer.email, undefined, true);
    await createSubscription(testApp, customer.id, { accessUntil: new Date('2026-05-01T00:00:00Z'), nextBillingDate: new Date('2026-05-01T00:00:00Z') });
    ({ user: staff } = await createUser(testApp, { role: 'admin' }));
    staffToken = await loginAs(testApp, staff.email, undefined, true);
  });
  afterEach(() => testApp.close());

  /** A package on its way, registered a day before the carrier delivers it. */
  const onItsWay = (trackingNumber: string) =>
    createPackage(testApp, customer.id, { trackingNumber, title: `Parcel ${trackingNumber}`, status: 'in_transit', deliveryStatus: 'pending', receivedAt: null });
  const rowOf = async (id: number) => (await testApp.db.select().from(packages).where(eq(packages.id, id)).limit(1))[0]!;
  const tasks = async (token = staffToken) => jsonOf<MissingParcelList>(await call(testApp, 'GET', '/api/admin/missing-parcels', { token }));
  const detail = async (id: number) => (await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${id}`, { token: customerToken }))).tracking;
  const at = (iso: string) => testApp.clock.set(new Date(iso));
  /** Delivered by the carrier at DELIVERED_AT, as the next refresh learns. */
  const deliveredParcel = async (trackingNumber: string) => {
    const parcel = await onItsWay(trackingNumber);
    carrier.deliver(trackingNumber);
    await refreshDuePackages(testApp.deps);
    return parcel;
  };

  it('keeps the carrier\'s first "delivered" time, from its delivery scan, and never moves it', async () => {
    const parcel = await onItsWay('EZ1000000001');
    await refreshDuePackages(testApp.deps);
    expect((await rowOf(parcel.id)).carrierDeliveredAt).toBeNull();
    carrier.deliver('EZ1000000001');
    testApp.clock.advance(2 * HOUR_MS);
    await refreshDuePackages(testApp.deps);
    expect((await rowOf(parcel.id)).carrierDeliveredAt).toEqual(DELIVERED_AT);
    await testApp.db.update(packages).set({ status: 'in_transit', trackingNextCheckAt: null }).where(eq(packages.id, parcel.id));
    testApp.clock.advance(HOUR_MS);
    await refreshDuePackages(testApp.deps);
    expect((await rowOf(parcel.id)).carrierDeliveredAt).toEqual(DELIVERED_AT);
  });

  it('opens a task after 8 business hours without a receipt (not before), with the proof, and tells the customer once by e-mail without push', async () => {
    const parcel = await deliveredParcel('EZ1000000002');
    // Tuesday 11:00 to 17:00 is 6 hours; Wednesday 09:00 to 10:59 adds 1:59.
    at('2026-03-11T14:59:00Z');
    expect(await openMissingParcelTasks(testApp.deps)).toBe(0);
    expect((await tasks()).tasks).toEqual([]);
    at('2026-03-11T15:00:00Z');
    expect(await openMissingParcelTasks(testApp.deps)).toBe(1);
    expect((await tasks()).tasks).toEqual([
      {
        id: expect.any(Number),
        package_id: parcel.id,
        tracking_number: 'EZ1000000002',
        title: 'Parcel EZ1000000002',
        carrier: 'usps',
        declared_value_usd: null,
        customer: { id: customer.id, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, suite_code: customer.suiteCode },
        carrier_delivered_at: DELIVERED_AT.toISOString(),
        opened_at: '2026-03-11T15:00:00.000Z',
        hours_since_delivery: 24,
        proof: { signed_by: 'J. Dock', detail: 'Delivered, Front Desk/Reception', location: 'Miami, FL, US', delivered_at: DELIVERED_AT.toISOString() },
      },
    ]);
    expect((await detail(parcel.id)).missing_since).toBe('2026-03-11T15:00:00.000Z');

    await testApp.deps.alerts.drain();
    const mails = testApp.mailer.sent.filter((mail) => mail.to === customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Estamos buscando tu paquete - Miami Drop');
    expect(mails[0]!.text).toContain('Parcel EZ1000000002 (EZ1000000002)');
    expect(mails[0]!.text).toContain(`/dashboard/packages/${parcel.id}`);

    testApp.clock.advance(HOUR_MS);
    expect(await openMissingParcelTasks(testApp.deps)).toBe(0);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent.filter((mail) => mail.to === customer.email)).toHaveLength(1);
    expect(await testApp.db.select().from(alertLog).where(eq(alertLog.kind, 'parcel-missing'))).toHaveLength(1);
  });

  it("writes to the customer in their language", async () => {
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, customer.id));
    await deliveredParcel('EZ1000000003');
    at('2026-03-12T15:00:00Z');
    await openMissingParcelTasks(testApp.deps);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent.find((mail) => mail.to === customer.email)?.subject).toBe('We are looking for your package - Miami Drop');
  });

  it('pushes to a subscribed device in its language instead of mailing', async () => {
    await call(testApp, 'POST', '/api/push/subscriptions', { token: customerToken, body: { ...fakeBrowserSubscription('https://push.example.com/send/phone').json, language: 'en' } });
    const parcel = await deliveredParcel('EZ1000000010');
    at('2026-03-12T15:00:00Z');
    await openMissingParcelTasks(testApp.deps);
    await testApp.deps.alerts.drain();
    const pushed = (await testApp.db.select().from(pushDeliveries)).map((row) => JSON.parse(row.payload) as { kind: string; title: string; url: string });
    expect(pushed).toEqual([expect.objectContaining({ kind: 'parcel-missing', title: 'We are looking for your package', url: `/dashboard/packages/${parcel.id}` })]);
    expect(testApp.mailer.sent.filter((mail) => mail.to === customer.email)).toEqual([]);
  });

  it('counts only opening hours: delivered on a Friday afternoon, a parcel is looked for on Monday, with the hours staff set', async () => {
    expect((await call(testApp, 'POST', '/api/settings/missing-parcels', { token: staffToken, body: { business_hours: 2 } })).status).toBe(200);
    at('2026-03-13T20:00:00Z'); // Friday 16:00
    await deliveredParcel('EZ1000000004');
    await testApp.db.update(packages).set({ carrierDeliveredAt: new Date('2026-03-13T20:00:00Z') }).where(eq(packages.trackingNumber, 'EZ1000000004'));
    at('2026-03-16T13:59:00Z'); // Monday 09:59: one business hour and 59 minutes so far
    expect(await openMissingParcelTasks(testApp.deps)).toBe(0);
    at('2026-03-16T14:00:00Z'); // Monday 10:00
    expect(await openMissingParcelTasks(testApp.deps)).toBe(1);
  });

  it('is closed by the receipt, in the same transaction, reopened by its undo, and never opened for a received parcel', async () => {
    const parcel = await deliveredParcel('EZ1000000005');
    at('2026-03-12T15:00:00Z');
    await openMissingParcelTasks(testApp.deps);
    expect((await call(testApp, 'PUT', `/api/packages/${parcel.id}/received`, { token: staffToken, body: {} })).status).toBe(200);
    expect((await tasks()).tasks).toEqual([]);
    const [closed] = await testApp.db.select().from(missingParcelTasks).where(eq(missingParcelTasks.packageId, parcel.id));
    expect(closed).toMatchObject({ closedReason: 'received', closedBy: staff.id, closedAt: new Date('2026-03-12T15:00:00Z') });
    expect((await detail(parcel.id)).missing_since).toBeNull();

    expect((await call(testApp, 'DELETE', `/api/packages/${parcel.id}/received`, { token: staffToken })).status).toBe(200);
    expect((await tasks()).tasks.map((task) => task.package_id)).toEqual([parcel.id]);

    const received = await deliveredParcel('EZ1000000006');
    await call(testApp, 'PUT', `/api/packages/${received.id}/received`, { token: staffToken, body: {} });
    testApp.clock.advance(3 * 24 * HOUR_MS);
    expect(await openMissingParcelTasks(testApp.deps)).toBe(0);
  });

  it('is closed by an assignment from the unidentified parcels', async () => {
    const parcel = await deliveredParcel('EZ1000000007');
    at('2026-03-12T15:00:00Z');
    await openMissingParcelTasks(testApp.deps);
    const logged = await jsonOf<{ parcel: { id: number } }>(await call(testApp, 'POST', '/api/unidentified-parcels', { token: staffToken, body: { tracking_number: 'EZ1000000007' } }));
    const assigned = await call(testApp, 'POST', `/api/unidentified-parcels/${logged.parcel.id}/assign`, { token: staffToken, body: { suite_code: customer.suiteCode } });
    expect(assigned.status).toBe(200);
    const [closed] = await testApp.db.select().from(missingParcelTasks).where(eq(missingParcelTasks.packageId, parcel.id));
    expect(closed).toMatchObject({ closedReason: 'assigned', closedBy: staff.id });
  });

  it('lists oldest first, closes with a staff note once, and refuses customers, strangers and bad notes', async () => {
    const first = await deliveredParcel('EZ1000000008');
    testApp.clock.advance(30 * MINUTE_MS);
    await onItsWay('EZ1000000009');
    carrier.deliver('EZ1000000009');
    await refreshDuePackages(testApp.deps);
    await testApp.db.update(packages).set({ carrierDeliveredAt: new Date(DELIVERED_AT.getTime() + HOUR_MS) }).where(eq(packages.trackingNumber, 'EZ1000000009'));
    at('2026-03-13T15:00:00Z');
    expect(await openMissingParcelTasks(testApp.deps)).toBe(2);
    const [oldest, newer] = (await tasks()).tasks;
    expect([oldest!.package_id, newer!.tracking_number]).toEqual([first.id, 'EZ1000000009']);

    expect((await call(testApp, 'GET', '/api/admin/missing-parcels')).status).toBe(401);
    expect((await call(testApp, 'GET', '/api/admin/missing-parcels', { token: customerToken })).status).toBe(403);
    expect((await call(testApp, 'POST', `/api/admin/missing-parcels/${oldest!.id}/close`, { token: customerToken, body: { note: 'Found it' } })).status).toBe(403);
    const blank = await call(testApp, 'POST', `/api/admin/missing-parcels/${oldest!.id}/close`, { token: staffToken, body: { note: '   ' } });
    expect([blank.status, await jsonOf(blank)]).toEqual([400, expect.objectContaining({ error: 'Write a note saying what was done', field: 'note' })]);
    expect((await call(testApp, 'POST', `/api/admin/missing-parcels/${oldest!.id}/close`, { token: staffToken, body: { note: 'x'.repeat(501) } })).status).toBe(400);
    expect((await call(testApp, 'POST', '/api/admin/missing-parcels/999999/close', { token: staffToken, body: { note: 'Found it' } })).status).toBe(404);

    const closed = await call(testApp, 'POST', `/api/admin/missing-parcels/${oldest!.id}/close`, { token: staffToken, body: { note: ' Carrier claim filed ' } });
    expect(await jsonOf(closed)).toEqual({ id: oldest!.id, closed_at: '2026-03-13T15:00:00.000Z', closed_reason: 'note' });
    const [row] = await testApp.db.select().from(missingParcelTasks).where(eq(missingParcelTasks.id, oldest!.id));
    expect(row).toMatchObject({ staffNote: 'Carrier claim filed', closedBy: staff.id, closedReason: 'note' });
    const again = await call(testApp, 'POST', `/api/admin/missing-parcels/${oldest!.id}/close`, { token: staffToken, body: { note: 'Again' } });
    expect([again.status, await jsonOf(again)]).toEqual([409, { error: 'This missing-parcel task is already closed' }]);
    expect((await tasks()).tasks.map((task) => task.id)).toEqual([newer!.id]);
  });

  it('answers the intake time per New York day, median and worst, to staff only', async () => {
    for (const [number, minutes] of [['EZ2000000001', 30], ['EZ2000000002', 90], ['EZ2000000003', 240]] as const) {
      const parcel = await onItsWay(number);
      await testApp.db
        .update(packages)
        .set({ carrierDeliveredAt: DELIVERED_AT, deliveryStatus: 'received', receivedAt: new Date(DELIVERED_AT.getTime() + minutes * MINUTE_MS) })
        .where(eq(packages.id, parcel.id));
    }
    at('2026-03-11T15:00:00Z');
    const answer = await jsonOf<IntakeTimes>(await call(testApp, 'GET', '/api/admin/intake-times', { token: staffToken }));
    expect(answer.days).toHaveLength(14);
    expect(answer.days.slice(0, 2)).toEqual([
      { date: '2026-03-11', count: 0, median_minutes: null, worst_minutes: null },
      { date: '2026-03-10', count: 3, median_minutes: 90, worst_minutes: 240 },
    ]);
    expect((await jsonOf<IntakeTimes>(await call(testApp, 'GET', '/api/admin/intake-times?days=30', { token: staffToken }))).days).toHaveLength(30);
    expect((await call(testApp, 'GET', '/api/admin/intake-times?days=7', { token: staffToken })).status).toBe(400);
    expect((await call(testApp, 'GET', '/api/admin/intake-times', { token: customerToken })).status).toBe(403);
  });

  it('keeps the business hours in the settings: staff read and change them within 1 to 200', async () => {
    expect(await jsonOf(await call(testApp, 'GET', '/api/settings/missing-parcels', { token: staffToken }))).toEqual({ business_hours: 8 });
    for (const business_hours of [0, 201, 2.5, '8']) {
      expect((await call(testApp, 'POST', '/api/settings/missing-parcels', { token: staffToken, body: { business_hours } })).status).toBe(400);
    }
    expect((await call(testApp, 'POST', '/api/settings/missing-parcels', { token: customerToken, body: { business_hours: 4 } })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/settings/missing-parcels', { token: customerToken })).status).toBe(403);
    expect(await jsonOf(await call(testApp, 'POST', '/api/settings/missing-parcels', { token: staffToken, body: { business_hours: 16 } }))).toEqual({ business_hours: 16 });
    expect(await jsonOf(await call(testApp, 'GET', '/api/settings/missing-parcels', { token: staffToken }))).toEqual({ business_hours: 16 });
  });
});
