import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WAREHOUSE_MESSAGES } from '../../../../shared/warehouse/warehouse-address-schema';
import { warehouseAddresses } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { isUniqueViolation } from '../../../db/database-errors';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

type Address = { id: number; name: string; is_active: boolean; country: string; access_code: string | null };

const miami = (overrides: Record<string, unknown> = {}) => ({ name: 'Miami Doral', street_address: '8350 NW 52nd Ter', city: 'Doral', state: 'FL', postal_code: '33166', ...overrides });

describe('/api/warehouse/addresses (the settings dialog)', () => {
  let testApp: TestApp;
  let superToken: string;
  let adminToken: string;
  let customerToken: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    const tokenOf = async (role: 'superadmin' | 'admin' | 'regular') => loginAs(testApp, (await createUser(testApp, { role })).user.email);
    superToken = await tokenOf('superadmin');
    adminToken = await tokenOf('admin');
    customerToken = await tokenOf('regular');
  });
  afterEach(() => testApp.close());

  const create = async (body: Record<string, unknown>) => (await jsonOf<{ warehouse_address: Address }>(await call(testApp, 'POST', '/api/warehouse/addresses', { token: superToken, body }))).warehouse_address;
  const list = async (token = superToken) => (await jsonOf<{ warehouse_addresses: Address[] }>(await call(testApp, 'GET', '/api/warehouse/addresses', { token }))).warehouse_addresses;

  it('creates addresses with the default country, keeping exactly one active', async () => {
    const first = await create(miami({ is_active: true }));
    expect(first).toMatchObject({ is_active: true, country: 'United States', access_code: null });
    const second = await create(miami({ name: 'Miami Airport', is_active: true, access_code: '4411' }));
    expect(second).toMatchObject({ is_active: true, access_code: '4411' });
    expect((await list()).map((address) => [address.name, address.is_active])).toEqual([['Miami Doral', false], ['Miami Airport', true]]);
  });

  it('activates one address, edits another, and never deletes the active one', async () => {
    const first = await create(miami({ is_active: true }));
    const second = await create(miami({ name: 'Miami Airport' }));
    const activated = await call(testApp, 'POST', `/api/warehouse/addresses/${second.id}/activate`, { token: superToken });
    expect(await jsonOf(activated)).toMatchObject({ message: WAREHOUSE_MESSAGES.activated, warehouse_address: { id: second.id, is_active: true } });
    const edited = await call(testApp, 'PUT', `/api/warehouse/addresses/${first.id}`, { token: superToken, body: miami({ name: 'Doral Norte', notes: 'Gate B' }) });
    expect(await jsonOf(edited)).toMatchObject({ message: WAREHOUSE_MESSAGES.updated, warehouse_address: { name: 'Doral Norte', is_active: false } });
    const refused = await call(testApp, 'DELETE', `/api/warehouse/addresses/${second.id}`, { token: superToken });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toEqual({ error: WAREHOUSE_MESSAGES.cannotDeleteActive });
    expect(await jsonOf(await call(testApp, 'DELETE', `/api/warehouse/addresses/${first.id}`, { token: superToken }))).toEqual({ message: WAREHOUSE_MESSAGES.deleted });
    expect((await list()).map((address) => address.id)).toEqual([second.id]);
  });

  it('keeps at most one active address in the database itself', async () => {
    await create(miami({ is_active: true }));
    const second = await create(miami({ name: 'Otro' }));
    const refusal: unknown = await testApp.db.update(warehouseAddresses).set({ isActive: true }).then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(refusal)).toBe(true);
    expect((await list()).filter((address) => address.is_active)).toHaveLength(1);
    expect(second.is_active).toBe(false);
  });

  it('lets staff read the list and only the superadmin change it', async () => {
    const address = await create(miami({ is_active: true }));
    expect((await call(testApp, 'GET', '/api/warehouse/addresses')).status).toBe(401);
    expect((await call(testApp, 'GET', '/api/warehouse/addresses', { token: customerToken })).status).toBe(403);
    expect(await list(adminToken)).toHaveLength(1);
    for (const [method, path, body] of [
      ['POST', '/api/warehouse/addresses', miami()],
      ['PUT', `/api/warehouse/addresses/${address.id}`, miami()],
      ['DELETE', `/api/warehouse/addresses/${address.id}`, undefined],
      ['POST', `/api/warehouse/addresses/${address.id}/activate`, undefined],
    ] as const) {
      expect((await call(testApp, method, path, { token: adminToken, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses missing fields and unknown addresses, changing nothing', async () => {
    const missing = await call(testApp, 'POST', '/api/warehouse/addresses', { token: superToken, body: miami({ city: '  ' }) });
    expect(missing.status).toBe(400);
    expect(await jsonOf(missing)).toMatchObject({ field: 'city' });
    expect((await call(testApp, 'PUT', '/api/warehouse/addresses/999', { token: superToken, body: miami() })).status).toBe(404);
    expect((await call(testApp, 'POST', '/api/warehouse/addresses/999/activate', { token: superToken })).status).toBe(404);
    expect(await list()).toEqual([]);
  });
});
