import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PickupListSchema, PickupSlotsSchema } from '../../../../shared/pickup/pickup-schema';
import { PICKUP_TIME_SLOTS } from '../../../../shared/pickup/pickup-slots';
import { validationMessage } from '../../../../shared/validation/messages';
import { setSetting } from '../../settings/settings-service';
import { createPackage, createPickup, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS } from '../../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';

describe('GET /api/pickup/slots', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const slots = async (token: string, date: string) => {
    const response = await call(testApp, 'GET', `/api/pickup/slots?date=${date}`, { token });
    expect(response.status).toBe(200);
    return PickupSlotsSchema.parse(await response.json());
  };

  it('answers the 17 slots of the day with the places left; full slots are unavailable', async () => {
    // Any signed-in user may look: no plan needed.
    const { user, token } = await signedIn(testApp);
    await setSetting(testApp.db, 'pickup_slot_capacity', 2, null, testApp.clock.now());
    await createPickup(testApp, user.id, { date: THURSDAY, time: '10:30' });
    await createPickup(testApp, user.id, { date: THURSDAY, time: '10:30' });
    await createPickup(testApp, user.id, { date: THURSDAY, time: '11:00' });
    await createPickup(testApp, user.id, { date: THURSDAY, time: '11:00' }, [], { status: 'cancelled' });
    await createPickup(testApp, user.id, { date: '2026-03-13', time: '09:00' });
    const day = await slots(token, THURSDAY);
    expect(day).toMatchObject({ date: THURSDAY, capacity: 2 });
    expect(day.slots.map((slot) => slot.time)).toEqual(PICKUP_TIME_SLOTS);
    expect(day.slots.filter((slot) => slot.remaining < 2)).toEqual([
      { time: '10:30', remaining: 0, available: false, flexible: false },
      { time: '11:00', remaining: 1, available: true, flexible: false },
    ]);
    expect(day.slots.filter((slot) => !slot.available)).toHaveLength(1);
  });

  it('uses the default capacity of 6', async () => {
    const { token } = await signedIn(testApp);
    expect((await slots(token, THURSDAY)).slots[0]).toEqual({ time: '09:00', remaining: 6, available: true, flexible: false });
  });

  it('marks past slots of today, weekends and past days unavailable', async () => {
    const { token } = await signedIn(testApp);
    const today = await slots(token, '2026-03-10');
    expect(today.slots.filter((slot) => slot.available).map((slot) => slot.time)[0]).toBe('11:30');
    for (const date of ['2026-03-14', '2026-03-15', '2026-03-09']) expect((await slots(token, date)).slots.some((slot) => slot.available)).toBe(false);
    testApp.clock.advance(7 * HOUR_MS); // 18:00 in New York: nothing left today
    expect((await slots(token, '2026-03-10')).slots.some((slot) => slot.available)).toBe(false);
  });

  it('needs a valid date (400) and a signed-in caller (401)', async () => {
    const { token } = await signedIn(testApp);
    for (const [query, key] of [['', 'pickupDateRequired'], ['?date=', 'pickupDateRequired'], ['?date=2026-02-30', 'dateInvalid'], ['?date=tomorrow', 'dateInvalid']]) {
      const response = await call(testApp, 'GET', `/api/pickup/slots${query}`, { token });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: validationMessage(key!), field: 'date' });
    }
    const anonymous = await call(testApp, 'GET', `/api/pickup/slots?date=${THURSDAY}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/pickups', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it("answers the caller's scheduled pickups, newest booking first, with their package ids", async () => {
    const { user, token } = await signedIn(testApp);
    const { user: other } = await signedIn(testApp);
    const row = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    const older = await createPickup(testApp, user.id, { date: '2026-03-13', time: '09:00' }, [row.id], { notes: 'Gate B' });
    testApp.clock.advance(HOUR_MS);
    const newer = await createPickup(testApp, user.id, { date: THURSDAY, time: '10:00' });
    await createPickup(testApp, user.id, { date: THURSDAY, time: '10:00' }, [], { status: 'completed' });
    await createPickup(testApp, other.id, { date: THURSDAY, time: '10:00' });
    const response = await call(testApp, 'GET', '/api/pickups', { token });
    expect(response.status).toBe(200);
    const { pickups } = PickupListSchema.parse(await response.json());
    expect(pickups.map((pickup) => pickup.id)).toEqual([newer.id, older.id]);
    expect(pickups[1]).toMatchObject({ pickup_date: '2026-03-13', pickup_time: '09:00', notes: 'Gate B', status: 'scheduled', package_ids: [row.id] });
  });

  it('needs a signed-in caller', async () => {
    expect(await jsonOf(await call(testApp, 'GET', '/api/pickups'))).toEqual({ error: 'Authentication required' });
  });
});
