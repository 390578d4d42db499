import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../../../shared/errors/common-messages';
import { TRIP_MESSAGES } from '../../../../shared/trips/trip-messages';
import type { TripAnswer, TripList } from '../../../../shared/trips/trip-schema';
import { validationMessages } from '../../../../shared/validation/messages';
import { createUser, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.
describe('/api/trips: a customer’s trips to Miami', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const trip = (arrival_date: string, departure_date: string) => ({ arrival_date, departure_date });
  const post = (token: string, body: unknown) => call(testApp, 'POST', '/api/trips', { token, body });
  const put = (token: string, id: number, body: unknown) => call(testApp, 'PUT', `/api/trips/${id}`, { token, body });
  const list = async (token: string) => jsonOf<TripList>(await call(testApp, 'GET', '/api/trips', { token }));
  const recorded = async (token: string, body: unknown) => {
    const response = await post(token, body);
    expect(response.status).toBe(201);
    return (await jsonOf<TripAnswer>(response)).trip;
  };
  const refusal = async (response: Response) => [response.status, await jsonOf(response)];

  describe('POST and GET', () => {
    it('records trips and lists those not over, earliest first, with the current one', async () => {
      const { user, token } = await signedIn(testApp);
      const response = await post(token, trip('2026-04-10', '2026-04-19'));
      expect(response.status).toBe(201);
      const { trip: later, message } = await jsonOf<TripAnswer>(response);
      expect(message).toBe(TRIP_MESSAGES.created);
      expect(later).toMatchObject({ arrival_date: '2026-04-10', departure_date: '2026-04-19', days: 10 });
      const sooner = await recorded(token, trip('2026-03-10', '2026-03-10'));
      expect(sooner.days).toBe(1);
      expect(await list(token)).toEqual({ trips: [sooner, later], current_trip_id: sooner.id });

      // A trip is current until its departure day ends, then it is no longer listed.
      testApp.clock.advance(DAY_MS);
      expect(await list(await loginAs(testApp, user.email))).toEqual({ trips: [later], current_trip_id: later.id });
    });

    it('lists nobody else’s trips', async () => {
      const { token } = await signedIn(testApp);
      const { token: other } = await signedIn(testApp);
      await recorded(other, trip('2026-03-20', '2026-03-25'));
      expect(await list(token)).toEqual({ trips: [], current_trip_id: null });
    });

    it('refuses dates out of order, too long, in the past, too far ahead or missing, naming the field', async () => {
      const { token } = await signedIn(testApp);
      const en = validationMessages.en;
      expect(await refusal(await post(token, trip('2026-03-20', '2026-03-19')))).toEqual([400, { error: en.tripDepartureBeforeArrival, field: 'departure_date' }]);
      expect(await refusal(await post(token, trip('2026-03-20', '2026-05-19')))).toEqual([400, { error: en.tripTooLong, field: 'departure_date' }]);
      expect((await post(token, trip('2026-03-20', '2026-05-18'))).status).toBe(201);
      expect(await refusal(await post(token, trip('2026-03-09', '2026-03-12')))).toEqual([400, { error: en.tripArrivalPast, field: 'arrival_date' }]);
      expect(await refusal(await post(token, trip('2027-03-11', '2027-03-12')))).toEqual([400, { error: en.tripArrivalTooFar, field: 'arrival_date' }]);
      expect(await refusal(await post(token, { departure_date: '2026-06-01' }))).toEqual([400, { error: en.fieldRequired, field: 'arrival_date' }]);
      expect(await refusal(await post(token, trip('2026-06-31', '2026-07-02')))).toEqual([400, { error: en.dateInvalid, field: 'arrival_date' }]);
      expect((await list(token)).trips).toHaveLength(1);
    });

    it('refuses a trip sharing a day with another, and more trips ahead than allowed', async () => {
      const { user, token } = await signedIn(testApp);
      await recorded(token, trip('2026-03-20', '2026-03-25'));
      for (const dates of [trip('2026-03-25', '2026-03-28'), trip('2026-03-15', '2026-03-20'), trip('2026-03-21', '2026-03-22'), trip('2026-03-19', '2026-03-26')]) {
        expect(await refusal(await post(token, dates))).toEqual([409, { error: TRIP_MESSAGES.overlaps }]);
      }
      await recorded(token, trip('2026-03-26', '2026-03-28'));
      await recorded(token, trip('2026-04-01', '2026-04-02'));
      await recorded(token, trip('2026-05-01', '2026-05-02'));
      await recorded(token, trip('2026-06-01', '2026-06-02'));
      expect(await refusal(await post(token, trip('2026-07-01', '2026-07-02')))).toEqual([409, { error: TRIP_MESSAGES.tooMany, max_trips: 5 }]);

      // A trip over no longer counts.
      testApp.clock.advance(16 * DAY_MS);
      await recorded(await loginAs(testApp, user.email), trip('2026-07-01', '2026-07-02'));
    });

    it('is for customers only: staff get 403, nobody signed in 401', async () => {
      const { user: admin } = await createUser(testApp, { role: 'admin' });
      const token = await loginAs(testApp, admin.email);
      for (const response of [await call(testApp, 'GET', '/api/trips', { token }), await post(token, trip('2026-03-20', '2026-03-25')), await call(testApp, 'GET', '/api/trips/current/forecast', { token })]) {
        expect(await refusal(response)).toEqual([403, { error: TRIP_MESSAGES.customersOnly }]);
      }
      expect((await call(testApp, 'GET', '/api/trips')).status).toBe(401);
      expect((await call(testApp, 'POST', '/api/trips', { body: trip('2026-03-20', '2026-03-25') })).status).toBe(401);
      expect(FORBIDDEN).not.toBe(TRIP_MESSAGES.customersOnly);
    });
  });

  describe('PUT /api/trips/{id}', () => {
    it('moves a trip’s dates under the same rules, never onto another trip, and not someone else’s', async () => {
      const { token } = await signedIn(testApp);
      const { token: other } = await signedIn(testApp);
      const first = await recorded(token, trip('2026-03-20', '2026-03-25'));
      const second = await recorded(token, trip('2026-04-01', '2026-04-05'));
      const response = await put(token, first.id, trip('2026-03-18', '2026-03-27'));
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toMatchObject({ trip: { id: first.id, arrival_date: '2026-03-18', departure_date: '2026-03-27', days: 10 }, message: TRIP_MESSAGES.updated });
      expect(await refusal(await put(token, first.id, trip('2026-03-18', '2026-04-01')))).toEqual([409, { error: TRIP_MESSAGES.overlaps }]);
      expect(await refusal(await put(token, second.id, trip('2026-04-05', '2026-04-01')))).toEqual([400, { error: validationMessages.en.tripDepartureBeforeArrival, field: 'departure_date' }]);
      expect(await refusal(await put(other, first.id, trip('2026-03-18', '2026-03-20')))).toEqual([404, { error: TRIP_MESSAGES.notFound }]);
      expect((await put(token, 999_999, trip('2026-03-18', '2026-03-20'))).status).toBe(404);
      expect((await list(token)).trips.map((row) => [row.arrival_date, row.departure_date])).toEqual([['2026-03-18', '2026-03-27'], ['2026-04-01', '2026-04-05']]);
    });

    it('lets a trip under way keep its arrival and move its departure, and refuses a trip that is over', async () => {
      const { user, token: firstToken } = await signedIn(testApp);
      const under = await recorded(firstToken, trip('2026-03-11', '2026-03-14'));
      testApp.clock.advance(2 * DAY_MS);
      let token = await loginAs(testApp, user.email);
      expect((await put(token, under.id, trip('2026-03-11', '2026-03-16'))).status).toBe(200);
      expect(await refusal(await put(token, under.id, trip('2026-03-10', '2026-03-16')))).toEqual([400, { error: validationMessages.en.tripArrivalPast, field: 'arrival_date' }]);
      testApp.clock.advance(5 * DAY_MS);
      token = await loginAs(testApp, user.email);
      expect(await refusal(await put(token, under.id, trip('2026-03-20', '2026-03-22')))).toEqual([409, { error: TRIP_MESSAGES.over }]);
    });
  });

  describe('DELETE /api/trips/{id}', () => {
    it('deletes the customer’s own trip; another’s, or one gone, is 404', async () => {
      const { token } = await signedIn(testApp);
      const { token: other } = await signedIn(testApp);
      const mine = await recorded(token, trip('2026-03-20', '2026-03-25'));
      expect(await refusal(await call(testApp, 'DELETE', `/api/trips/${mine.id}`, { token: other }))).toEqual([404, { error: TRIP_MESSAGES.notFound }]);
      expect(await refusal(await call(testApp, 'DELETE', `/api/trips/${mine.id}`, { token }))).toEqual([200, { message: TRIP_MESSAGES.deleted }]);
      expect((await call(testApp, 'DELETE', `/api/trips/${mine.id}`, { token })).status).toBe(404);
      expect(await list(token)).toEqual({ trips: [], current_trip_id: null });
    });
  });
});
