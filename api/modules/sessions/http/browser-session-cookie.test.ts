import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { DAY_MS, HOUR_MS } from '../../../test/test-clock';

// Issue 33: a sign-in without remember-me lasts while the browser is open, in every tab, and ends when it closes.
const sessionCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('md_session='));
const tokenOf = (cookie: string | undefined) => cookie?.match(/^md_session=([^;]*)/)?.[1] ?? '';

describe('the md_session cookie across tabs', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const signIn = async (email: string, rememberMe: boolean) => {
    await createUser(testApp, { email });
    const response = await call(testApp, 'POST', '/api/login', { body: { email, password: DEFAULT_TEST_PASSWORD, remember_me: rememberMe } });
    expect(response.status).toBe(200);
    return sessionCookieOf(response);
  };
  // Every tab and window of the browser sends the one cookie jar's cookie.
  const fromTab = (token: string) => ({ headers: { cookie: `md_session=${token}`, origin: TEST_APP_URL } });
  const profileStatus = async (token: string) => (await call(testApp, 'GET', '/api/users/profile', fromTab(token))).status;

  it('without remember-me is a session cookie: no Max-Age nor Expires, so the browser drops it on closing', async () => {
    const cookie = await signIn('tabs@example.com', false);
    expect(cookie).toMatch(/^md_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('with remember-me is persistent until the session’s own expiry', async () => {
    const cookie = await signIn('kept@example.com', true);
    const expires = new Date(testApp.clock.now().getTime() + 30 * DAY_MS).toUTCString();
    expect(cookie).toMatch(new RegExp(`^md_session=[A-Za-z0-9_-]{43}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax$`));
  });

  it('serves every tab with the same session, which reading never renews nor replaces', async () => {
    const token = tokenOf(await signIn('two-tabs@example.com', false));
    const [first, second] = await Promise.all([
      call(testApp, 'GET', '/api/users/profile', fromTab(token)),
      call(testApp, 'GET', '/api/users/profile', fromTab(token)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    // The server keeps its own limit for a browser left open: 12 hours from the sign-in.
    testApp.clock.advance(12 * HOUR_MS - 1000);
    expect(await profileStatus(token)).toBe(200);
    testApp.clock.advance(1000);
    expect(await profileStatus(token)).toBe(401);
  });

  it('ends for every tab when one signs out, the cookie cleared on the path it was set on', async () => {
    const token = tokenOf(await signIn('one-out@example.com', false));
    const out = await call(testApp, 'POST', '/api/logout', fromTab(token));
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out)).toBe('md_session=; Max-Age=0; Path=/');
    expect(await profileStatus(token)).toBe(401);
  });
});
