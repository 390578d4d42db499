import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationMessage } from '../../../../shared/validation/messages';
import { settings } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { getSetting } from '../settings-service';

const SATURDAY_MORNING = { weekdays: [6], from: '09:00', to: '13:00' };

describe('GET and POST /api/settings/pickup', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin', string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await createUser(testApp, { email: 'regular@example.com' });
    await createUser(testApp, { email: 'admin@example.com', role: 'admin' });
    tokens = { regular: await loginAs(testApp, 'regular@example.com'), admin: await loginAs(testApp, 'admin@example.com') };
  });
  beforeEach(async () => {
    await testApp.db.delete(settings);
  });
  afterAll(() => testApp.close());

  const save = (body: unknown, token = tokens.admin) => call(testApp, 'POST', '/api/settings/pickup', { token, body });

  it('answers the defaults to staff: six places and the Saturday-morning and weekday-evening windows', async () => {
    const response = await call(testApp, 'GET', '/api/settings/pickup', { token: tokens.admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pickup_slot_capacity: 6,
      flexible_pickup_windows: [SATURDAY_MORNING, { weekdays: [1, 2, 3, 4, 5], from: '17:30', to: '19:00' }],
    });
  });

  it('saves both at once, the days in order and each once', async () => {
    const response = await save({ pickup_slot_capacity: 3, flexible_pickup_windows: [{ weekdays: [6, 0, 6], from: '10:00', to: '12:00' }] });
    expect(response.status).toBe(200);
    const saved = { pickup_slot_capacity: 3, flexible_pickup_windows: [{ weekdays: [0, 6], from: '10:00', to: '12:00' }] };
    expect(await response.json()).toEqual(saved);
    expect(await getSetting(testApp.db, 'pickup_slot_capacity')).toBe(3);
    expect(await getSetting(testApp.db, 'flexible_pickup_windows')).toEqual(saved.flexible_pickup_windows);
    expect(await (await call(testApp, 'GET', '/api/settings/pickup', { token: tokens.admin })).json()).toEqual(saved);
  });

  it('may take the flexible windows away entirely', async () => {
    expect((await save({ pickup_slot_capacity: 6, flexible_pickup_windows: [] })).status).toBe(200);
    expect(await getSetting(testApp.db, 'flexible_pickup_windows')).toEqual([]);
  });

  it('refuses bad windows and capacities with a clear message, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ pickup_slot_capacity: 6, flexible_pickup_windows: [{ ...SATURDAY_MORNING, to: '08:00' }] }, validationMessage('pickupWindowOrder')],
      [{ pickup_slot_capacity: 6, flexible_pickup_windows: [{ ...SATURDAY_MORNING, weekdays: [] }] }, validationMessage('pickupWindowDaysRequired')],
      [{ pickup_slot_capacity: 6, flexible_pickup_windows: [{ ...SATURDAY_MORNING, from: '9:15' }] }, validationMessage('pickupTimeInvalid')],
      [{ pickup_slot_capacity: 0, flexible_pickup_windows: [] }, validationMessage('invalidRequest')],
      [{ pickup_slot_capacity: 6 }, validationMessage('invalidRequest')],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message });
    }
    expect(await testApp.db.select().from(settings)).toEqual([]);
  });

  it('is for staff only', async () => {
    expect((await call(testApp, 'GET', '/api/settings/pickup', { token: tokens.regular })).status).toBe(403);
    expect((await save({ pickup_slot_capacity: 2, flexible_pickup_windows: [] }, tokens.regular)).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/settings/pickup')).status).toBe(401);
    expect(await testApp.db.select().from(settings)).toEqual([]);
  });
});
