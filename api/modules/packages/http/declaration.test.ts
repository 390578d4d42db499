import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPackageList } from '../../../../shared/admin/admin-package-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import type { ReceiveLookup } from '../../../../shared/receiving/receive-lookup-schema';
import { createPackage, createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const add = (testApp: TestApp, token: string, body: Record<string, unknown>) => call(testApp, 'POST', '/api/tracking/create', { token, body });
const declare = (testApp: TestApp, token: string, id: number, body: Record<string, unknown>) => call(testApp, 'PUT', `/api/tracking/${id}/declaration`, { token, body });

describe('declared value and category: POST /api/tracking/create and PUT /api/tracking/{id}/declaration', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  let staffToken: string;
  let ownerId: number;
  beforeEach(async () => {
    testApp = await createTestApp();
    const { user } = await createUser(testApp);
    ownerId = user.id;
    await createSubscription(testApp, user.id);
    token = await loginAs(testApp, user.email);
    otherToken = await loginAs(testApp, (await createUser(testApp)).user.email);
    staffToken = await loginAs(testApp, (await createUser(testApp, { role: 'admin' })).user.email);
  });
  afterEach(() => testApp.close());

  it('takes both at pre-alert, in dollars as typed or sent, and answers them in the package, the list and to staff', async () => {
    const created = await add(testApp, token, { tracking_number: '1Z5R89390357567127', title: 'Zapatos', declared_value_usd: '149,9', category: 'shoes' });
    expect(created.status).toBe(201);
    const { package: pkg } = await jsonOf<{ package: PackageDetail }>(created);
    expect(pkg).toMatchObject({ declared_value_usd: '149.90', category: 'shoes', invoice: null, missing_since: null });
    const numeric = (await jsonOf<{ package: PackageDetail }>(await add(testApp, token, { tracking_number: 'ABC123456789', title: 'Libro', declared_value_usd: 12.5 }))).package;
    expect(numeric).toMatchObject({ declared_value_usd: '12.50', category: null });
    const blank = (await jsonOf<{ package: PackageDetail }>(await add(testApp, token, { tracking_number: 'XYZ987654321', title: 'Regalo', declared_value_usd: '', category: '' }))).package;
    expect(blank).toMatchObject({ declared_value_usd: null, category: null });

    const list = await jsonOf<{ packages: PackageDetail[] }>(await call(testApp, 'GET', '/api/tracking', { token }));
    expect(list.packages.map((item) => [item.declared_value_usd, item.category])).toEqual([[null, null], ['12.50', null], ['149.90', 'shoes']]);
    const admin = await jsonOf<AdminPackageList>(await call(testApp, 'GET', '/api/admin/packages?status=all', { token: staffToken }));
    expect(admin.packages.find((item) => item.id === pkg.id)).toMatchObject({ declared_value_usd: '149.90', category: 'shoes' });
    const lookup = await jsonOf<ReceiveLookup>(await call(testApp, 'GET', '/api/admin/receive/lookup?tracking_number=1Z5R89390357567127', { token: staffToken }));
    expect(lookup.matches[0]?.package).toMatchObject({ declared_value_usd: '149.90', category: 'shoes', invoice: null });
  });

  it('refuses a value that is not dollars, is negative, has three decimals or is over the maximum, and an unknown category', async () => {
    const cases: [unknown, string][] = [['abc', 'declaredValueInvalid'], [-1, 'declaredValueInvalid'], ['1.234', 'declaredValueInvalid'], ['50000.01', 'declaredValueTooHigh'], [1e9, 'declaredValueTooHigh']];
    const texts = { declaredValueInvalid: 'Enter an amount in US dollars, such as 49.99', declaredValueTooHigh: 'The declared value can be at most US$50,000' };
    for (const [value, key] of cases) {
      const response = await add(testApp, token, { tracking_number: 'ABC123456789', title: 'Libro', declared_value_usd: value });
      expect([response.status, await jsonOf(response)]).toEqual([400, { error: texts[key as keyof typeof texts], field: 'declared_value_usd' }]);
    }
    const category = await add(testApp, token, { tracking_number: 'ABC123456789', title: 'Libro', category: 'weapons' });
    expect([category.status, await jsonOf(category)]).toEqual([400, expect.objectContaining({ error: 'Choose one of the categories', field: 'category' })]);
    expect(await jsonOf(await add(testApp, token, { tracking_number: 'ABC123456789', title: 'Libro', declared_value_usd: '50000' }))).toMatchObject({ package: { declared_value_usd: '50000.00' } });
  });

  it('lets the owner set and clear them later, at any stage; anyone else is not found', async () => {
    const received = await createPackage(testApp, ownerId);
    const set = await declare(testApp, token, received.id, { declared_value_usd: '80', category: 'electronics' });
    expect(set.status).toBe(200);
    expect((await jsonOf<{ tracking: PackageDetail }>(set)).tracking).toMatchObject({ declared_value_usd: '80.00', category: 'electronics', delivery_status: 'received' });
    const cleared = await jsonOf<{ tracking: PackageDetail }>(await declare(testApp, token, received.id, { declared_value_usd: null, category: '' }));
    expect(cleared.tracking).toMatchObject({ declared_value_usd: null, category: null });

    expect((await declare(testApp, otherToken, received.id, { declared_value_usd: '1', category: null })).status).toBe(404);
    expect((await declare(testApp, staffToken, received.id, { declared_value_usd: '1', category: null })).status).toBe(404);
    expect((await call(testApp, 'PUT', `/api/tracking/${received.id}/declaration`, { body: { declared_value_usd: '1', category: null } })).status).toBe(401);
    expect((await declare(testApp, token, received.id, { declared_value_usd: '1' })).status).toBe(400);
    expect((await declare(testApp, token, received.id, { declared_value_usd: '-5', category: null })).status).toBe(400);
  });
});
