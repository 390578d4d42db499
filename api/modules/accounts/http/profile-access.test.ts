import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/accounts/user-schema';
import { createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const FORBIDDEN = { error: 'You do not have permission to do this' };

/** Read-only checks: one database and set of logins for the whole file. */
describe('GET /api/users/:id access control', () => {
  let testApp: TestApp;
  let alice: PublicUser['id'];
  let bob: PublicUser['id'];
  let adminId: PublicUser['id'];
  const tokens: Record<'alice' | 'bob' | 'admin' | 'superadmin', string> = { alice: '', bob: '', admin: '', superadmin: '' };

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = (await createUser(testApp, { email: 'alice@example.com', firstName: 'Alice' })).user.id;
    bob = (await createUser(testApp, { email: 'bob@example.com', firstName: 'Bob' })).user.id;
    adminId = (await createUser(testApp, { email: 'admin@example.com', role: 'admin' })).user.id;
    await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    tokens.alice = await loginAs(testApp, 'alice@example.com');
    tokens.bob = await loginAs(testApp, 'bob@example.com');
    tokens.admin = await loginAs(testApp, 'admin@example.com');
    tokens.superadmin = await loginAs(testApp, 'super@example.com');
  });
  afterAll(() => testApp.close());

  const getUser = (id: number | string, token?: string) => call(testApp, 'GET', `/api/users/${id}`, { token });

  it('lets a user read their own record', async () => {
    const response = await getUser(alice, tokens.alice);
    expect(response.status).toBe(200);
    const body = await jsonOf<{ user: PublicUser }>(response);
    expect(body.user).toMatchObject({ id: alice, email: 'alice@example.com', first_name: 'Alice', role: 'regular' });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it("refuses another regular user's record with 403 and no data", async () => {
    const response = await getUser(bob, tokens.alice);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(FORBIDDEN);
    expect(text).not.toContain('bob@example.com');
  });

  it("refuses a staff member's record to a regular user", async () => {
    expect((await getUser(adminId, tokens.bob)).status).toBe(403);
  });

  it('answers 403, not 404, to a regular user asking for an id that does not exist', async () => {
    const response = await getUser(999_999, tokens.alice);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
  });

  it.each(['admin', 'superadmin'] as const)('lets %s read any user', async (role) => {
    const response = await getUser(bob, tokens[role]);
    expect(response.status).toBe(200);
    expect((await jsonOf<{ user: PublicUser }>(response)).user).toMatchObject({ id: bob, email: 'bob@example.com' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await getUser(alice);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });

  it.each(['admin', 'superadmin'] as const)('answers 404 to %s for an unknown id', async (role) => {
    const response = await getUser(999_999, tokens[role]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers 404 for a non-numeric id', async () => {
    const response = await getUser('abc', tokens.admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('never shows one user another user through any endpoint present', async () => {
    const reads = [
      `/api/users/${bob}`,
      '/api/users/profile',
      `/api/users/profile?id=${bob}`,
      `/api/users/${bob}/`,
      '/api/settings/registration',
      '/api/settings/whatsapp',
      '/api/recaptcha/config',
      '/api/health',
    ];
    for (const path of reads) {
      const response = await call(testApp, 'GET', path, { token: tokens.alice });
      const text = await response.text();
      expect(text, path).not.toContain('bob@example.com');
      expect(text, path).not.toContain('"Bob"');
    }
    const profile = await jsonOf<{ user: PublicUser }>(await call(testApp, 'GET', `/api/users/profile?id=${bob}`, { token: tokens.alice }));
    expect(profile.user.id).toBe(alice);
  });

  it('prefers the Bearer token over a session cookie', async () => {
    const response = await call(testApp, 'GET', '/api/users/profile', { token: tokens.alice, headers: { cookie: `md_session=${tokens.bob}` } });
    expect((await jsonOf<{ user: PublicUser }>(response)).user.id).toBe(alice);
  });
});
