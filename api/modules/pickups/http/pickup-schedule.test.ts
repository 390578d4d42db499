import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { PICKUP_MESSAGES, PickupBookedSchema } from '../../../../shared/pickup/pickup-schema';
import { validationMessage } from '../../../../shared/validation/messages';
import { packageWorkflow, packages, pickupPackages, pickups } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';

describe('POST /api/pickup/schedule', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    return { user, token };
  };
  const schedule = (token: string | undefined, body: unknown) => call(testApp, 'POST', '/api/pickup/schedule', { token, body });
  const booking = (packageIds: number[], overrides: Record<string, unknown> = {}) => ({
    package_ids: packageIds,
    pickup_date: THURSDAY,
    pickup_time: '10:30',
    notes: ' Gate B ',
    ...overrides,
  });
  const packageRow = async (id: number) => (await testApp.db.select().from(packages).where(eq(packages.id, id)).limit(1))[0]!;
  const nothingBooked = async () => {
    expect(await testApp.db.select().from(pickups)).toEqual([]);
    expect(await testApp.db.select().from(pickupPackages)).toEqual([]);
    expect(await testApp.db.select().from(packageWorkflow)).toEqual([]);
  };

  it('books received packages: the pickup, the packages scheduled with the time and notes, one workflow entry each', async () => {
    const { user, token } = await customer();
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    const response = await schedule(token, booking([second.id, first.id, second.id]));
    expect(response.status).toBe(201);
    const body = PickupBookedSchema.parse(await response.json());
    expect(body.message).toBe(PICKUP_MESSAGES.scheduled);
    expect(body.pickup).toMatchObject({ pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B', status: 'scheduled', package_ids: [first.id, second.id] });
    expect(body.packages.map((view) => view.id)).toEqual([first.id, second.id]);
    for (const view of body.packages) {
      expect(view).toMatchObject({
        delivery_status: 'scheduled',
        scheduled_delivery_date: THURSDAY,
        delivery_instructions: 'Pickup time: 10:30\nNotes: Gate B',
        pickup_id: body.pickup.id,
      });
    }
    const workflow = await testApp.db.select().from(packageWorkflow);
    expect(workflow).toHaveLength(2);
    expect(workflow[0]).toMatchObject({
      type: 'scheduled',
      description: `Pickup scheduled for ${THURSDAY} at 10:30`,
      instructions: 'Pickup time: 10:30\nNotes: Gate B',
      actorUserId: user.id,
    });
  });

  it('books without notes', async () => {
    const { user, token } = await customer();
    const row = await createPackage(testApp, user.id);
    const body = PickupBookedSchema.parse(await (await schedule(token, booking([row.id], { notes: undefined }))).json());
    expect(body.pickup.notes).toBeNull();
    expect(body.packages[0]?.delivery_instructions).toBe('Pickup time: 10:30');
  });

  it('needs a signed-in caller (401) with a valid plan (403)', async () => {
    expect(await jsonOf(await schedule(undefined, booking([1])))).toEqual({ error: 'Authentication required' });
    const { user, token } = await signedIn(testApp);
    const row = await createPackage(testApp, user.id);
    const refused = await schedule(token, booking([row.id]));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: PACKAGE_MESSAGES.accessRequired });
    await createSubscription(testApp, user.id, { status: 'expired', accessUntil: new Date(testApp.clock.now().getTime() - DAY_MS) });
    expect((await schedule(token, booking([row.id]))).status).toBe(403);
    await nothingBooked();
  });

  it('accepts a cancelled plan before access_until', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { status: 'cancelled', accessUntil: new Date(testApp.clock.now().getTime() + DAY_MS) });
    const row = await createPackage(testApp, user.id);
    expect((await schedule(token, booking([row.id]))).status).toBe(201);
  });

  it("refuses another customer's package or an unknown id with 404, changing nothing", async () => {
    const { user, token } = await customer();
    const { user: other } = await signedIn(testApp);
    const mine = await createPackage(testApp, user.id);
    const theirs = await createPackage(testApp, other.id);
    for (const ids of [[mine.id, theirs.id], [mine.id, 99999]]) {
      const response = await schedule(token, booking(ids));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: PACKAGE_MESSAGES.notFound });
    }
    expect((await packageRow(mine.id)).deliveryStatus).toBe('received');
    expect((await packageRow(theirs.id)).deliveryStatus).toBe('received');
    await nothingBooked();
  });

  it('refuses packages that are not received with 409', async () => {
    const { user, token } = await customer();
    const ready = await createPackage(testApp, user.id);
    for (const deliveryStatus of ['pending', 'scheduled', 'picked_up']) {
      const other = await createPackage(testApp, user.id, { deliveryStatus, receivedAt: null });
      const response = await schedule(token, booking([ready.id, other.id]));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: PICKUP_MESSAGES.packageNotReady });
    }
    expect((await packageRow(ready.id)).deliveryStatus).toBe('received');
    await nothingBooked();
  });

  it('refuses weekend, past-day and past-time slots with 400', async () => {
    const { user, token } = await customer();
    const row = await createPackage(testApp, user.id);
    for (const slot of [
      { pickup_date: '2026-03-14', pickup_time: '10:00' },
      { pickup_date: '2026-03-15', pickup_time: '10:00' },
      { pickup_date: '2026-03-09', pickup_time: '12:00' },
      { pickup_date: '2026-03-10', pickup_time: '11:00' },
      { pickup_date: '2026-03-10', pickup_time: '09:00' },
    ]) {
      const response = await schedule(token, booking([row.id], slot));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: PICKUP_MESSAGES.slotUnavailable });
    }
    expect((await schedule(token, booking([row.id], { pickup_date: '2026-03-10', pickup_time: '11:30' }))).status).toBe(201);
  });

  it('refuses a full slot with 409, counting only scheduled pickups against the capacity setting', async () => {
    const { user, token } = await customer();
    await setSetting(testApp.db, 'pickup_slot_capacity', 2, null, testApp.clock.now());
    // Another customer's: the customer's own would be a second pickup that day (decision 184).
    const { user: other } = await signedIn(testApp);
    await createPickup(testApp, other.id, { date: THURSDAY, time: '10:30' });
    await createPickup(testApp, other.id, { date: THURSDAY, time: '10:30' }, [], { status: 'cancelled' });
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    expect((await schedule(token, booking([first.id]))).status).toBe(201);
    const full = await schedule(token, booking([second.id]));
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: PICKUP_MESSAGES.slotFull });
    expect((await packageRow(second.id)).deliveryStatus).toBe('received');
    expect(await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, second.id))).toEqual([]);
    expect((await schedule(token, booking([second.id], { pickup_time: '11:00', allow_second: true }))).status).toBe(201);
  });

  it('lets only one of two racing requests take the last place', async () => {
    const { user, token } = await customer();
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    const statuses = (await Promise.all([schedule(token, booking([first.id])), schedule(token, booking([second.id]))])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await testApp.db.select().from(pickups)).toHaveLength(1);
  });

  it('answers bad input with 400 JSON naming the field', async () => {
    const { user, token } = await customer();
    const row = await createPackage(testApp, user.id);
    const cases: Array<[unknown, string, string]> = [
      [{ pickup_date: THURSDAY, pickup_time: '10:30' }, 'package_ids', 'pickupPackagesRequired'],
      [booking([]), 'package_ids', 'pickupPackagesRequired'],
      [booking([row.id], { package_ids: 'all' }), 'package_ids', 'pickupPackagesRequired'],
      [booking([row.id], { package_ids: ['1'] }), 'package_ids.0', 'invalidRequest'],
      [booking([row.id], { pickup_date: undefined }), 'pickup_date', 'pickupDateRequired'],
      [booking([row.id], { pickup_date: '2026-02-30' }), 'pickup_date', 'dateInvalid'],
      [booking([row.id], { pickup_date: 20260312 }), 'pickup_date', 'pickupDateRequired'],
      [booking([row.id], { pickup_time: '17:15' }), 'pickup_time', 'pickupTimeInvalid'],
      [booking([row.id], { pickup_time: undefined }), 'pickup_time', 'pickupTimeInvalid'],
      [booking([row.id], { notes: 7 }), 'notes', 'invalidRequest'],
    ];
    for (const [body, field, key] of cases) {
      const response = await schedule(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: validationMessage(key), field });
    }
    const raw = await callRaw(testApp, 'POST', '/api/pickup/schedule', { body: '{', contentType: 'application/json', headers: { authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ error: 'Invalid JSON body' });
    await nothingBooked();
  });
});
