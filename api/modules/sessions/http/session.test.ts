import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/accounts/user-schema';
import { sessions, users } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, TEST_APP_URL, type TestApp } from '../../../test/test-app';

const AUTH_REQUIRED = { error: 'Authentication required' };

describe('using a session', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  describe('GET /api/users/profile', () => {
    it('answers {user} for a Bearer token', async () => {
      const { user } = await createUser(testApp, { email: 'bearer@example.com' });
      const token = await loginAs(testApp, 'bearer@example.com');
      const response = await call(testApp, 'GET', '/api/users/profile', { token });
      expect(response.status).toBe(200);
      const body = await jsonOf<{ user: PublicUser }>(response);
      expect(Object.keys(body)).toEqual(['user']);
      expect(body.user).toMatchObject({ id: user.id, email: 'bearer@example.com', role: 'regular', is_active: true });
      expect(body.user.suite_code).toMatch(/^MD-\d{5}$/);
      expect(Object.keys(body.user).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'is_active', 'last_name', 'phone', 'role', 'suite_code']);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('answers {user} for the session cookie', async () => {
      const { user } = await createUser(testApp, { email: 'cookie@example.com' });
      const token = await loginAs(testApp, 'cookie@example.com');
      const response = await call(testApp, 'GET', '/api/users/profile', { headers: { cookie: `md_session=${token}` } });
      expect(response.status).toBe(200);
      expect((await jsonOf<{ user: PublicUser }>(response)).user.id).toBe(user.id);
    });

    it('answers 401 Authentication required without a session', async () => {
      const response = await call(testApp, 'GET', '/api/users/profile');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_REQUIRED);
    });

    it.each([
      ['a garbage Bearer token', { authorization: 'Bearer not-a-session-token' }],
      ['an empty Bearer token', { authorization: 'Bearer ' }],
      ['a garbage cookie', { cookie: 'md_session=garbage' }],
      ['another cookie name', { cookie: 'session=whatever' }],
      ['a Basic authorization', { authorization: 'Basic dXNlcjpwYXNz' }],
    ])('answers 401 for %s', async (_name, headers) => {
      await createUser(testApp, { email: 'someone@example.com' });
      await loginAs(testApp, 'someone@example.com');
      const response = await call(testApp, 'GET', '/api/users/profile', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_REQUIRED);
    });

    it('does not accept the stored token hash as a token', async () => {
      const { user } = await createUser(testApp, { email: 'hash@example.com' });
      await loginAs(testApp, 'hash@example.com');
      const row = (await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!;
      expect((await call(testApp, 'GET', '/api/users/profile', { token: row.tokenHash })).status).toBe(401);
    });

    it('reflects the current state of the user, not the state at login', async () => {
      await createUser(testApp, { email: 'promoted@example.com' });
      const token = await loginAs(testApp, 'promoted@example.com');
      await testApp.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'promoted@example.com'));
      const body = await jsonOf<{ user: PublicUser }>(await call(testApp, 'GET', '/api/users/profile', { token }));
      expect(body.user.role).toBe('admin');
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the Bearer token and clears the cookie', async () => {
      await createUser(testApp, { email: 'bye@example.com' });
      const token = await loginAs(testApp, 'bye@example.com');
      const response = await call(testApp, 'POST', '/api/logout', { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(response.headers.get('set-cookie')).toBe('md_session=; Max-Age=0; Path=/');

      const profile = await call(testApp, 'GET', '/api/users/profile', { token });
      expect(profile.status).toBe(401);
      expect(await profile.json()).toEqual(AUTH_REQUIRED);
      const row = (await testApp.db.select().from(sessions))[0]!;
      expect(row.revokedAt).toEqual(testApp.clock.now());
    });

    it('revokes a cookie session', async () => {
      await createUser(testApp, { email: 'cookiebye@example.com' });
      const token = await loginAs(testApp, 'cookiebye@example.com');
      const cookie = { cookie: `md_session=${token}` };
      // A browser names the page's origin on every write (api/http/origin-check.ts).
      expect((await call(testApp, 'POST', '/api/logout', { headers: { ...cookie, origin: TEST_APP_URL } })).status).toBe(200);
      expect((await call(testApp, 'GET', '/api/users/profile', { headers: cookie })).status).toBe(401);
    });

    it('ends only the session it is called with', async () => {
      await createUser(testApp, { email: 'two@example.com' });
      const phone = await loginAs(testApp, 'two@example.com');
      const laptop = await loginAs(testApp, 'two@example.com');
      await call(testApp, 'POST', '/api/logout', { token: phone });
      expect((await call(testApp, 'GET', '/api/users/profile', { token: phone })).status).toBe(401);
      expect((await call(testApp, 'GET', '/api/users/profile', { token: laptop })).status).toBe(200);
    });

    it('answers {ok:true} without a session, with an unknown token and twice in a row', async () => {
      const anonymous = await call(testApp, 'POST', '/api/logout', { headers: { origin: TEST_APP_URL } });
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual({ ok: true });

      const unknown = await call(testApp, 'POST', '/api/logout', { token: 'unknown-token' });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ ok: true });

      await createUser(testApp, { email: 'again@example.com' });
      const token = await loginAs(testApp, 'again@example.com');
      expect((await call(testApp, 'POST', '/api/logout', { token })).status).toBe(200);
      const second = await call(testApp, 'POST', '/api/logout', { token });
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ ok: true });
    });

    it('does not need a JSON body', async () => {
      await createUser(testApp, { email: 'plain@example.com' });
      const token = await loginAs(testApp, 'plain@example.com');
      const response = await callRaw(testApp, 'POST', '/api/logout', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect((await call(testApp, 'GET', '/api/users/profile', { token })).status).toBe(401);
    });
  });
});
