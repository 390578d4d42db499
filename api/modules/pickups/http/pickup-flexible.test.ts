import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES, PickupSlotsSchema } from '../../../../shared/pickup/pickup-schema';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, STANDARD_PICKUP_HOURS } from '../../../../shared/pickup/pickup-hours';
import { PickupHoursSchema } from '../../../../shared/pickup/pickup-window-schema';
import { pickups } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';
const SATURDAY = '2026-03-14';
const SUNDAY = '2026-03-15';

describe('flexible pickup (Premium)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async (planType: 'basic' | 'plus' | 'premium', overrides: Parameters<typeof createSubscription>[2] = {}) => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType, ...overrides });
    return { user, token };
  };
  const hours = async (token: string) => {
    const response = await call(testApp, 'GET', '/api/pickup/hours', { token });
    expect(response.status).toBe(200);
    return PickupHoursSchema.parse(await response.json());
  };
  const slots = async (token: string, date: string) => {
    const response = await call(testApp, 'GET', `/api/pickup/slots?date=${date}`, { token });
    expect(response.status).toBe(200);
    return PickupSlotsSchema.parse(await response.json()).slots;
  };
  const book = (token: string, packageId: number, date: string, time: string) =>
    call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [packageId], pickup_date: date, pickup_time: time } });

  it("answers each customer's hours: Premium adds the flexible windows, the others read them", async () => {
    const premium = await customer('premium');
    const standard = await customer('plus');
    const noPlan = await signedIn(testApp);
    const windows = DEFAULT_FLEXIBLE_PICKUP_WINDOWS.map((window) => ({ ...window, weekdays: [...window.weekdays] }));
    expect(await hours(premium.token)).toEqual({ flexible: true, hours: [...STANDARD_PICKUP_HOURS, ...windows], flexible_windows: windows });
    expect(await hours(standard.token)).toEqual({ flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: windows });
    expect((await hours(noPlan.token)).flexible).toBe(false);
    expect((await call(testApp, 'GET', '/api/pickup/hours')).status).toBe(401);
  });

  it('offers Saturday and evening slots to Premium only', async () => {
    const premium = await customer('premium');
    const standard = await customer('plus');
    const saturday = await slots(premium.token, SATURDAY);
    expect(saturday.map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(saturday.every((slot) => slot.available && slot.flexible)).toBe(true);
    expect((await slots(standard.token, SATURDAY)).some((slot) => slot.available || slot.flexible)).toBe(false);
    expect((await slots(premium.token, THURSDAY)).filter((slot) => slot.flexible).map((slot) => slot.time)).toEqual(['17:30', '18:00', '18:30', '19:00']);
    expect((await slots(standard.token, THURSDAY)).map((slot) => slot.time).at(-1)).toBe('17:00');
    expect((await slots(premium.token, SUNDAY)).some((slot) => slot.available)).toBe(false);
  });

  it('books a Saturday slot for Premium and refuses it to Standard, booking nothing', async () => {
    const premium = await customer('premium');
    const standard = await customer('plus');
    const premiumParcel = await createPackage(testApp, premium.user.id);
    const standardParcel = await createPackage(testApp, standard.user.id);
    const refused = await book(standard.token, standardParcel.id, SATURDAY, '10:00');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: PICKUP_MESSAGES.slotUnavailable });
    expect((await book(standard.token, standardParcel.id, THURSDAY, '18:00')).status).toBe(400);
    expect(await testApp.db.select().from(pickups)).toEqual([]);
    const booked = await book(premium.token, premiumParcel.id, SATURDAY, '10:00');
    expect(booked.status).toBe(201);
    expect((await testApp.db.select().from(pickups)).map((row) => [row.userId, row.pickupDate, row.pickupTime])).toEqual([[premium.user.id, SATURDAY, '10:00']]);
  });

  it('counts flexible slots against the same capacity', async () => {
    const premium = await customer('premium');
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    await createPickup(testApp, premium.user.id, { date: SATURDAY, time: '10:00' });
    const parcel = await createPackage(testApp, premium.user.id);
    const full = await book(premium.token, parcel.id, SATURDAY, '10:00');
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: PICKUP_MESSAGES.slotFull });
  });

  it('follows the windows as staff set them, and ends with the plan', async () => {
    const premium = await customer('premium');
    await setSetting(testApp.db, 'flexible_pickup_windows', [{ weekdays: [0], from: '10:00', to: '11:00' }], null, testApp.clock.now());
    expect((await slots(premium.token, SATURDAY)).some((slot) => slot.available)).toBe(false);
    expect((await slots(premium.token, SUNDAY)).map((slot) => slot.time)).toEqual(['10:00', '10:30', '11:00']);

    const lapsed = await customer('premium', { status: 'cancelled', accessUntil: new Date(testApp.clock.now().getTime() - DAY_MS) });
    expect((await hours(lapsed.token)).flexible).toBe(false);
    const parcel = await createPackage(testApp, premium.user.id);
    expect((await book(premium.token, parcel.id, SUNDAY, '10:30')).status).toBe(201);
  });
});
