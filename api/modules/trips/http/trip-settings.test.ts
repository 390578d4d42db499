import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, FORBIDDEN } from '../../../../shared/errors/common-messages';
import { DEFAULT_TRIP_RECEIVING_MARGIN_DAYS, TRIP_RECEIVING_MARGIN_DAYS_MAX } from '../../../../shared/trips/trip-settings-schema';
import { createUser, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { getSetting } from '../../settings/settings-service';

describe('/api/settings/trips: the receiving margin of the trip forecast', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const staff = async (role: 'admin' | 'superadmin' = 'admin') => loginAs(testApp, (await createUser(testApp, { role })).user.email);
  const read = (token?: string) => call(testApp, 'GET', '/api/settings/trips', { token });
  const save = (body: unknown, token?: string) => call(testApp, 'POST', '/api/settings/trips', { token, body });

  it('answers the default margin, then what staff saved, within 0 to the maximum', async () => {
    const admin = await staff();
    expect(await jsonOf(await read(admin))).toEqual({ receiving_margin_days: DEFAULT_TRIP_RECEIVING_MARGIN_DAYS });
    const saved = await save({ receiving_margin_days: 3 }, admin);
    expect(saved.status).toBe(200);
    expect(await jsonOf(saved)).toEqual({ receiving_margin_days: 3 });
    expect(await jsonOf(await read(await staff('superadmin')))).toEqual({ receiving_margin_days: 3 });
    expect(await getSetting(testApp.db, 'trip_receiving_margin_days')).toBe(3);
    for (const days of [0, TRIP_RECEIVING_MARGIN_DAYS_MAX]) {
      expect(await jsonOf(await save({ receiving_margin_days: days }, admin))).toEqual({ receiving_margin_days: days });
    }
  });

  it('refuses a margin that is not a whole number of days in range, keeping the saved one', async () => {
    const admin = await staff();
    for (const receiving_margin_days of [-1, TRIP_RECEIVING_MARGIN_DAYS_MAX + 1, 1.5, '2', null]) {
      const refused = await save({ receiving_margin_days }, admin);
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toHaveProperty('error');
    }
    expect((await save({}, admin)).status).toBe(400);
    expect(await jsonOf(await read(admin))).toEqual({ receiving_margin_days: DEFAULT_TRIP_RECEIVING_MARGIN_DAYS });
  });

  it('lets only staff read or change it: 403 a customer, 401 signed out', async () => {
    const { token: customer } = await signedIn(testApp);
    for (const response of [await read(customer), await save({ receiving_margin_days: 2 }, customer)]) {
      expect(response.status).toBe(403);
      expect(await jsonOf(response)).toEqual({ error: FORBIDDEN });
    }
    for (const response of [await read(), await save({ receiving_margin_days: 2 })]) {
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toEqual({ error: AUTHENTICATION_REQUIRED });
    }
    expect(await getSetting(testApp.db, 'trip_receiving_margin_days')).toBe(DEFAULT_TRIP_RECEIVING_MARGIN_DAYS);
  });
});
