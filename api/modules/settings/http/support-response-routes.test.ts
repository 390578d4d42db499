import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const PATH = '/api/settings/support-response';

describe('/api/settings/support-response', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin' | 'superadmin', string>;
  let adminId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await createUser(testApp, { email: 'regular@example.com' });
    adminId = (await createUser(testApp, { email: 'admin@example.com', role: 'admin' })).user.id;
    await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    tokens = {
      regular: await loginAs(testApp, 'regular@example.com'),
      admin: await loginAs(testApp, 'admin@example.com'),
      superadmin: await loginAs(testApp, 'super@example.com'),
    };
  });
  beforeEach(async () => {
    await testApp.db.delete(settings);
  });
  afterAll(() => testApp.close());

  it('is public to read, 2, 8 and 24 hours until changed', async () => {
    const response = await call(testApp, 'GET', PATH);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ vip: 2, priority: 8, standard: 24 });
  });

  it.each(['admin', 'superadmin'] as const)('is changed by %s, who is recorded', async (role) => {
    const response = await call(testApp, 'POST', PATH, { token: tokens[role], body: { vip: 1, priority: 4, standard: 48, extra: true } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ vip: 1, priority: 4, standard: 48 });
    expect(await jsonOf(await call(testApp, 'GET', PATH))).toEqual({ vip: 1, priority: 4, standard: 48 });
    const [row] = await testApp.db.select().from(settings).where(eq(settings.key, 'support_response_hours'));
    expect(JSON.parse(row!.value)).toEqual({ vip: 1, priority: 4, standard: 48 });
    if (role === 'admin') expect(row!.updatedBy).toBe(adminId);
  });

  it('lets only staff change it', async () => {
    const body = { vip: 1, priority: 4, standard: 48 };
    expect((await call(testApp, 'POST', PATH, { body })).status).toBe(401);
    const regular = await call(testApp, 'POST', PATH, { token: tokens.regular, body });
    expect(regular.status).toBe(403);
    expect(await regular.json()).toEqual({ error: 'You do not have permission to do this' });
    expect(await testApp.db.select().from(settings)).toEqual([]);
  });

  it.each([
    ['no hours at all', {}, 'vip', 'Enter whole hours from 1 to 168'],
    ['a missing tier', { vip: 2, priority: 8 }, 'standard', 'Enter whole hours from 1 to 168'],
    ['zero hours', { vip: 0, priority: 8, standard: 24 }, 'vip', 'Enter whole hours from 1 to 168'],
    ['more than a week', { vip: 2, priority: 8, standard: 169 }, 'standard', 'Enter whole hours from 1 to 168'],
    ['a fraction', { vip: 2, priority: 8.5, standard: 24 }, 'priority', 'Enter whole hours from 1 to 168'],
    ['text', { vip: '2', priority: 8, standard: 24 }, 'vip', 'Enter whole hours from 1 to 168'],
    ['VIP waiting longer than priority', { vip: 10, priority: 8, standard: 24 }, 'vip', 'A better plan cannot wait longer: VIP at most priority, priority at most the rest'],
    ['priority waiting longer than the rest', { vip: 2, priority: 30, standard: 24 }, 'priority', 'A better plan cannot wait longer: VIP at most priority, priority at most the rest'],
  ])('refuses %s with 400 naming the tier', async (_name, body, field, error) => {
    const response = await call(testApp, 'POST', PATH, { token: tokens.admin, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
    expect(await testApp.db.select().from(settings)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await callRaw(testApp, 'POST', PATH, { body: 'vip=1', contentType: 'text/plain', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(415);
  });

  it('reads the defaults back when the stored value is unreadable', async () => {
    await testApp.db.insert(settings).values({ key: 'support_response_hours', value: '{"vip":50,"priority":8,"standard":24}', updatedBy: null, updatedAt: testApp.clock.now() });
    expect(await jsonOf(await call(testApp, 'GET', PATH))).toEqual({ vip: 2, priority: 8, standard: 24 });
  });
});
