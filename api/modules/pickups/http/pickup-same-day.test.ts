import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES, PickupBookedSchema, SameDayRefusalSchema } from '../../../../shared/pickup/pickup-schema';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';
const FRIDAY = '2026-03-13';

describe('one pickup per customer per day (decision 184)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    return { user, token, first: (await createPackage(testApp, user.id)).id, second: (await createPackage(testApp, user.id)).id };
  };
  const schedule = (token: string, body: unknown) => call(testApp, 'POST', '/api/pickup/schedule', { token, body });
  const move = (token: string, id: number, body: unknown) => call(testApp, 'PUT', `/api/pickup/${id}/reschedule`, { token, body });
  const bookedId = async (response: Response) => PickupBookedSchema.parse(await response.json()).pickup.id;

  it('refuses a second booking on the day with that pickup to add to, and books it when asked for another', async () => {
    const { token, first, second } = await customer();
    const existing = await bookedId(await schedule(token, { package_ids: [first], pickup_date: THURSDAY, pickup_time: '10:30' }));
    const refused = await schedule(token, { package_ids: [second], pickup_date: THURSDAY, pickup_time: '15:00' });
    expect(refused.status).toBe(409);
    expect(SameDayRefusalSchema.parse(await refused.json())).toEqual({
      error: PICKUP_MESSAGES.sameDay,
      existing_pickup: { id: existing, pickup_date: THURSDAY, pickup_time: '10:30', package_ids: [first] },
    });
    expect((await schedule(token, { package_ids: [second], pickup_date: FRIDAY, pickup_time: '15:00' })).status).toBe(201);
  });

  it('books a second pickup that day with allow_second', async () => {
    const { token, first, second } = await customer();
    await schedule(token, { package_ids: [first], pickup_date: THURSDAY, pickup_time: '10:30' });
    const second_ = await schedule(token, { package_ids: [second], pickup_date: THURSDAY, pickup_time: '15:00', allow_second: true });
    expect(second_.status).toBe(201);
  });

  it("counts only the customer's own scheduled pickups: not a cancelled one, nor someone else's", async () => {
    const { user, token, first } = await customer();
    await createPickup(testApp, user.id, { date: THURSDAY, time: '09:00' }, [], { status: 'cancelled' });
    const { user: other } = await signedIn(testApp);
    await createPickup(testApp, other.id, { date: THURSDAY, time: '09:30' });
    expect((await schedule(token, { package_ids: [first], pickup_date: THURSDAY, pickup_time: '10:30' })).status).toBe(201);
  });

  it('refuses moving onto a day with another of its pickups unless asked, but moves within the same day', async () => {
    const { token, first, second } = await customer();
    const thursday = await bookedId(await schedule(token, { package_ids: [first], pickup_date: THURSDAY, pickup_time: '10:30' }));
    const friday = await bookedId(await schedule(token, { package_ids: [second], pickup_date: FRIDAY, pickup_time: '10:30' }));
    const refused = await move(token, friday, { pickup_date: THURSDAY, pickup_time: '16:00' });
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).existing_pickup).toMatchObject({ id: thursday, pickup_time: '10:30' });
    expect((await move(token, friday, { pickup_date: FRIDAY, pickup_time: '16:00' })).status).toBe(200);
    expect((await move(token, friday, { pickup_date: THURSDAY, pickup_time: '16:00', allow_second: true })).status).toBe(200);
    // Both on Thursday now, as asked: moving either within the day stays allowed.
    expect((await move(token, thursday, { pickup_date: THURSDAY, pickup_time: '11:00' })).status).toBe(200);
  });

  it('answers allow_second of the wrong type with 400', async () => {
    const { token, first } = await customer();
    const response = await schedule(token, { package_ids: [first], pickup_date: THURSDAY, pickup_time: '10:30', allow_second: 'yes' });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).field).toBe('allow_second');
  });
});
