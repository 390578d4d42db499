import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../../shared/deliveries/delivery-messages';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { PackageListSchema } from '../../../../shared/packages/package-schema';
import { PICKUP_MESSAGES, PickupBookedSchema } from '../../../../shared/pickup/pickup-schema';
import { validationMessage } from '../../../../shared/validation/messages';
import { alertLog, packageWorkflow, pickupPackages } from '../../../db/tables';
import { deliveryCustomer, paidDelivery } from '../../../test/delivery-fixtures';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const TODAY = '2026-03-10';
const THURSDAY = '2026-03-12';

describe('PUT /api/pickup/{id}/packages (decision 184)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** A customer with a plan, a pickup of one package booked through the API on Thursday 10:30, and another package received. */
  const booked = async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    const response = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [first.id], pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B' } });
    const { pickup } = PickupBookedSchema.parse(await response.json());
    return { user, token, first: first.id, second: second.id, pickupId: pickup.id };
  };
  const setPackages = (token: string | undefined, id: number, body: unknown) => call(testApp, 'PUT', `/api/pickup/${id}/packages`, { token, body });
  const refusal = async (response: Response) => [response.status, (await jsonOf(response)).error];
  const linked = async (pickupId: number) => (await testApp.db.select().from(pickupPackages).where(eq(pickupPackages.pickupId, pickupId))).map((row) => row.packageId).sort();
  const scheduledEntries = async (packageId: number) =>
    (await testApp.db.select().from(packageWorkflow).where(and(eq(packageWorkflow.packageId, packageId), eq(packageWorkflow.type, 'scheduled')))).map((entry) => entry.description);

  it('adds a received package with the booked day, time and notes, and takes one off back to received', async () => {
    const { user, token, first, second, pickupId } = await booked();
    const added = await setPackages(token, pickupId, { package_ids: [first, second] });
    expect(added.status).toBe(200);
    const body = PickupBookedSchema.parse(await added.json());
    expect(body.message).toBe(PICKUP_MESSAGES.packagesUpdated);
    expect(body.pickup).toMatchObject({ id: pickupId, package_ids: [first, second], status: 'scheduled' });
    expect(body.packages.find((view) => view.id === second)).toMatchObject({
      delivery_status: 'scheduled',
      scheduled_delivery_date: THURSDAY,
      delivery_instructions: 'Pickup time: 10:30\nNotes: Gate B',
      pickup_id: pickupId,
    });
    expect(await scheduledEntries(second)).toEqual([`Added to the pickup of ${THURSDAY} at 10:30`]);

    testApp.clock.advance(1000);
    const removed = PickupBookedSchema.parse(await (await setPackages(token, pickupId, { package_ids: [second] })).json());
    expect(removed.pickup.package_ids).toEqual([second]);
    expect(removed.packages.map((view) => view.id)).toEqual([second]);
    expect(await linked(pickupId)).toEqual([second]);
    const packagesNow = PackageListSchema.parse(await jsonOf(await call(testApp, 'GET', '/api/tracking', { token }))).packages;
    expect(packagesNow.find((pkg) => pkg.id === first)).toMatchObject({ delivery_status: 'received', scheduled_delivery_date: null, pickup_id: null });
    expect(await scheduledEntries(first)).toEqual([]);
    const alerts = await testApp.db.select().from(alertLog).where(eq(alertLog.userId, user.id)).orderBy(alertLog.id);
    expect(alerts.map((alert) => [alert.kind, JSON.parse(alert.data).packages])).toEqual([['pickup-confirmed', 1], ['pickup-changed', 2], ['pickup-changed', 1]]);
  });

  it('answers the same list unchanged without a new alert', async () => {
    const { user, token, first, pickupId } = await booked();
    expect((await setPackages(token, pickupId, { package_ids: [first, first] })).status).toBe(200);
    expect((await testApp.db.select().from(alertLog).where(eq(alertLog.userId, user.id))).map((alert) => alert.kind)).toEqual(['pickup-confirmed']);
  });

  it('refuses to leave the pickup empty (cancel instead), changing nothing', async () => {
    const { token, first, pickupId } = await booked();
    expect(await refusal(await setPackages(token, pickupId, { package_ids: [] }))).toEqual([400, PICKUP_MESSAGES.noPackagesLeft]);
    expect(await linked(pickupId)).toEqual([first]);
  });

  it("refuses another customer's package (404), one on another pickup or not received (409)", async () => {
    const { user, token, first, pickupId } = await booked();
    const { user: other } = await signedIn(testApp);
    const theirs = await createPackage(testApp, other.id);
    expect(await refusal(await setPackages(token, pickupId, { package_ids: [first, theirs.id] }))).toEqual([404, PACKAGE_MESSAGES.notFound]);
    const elsewhere = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    await createPickup(testApp, user.id, { date: '2026-03-13', time: '10:00' }, [elsewhere.id]);
    expect(await refusal(await setPackages(token, pickupId, { package_ids: [first, elsewhere.id] }))).toEqual([409, PICKUP_MESSAGES.packageInOtherPickup]);
    const onItsWay = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
    expect(await refusal(await setPackages(token, pickupId, { package_ids: [first, onItsWay.id] }))).toEqual([409, PICKUP_MESSAGES.packageNotReady]);
    expect(await linked(pickupId)).toEqual([first]);
  });

  it('refuses a package a paid delivery holds (409), changing nothing', async () => {
    const { token, address, parcels } = await deliveryCustomer(testApp, { packages: 2 });
    const [kept, shipped] = parcels.map((parcel) => parcel.id) as [number, number];
    const response = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [kept], pickup_date: THURSDAY, pickup_time: '10:30' } });
    const { pickup } = PickupBookedSchema.parse(await response.json());
    await paidDelivery(testApp, token, [shipped], address.id);
    expect(await refusal(await setPackages(token, pickup.id, { package_ids: [kept, shipped] }))).toEqual([409, DELIVERY_MESSAGES.packageInDelivery]);
    expect(await linked(pickup.id)).toEqual([kept]);
  });

  it("refuses another customer's pickup (404), a cancelled or past one (409), and without a plan (403)", async () => {
    const { user, token, first, second, pickupId } = await booked();
    const { token: otherToken } = await signedIn(testApp);
    expect(await refusal(await setPackages(otherToken, pickupId, { package_ids: [first] }))).toEqual([404, PICKUP_MESSAGES.notFound]);
    const cancelled = await createPickup(testApp, user.id, { date: THURSDAY, time: '12:00' }, [], { status: 'cancelled' });
    expect(await refusal(await setPackages(token, cancelled.id, { package_ids: [second] }))).toEqual([409, PICKUP_MESSAGES.alreadyCancelled]);
    const past = await createPickup(testApp, user.id, { date: TODAY, time: '09:00' });
    expect(await refusal(await setPackages(token, past.id, { package_ids: [second] }))).toEqual([409, PICKUP_MESSAGES.pastPickup]);
    expect((await setPackages(undefined, pickupId, { package_ids: [first] })).status).toBe(401);
    await createSubscription(testApp, user.id, { status: 'expired', accessUntil: testApp.clock.now() });
    testApp.clock.advance(1000);
    expect((await setPackages(token, pickupId, { package_ids: [first, second] })).status).toBe(403);
  });

  it('answers bad input with 400 JSON naming the field', async () => {
    const { token, pickupId } = await booked();
    for (const body of [{}, { package_ids: 'all' }, { package_ids: [0] }]) {
      const response = await setPackages(token, pickupId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf<{ field: string }>(response)).field).toMatch(/^package_ids/);
    }
    expect(await jsonOf(await setPackages(token, pickupId, {}))).toEqual({ error: validationMessage('pickupPackagesRequired'), field: 'package_ids' });
  });
});
