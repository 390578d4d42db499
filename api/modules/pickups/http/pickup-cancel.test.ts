import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_PASS_MESSAGES } from '../../../../shared/pickup/pickup-pass-schema';
import { PICKUP_MESSAGES, PickupBookedSchema, PickupSlotsSchema } from '../../../../shared/pickup/pickup-schema';
import { alertLog, packageWorkflow, packages, pickups } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createPackage, createPickup, createSubscription, createUser, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const TODAY = '2026-03-10';
const THURSDAY = '2026-03-12';

describe('DELETE /api/pickup/{id} (decision 184)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** A customer with a plan and a pickup of two received packages, booked through the API on Thursday 10:30. */
  const booked = async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    const response = await call(testApp, 'POST', '/api/pickup/schedule', {
      token,
      body: { package_ids: [first.id, second.id], pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B' },
    });
    const { pickup } = PickupBookedSchema.parse(await response.json());
    return { user, token, packageIds: [first.id, second.id], pickupId: pickup.id };
  };
  const cancel = (token: string | undefined, id: number, headers: Record<string, string> = {}) => call(testApp, 'DELETE', `/api/pickup/${id}`, { token, headers });
  const pickupRow = async (id: number) => (await testApp.db.select().from(pickups).where(eq(pickups.id, id)).limit(1))[0]!;
  const refusal = async (response: Response) => [response.status, (await jsonOf(response)).error];

  it('cancels the pickup: its packages received again without the booked day, its history without the booking, an alert', async () => {
    const { user, token, packageIds, pickupId } = await booked();
    const response = await cancel(token, pickupId);
    expect(response.status).toBe(200);
    const body = PickupBookedSchema.parse(await response.json());
    expect(body.message).toBe(PICKUP_MESSAGES.cancelled);
    expect(body.pickup).toMatchObject({ id: pickupId, status: 'cancelled', package_ids: packageIds });
    for (const view of body.packages) {
      expect(view).toMatchObject({ delivery_status: 'received', scheduled_delivery_date: null, delivery_instructions: null, pickup_id: null });
    }
    expect(await pickupRow(pickupId)).toMatchObject({ status: 'cancelled' });
    const workflow = await testApp.db.select().from(packageWorkflow);
    expect(workflow.filter((entry) => entry.type === 'scheduled')).toEqual([]);
    const alerts = await testApp.db.select().from(alertLog).where(eq(alertLog.userId, user.id)).orderBy(alertLog.id);
    expect(alerts.map((alert) => alert.kind)).toEqual(['pickup-confirmed', 'pickup-cancelled']);
    expect(JSON.parse(alerts[1]!.data)).toEqual({ kind: 'pickup-cancelled', pickupId, date: THURSDAY, time: '10:30', packages: 2 });
    const list = await jsonOf<{ pickups: unknown[] }>(await call(testApp, 'GET', '/api/pickups', { token }));
    expect(list.pickups).toEqual([]);
    // Received again, they can be booked at once.
    const again = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: packageIds, pickup_date: THURSDAY, pickup_time: '11:00' } });
    expect(again.status).toBe(201);
  });

  it('frees its place in the slot and refuses its pass, to the customer and at the counter', async () => {
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    const { token, pickupId } = await booked();
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    const staffToken = await loginAs(testApp, staff.email);
    const pass = await jsonOf<{ token: string }>(await call(testApp, 'GET', `/api/pickup/${pickupId}/pass`, { token }));
    const slotsOfThursday = async () => PickupSlotsSchema.parse(await jsonOf(await call(testApp, 'GET', `/api/pickup/slots?date=${THURSDAY}`, { token })));
    expect((await slotsOfThursday()).slots.find((slot) => slot.time === '10:30')).toMatchObject({ remaining: 0, available: false });

    expect((await cancel(token, pickupId)).status).toBe(200);
    expect((await slotsOfThursday()).slots.find((slot) => slot.time === '10:30')).toMatchObject({ remaining: 1, available: true });
    expect(await refusal(await call(testApp, 'GET', `/api/pickup/${pickupId}/pass`, { token }))).toEqual([409, PICKUP_PASS_MESSAGES.noPass]);
    expect(await refusal(await call(testApp, 'POST', '/api/pickup/pass/scan', { token: staffToken, body: { token: pass.token } }))).toEqual([409, PICKUP_PASS_MESSAGES.cancelled]);
    // Someone else books the place it held.
    const { user: other, token: otherToken } = await signedIn(testApp);
    await createSubscription(testApp, other.id);
    const parcel = await createPackage(testApp, other.id);
    const theirs = await call(testApp, 'POST', '/api/pickup/schedule', { token: otherToken, body: { package_ids: [parcel.id], pickup_date: THURSDAY, pickup_time: '10:30' } });
    expect(theirs.status).toBe(201);
  });

  it("answers 404 for another customer's pickup or an unknown one, changing nothing; 401 signed out", async () => {
    const { pickupId } = await booked();
    const { token } = await signedIn(testApp);
    for (const id of [pickupId, 99999]) expect(await refusal(await cancel(token, id))).toEqual([404, PICKUP_MESSAGES.notFound]);
    expect((await cancel(undefined, pickupId)).status).toBe(401);
    expect(await pickupRow(pickupId)).toMatchObject({ status: 'scheduled' });
  });

  it('refuses a pickup cancelled already, picked up (wholly or in part), or whose time has passed, with 409', async () => {
    const { user, token, pickupId } = await booked();
    expect((await cancel(token, pickupId)).status).toBe(200);
    expect(await refusal(await cancel(token, pickupId))).toEqual([409, PICKUP_MESSAGES.alreadyCancelled]);

    const completed = await createPickup(testApp, user.id, { date: THURSDAY, time: '12:00' }, [], { status: 'completed' });
    expect(await refusal(await cancel(token, completed.id))).toEqual([409, PICKUP_MESSAGES.alreadyCollected]);
    const collected = await createPackage(testApp, user.id, { deliveryStatus: 'picked_up' });
    const waiting = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    const partly = await createPickup(testApp, user.id, { date: THURSDAY, time: '13:00' }, [collected.id, waiting.id]);
    expect(await refusal(await cancel(token, partly.id))).toEqual([409, PICKUP_MESSAGES.alreadyCollected]);

    const earlier = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    const past = await createPickup(testApp, user.id, { date: TODAY, time: '10:30' }, [earlier.id]);
    expect(await refusal(await cancel(token, past.id))).toEqual([409, PICKUP_MESSAGES.pastPickup]);
    const [row] = await testApp.db.select().from(packages).where(eq(packages.id, earlier.id));
    expect(row?.deliveryStatus).toBe('scheduled');
  });

  it('needs no plan to cancel', async () => {
    const { user, token, pickupId } = await booked();
    await createSubscription(testApp, user.id, { status: 'expired', accessUntil: testApp.clock.now() });
    testApp.clock.advance(1000);
    expect((await cancel(token, pickupId)).status).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the first answer, as the outbox resends it', async () => {
    const { token, pickupId } = await booked();
    const headers = { 'Idempotency-Key': 'cancel-1' };
    const first = await cancel(token, pickupId, headers);
    const replay = await cancel(token, pickupId, headers);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(PickupBookedSchema.parse(await replay.json()).pickup.status).toBe('cancelled');
  });
});
