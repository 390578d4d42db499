import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { PICKUP_MESSAGES, PickupBookedSchema } from '../../../../shared/pickup/pickup-schema';
import { validationMessage } from '../../../../shared/validation/messages';
import { packageWorkflow, packages, pickups } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';
const FRIDAY = '2026-03-13';

describe('PUT /api/pickup/{id}/reschedule', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const path = (id: number) => `/api/pickup/${id}/reschedule`;
  /** A customer with a plan and one pickup of one package, booked through the API on Thursday 10:30. */
  const booked = async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const row = await createPackage(testApp, user.id);
    const response = await call(testApp, 'POST', '/api/pickup/schedule', {
      token,
      body: { package_ids: [row.id], pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B' },
    });
    const { pickup } = PickupBookedSchema.parse(await response.json());
    return { user, token, packageId: row.id, pickupId: pickup.id };
  };
  const move = (token: string | undefined, id: number, body: unknown) => call(testApp, 'PUT', path(id), { token, body });
  const pickupRow = async (id: number) => (await testApp.db.select().from(pickups).where(eq(pickups.id, id)).limit(1))[0]!;

  it('moves the pickup and its packages, keeping the notes, with a new workflow entry', async () => {
    const { user, token, packageId, pickupId } = await booked();
    const response = await move(token, pickupId, { pickup_date: FRIDAY, pickup_time: '16:00' });
    expect(response.status).toBe(200);
    const body = PickupBookedSchema.parse(await response.json());
    expect(body.message).toBe(PICKUP_MESSAGES.rescheduled);
    expect(body.pickup).toMatchObject({ id: pickupId, pickup_date: FRIDAY, pickup_time: '16:00', notes: 'Gate B', package_ids: [packageId] });
    expect(body.packages[0]).toMatchObject({
      id: packageId,
      delivery_status: 'scheduled',
      scheduled_delivery_date: FRIDAY,
      delivery_instructions: 'Pickup time: 16:00\nNotes: Gate B',
    });
    const entries = await testApp.db.select().from(packageWorkflow).where(and(eq(packageWorkflow.packageId, packageId), eq(packageWorkflow.type, 'scheduled')));
    expect(entries.map((entry) => entry.description)).toEqual([`Pickup scheduled for ${THURSDAY} at 10:30`, `Pickup moved to ${FRIDAY} at 16:00`]);
    expect(entries[1]).toMatchObject({ actorUserId: user.id, instructions: 'Pickup time: 16:00\nNotes: Gate B' });
  });

  it('replaces the notes when given, and clears them with an empty text', async () => {
    const { token, packageId, pickupId } = await booked();
    const replaced = PickupBookedSchema.parse(await (await move(token, pickupId, { pickup_date: FRIDAY, pickup_time: '09:00', notes: 'Bring ID' })).json());
    expect(replaced.pickup.notes).toBe('Bring ID');
    const cleared = PickupBookedSchema.parse(await (await move(token, pickupId, { pickup_date: FRIDAY, pickup_time: '09:00', notes: '  ' })).json());
    expect(cleared.pickup.notes).toBeNull();
    expect((await testApp.db.select().from(packages).where(eq(packages.id, packageId)).limit(1))[0]?.deliveryInstructions).toBe('Pickup time: 09:00');
  });

  it("answers 404 for another customer's pickup or an unknown one, changing nothing", async () => {
    const { pickupId } = await booked();
    const { user: other, token } = await signedIn(testApp);
    await createSubscription(testApp, other.id);
    for (const id of [pickupId, 99999]) {
      const response = await move(token, id, { pickup_date: FRIDAY, pickup_time: '09:00' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: PICKUP_MESSAGES.notFound });
    }
    expect(await pickupRow(pickupId)).toMatchObject({ pickupDate: THURSDAY, pickupTime: '10:30' });
    expect((await move(token, 0, { pickup_date: FRIDAY, pickup_time: '09:00' })).status).toBe(404);
  });

  it('refuses a pickup that is no longer scheduled with 409', async () => {
    const { user, token } = await booked();
    for (const status of ['completed', 'cancelled'] as const) {
      const pickup = await createPickup(testApp, user.id, { date: THURSDAY, time: '12:00' }, [], { status });
      const response = await move(token, pickup.id, { pickup_date: FRIDAY, pickup_time: '09:00' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: PICKUP_MESSAGES.notChangeable });
    }
  });

  it('refuses an unbookable slot (400) and a full one (409), but not the slot it already holds', async () => {
    const { user, token, pickupId } = await booked();
    for (const slot of [{ pickup_date: '2026-03-14', pickup_time: '10:00' }, { pickup_date: '2026-03-10', pickup_time: '10:30' }]) {
      const response = await move(token, pickupId, slot);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: PICKUP_MESSAGES.slotUnavailable });
    }
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    await createPickup(testApp, user.id, { date: FRIDAY, time: '09:00' });
    const full = await move(token, pickupId, { pickup_date: FRIDAY, pickup_time: '09:00' });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: PICKUP_MESSAGES.slotFull });
    expect(await pickupRow(pickupId)).toMatchObject({ pickupDate: THURSDAY, pickupTime: '10:30' });
    expect((await move(token, pickupId, { pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Later' })).status).toBe(200);
  });

  it('needs a signed-in caller (401) with a valid plan (403)', async () => {
    const { user, token, pickupId } = await booked();
    expect((await move(undefined, pickupId, { pickup_date: FRIDAY, pickup_time: '09:00' })).status).toBe(401);
    await createSubscription(testApp, user.id, { status: 'expired', accessUntil: testApp.clock.now() });
    testApp.clock.advance(1000);
    const response = await move(token, pickupId, { pickup_date: FRIDAY, pickup_time: '09:00' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: PACKAGE_MESSAGES.accessRequired });
  });

  it('answers bad input with 400 JSON naming the field', async () => {
    const { token, pickupId } = await booked();
    const cases: Array<[unknown, string, string]> = [
      [{ pickup_time: '09:00' }, 'pickup_date', 'pickupDateRequired'],
      [{ pickup_date: 'soon', pickup_time: '09:00' }, 'pickup_date', 'dateInvalid'],
      [{ pickup_date: FRIDAY, pickup_time: 9 }, 'pickup_time', 'pickupTimeInvalid'],
      [{ pickup_date: FRIDAY }, 'pickup_time', 'pickupTimeInvalid'],
    ];
    for (const [body, field, key] of cases) {
      const response = await move(token, pickupId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: validationMessage(key), field });
    }
    expect(await pickupRow(pickupId)).toMatchObject({ pickupDate: THURSDAY, pickupTime: '10:30' });
  });
});
