import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { ActiveWarehouseAddressSchema } from '../../../../shared/warehouse/active-warehouse-address-schema';
import { DEFAULT_OPENING_HOURS } from '../../../../shared/warehouse/opening-hours';
import { createSubscription, createWarehouseAddress, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

const PATH = '/api/warehouse/addresses/active';

describe('GET /api/warehouse/addresses/active', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('answers the active address to a customer with a plan', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    await createWarehouseAddress(testApp, { name: 'Old warehouse', isActive: false });
    const active = await createWarehouseAddress(testApp, { accessCode: '4321', contactPerson: 'Lucía' });
    const response = await call(testApp, 'GET', PATH, { token });
    expect(response.status).toBe(200);
    expect(ActiveWarehouseAddressSchema.parse(await response.json())).toEqual({
      warehouse_address: {
        id: active.id,
        name: 'Miami Drop Warehouse',
        street_address: '1000 NW 7th St',
        city: 'Miami',
        state: 'FL',
        postal_code: '33136',
        country: 'United States',
        contact_person: 'Lucía',
        phone: null,
        access_code: '4321',
        notes: null,
        is_active: true,
        // An address saved without hours has the spec's pickup hours: weekdays 09:00-17:00, weekends closed.
        opening_hours: DEFAULT_OPENING_HOURS,
      },
    });
  });

  it('keeps answering a cancelled plan until access_until, then refuses with 403', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { status: 'cancelled', accessUntil: new Date(testApp.clock.now().getTime() + DAY_MS) });
    await createWarehouseAddress(testApp);
    expect((await call(testApp, 'GET', PATH, { token })).status).toBe(200);
    testApp.clock.advance(2 * DAY_MS);
    const response = await call(testApp, 'GET', PATH, { token: await loginAs(testApp, user.email) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: PACKAGE_MESSAGES.accessRequired });
  });

  it('refuses a customer without a plan (403); staff always may read it', async () => {
    await createWarehouseAddress(testApp);
    const customer = await signedIn(testApp);
    const refused = await call(testApp, 'GET', PATH, { token: customer.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: PACKAGE_MESSAGES.accessRequired });
    for (const role of ['admin', 'superadmin'] as const) {
      const staff = await signedIn(testApp, { role });
      expect((await call(testApp, 'GET', PATH, { token: staff.token })).status).toBe(200);
    }
  });

  it("answers 404 'No active warehouse address' when none is active", async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    await createWarehouseAddress(testApp, { isActive: false });
    const response = await call(testApp, 'GET', PATH, { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No active warehouse address' });
  });

  it('needs a signed-in caller (401)', async () => {
    const response = await call(testApp, 'GET', PATH);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });
});
