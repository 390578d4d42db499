import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs, validRegistration } from '../../../test/factories';
import { call, createTestApp, jsonOf, lastLinkTo, pathOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

const VERIFY_PATH = '/api/users/verify-email?token=';
const SIGNED_IN_LOCATION = '/?verification=success&signed_in=1';
const PASSWORD = 'ruta-sur-71';

const cookieNamed = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const valueOf = (cookie: string | undefined) => cookie?.match(/^[^=]+=([^;]*)/)?.[1];

describe('the verification link signs in the browser that registered (decision 122)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** Registers as a browser would and returns the link and the browser's verification cookie. */
  async function register(email: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
    const response = await call(testApp, 'POST', '/api/users', { body: { ...validRegistration({ email, password: PASSWORD }), ...extra }, headers });
    expect(response.status).toBe(201);
    return { link: pathOf(lastLinkTo(testApp, email, VERIFY_PATH)), browser: cookieNamed(response, 'md_verify_browser') };
  }
  const openLink = (link: string, cookie?: string) => call(testApp, 'GET', link, { headers: cookie ? { cookie } : {} });
  const profileOf = async (token: string) => call(testApp, 'GET', '/api/users/profile', { token });

  it('registration gives the browser an HttpOnly cookie sent only to the link, for the link lifetime', async () => {
    const { browser } = await register('cookie@example.com');
    expect(browser).toMatch(/^md_verify_browser=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/api\/users\/verify-email; HttpOnly; SameSite=Lax$/);
  });

  it('the same browser opening the link is verified and signed in, as a login without remember-me', async () => {
    const { link, browser } = await register('same@example.com');
    const response = await openLink(link, `md_verify_browser=${valueOf(browser)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(SIGNED_IN_LOCATION);
    const session = cookieNamed(response, 'md_session');
    expect(session).toMatch(/^md_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookieNamed(response, 'md_verify_browser')).toMatch(/Max-Age=0/);

    const profile = await profileOf(valueOf(session)!);
    expect(profile.status).toBe(200);
    expect((await jsonOf<{ user: { email: string; is_active: boolean } }>(profile)).user).toMatchObject({ email: 'same@example.com', is_active: true });
    const [row] = (await testApp.db.select().from(sessions));
    expect(row).toMatchObject({ rememberMe: false, revokedAt: null });
    expect(row!.expiresAt.getTime() - testApp.clock.now().getTime()).toBe(12 * HOUR_MS);
  });

  it('another browser, a forged cookie or another registration\'s cookie only verifies: no session, the address for the login', async () => {
    const first = await register('first@example.com');
    const second = await register('second@example.com');
    const forged = await register('forged@example.com');
    const opened = [
      await openLink(first.link),
      await openLink(second.link, `md_verify_browser=${valueOf(first.browser)}`),
      await openLink(forged.link, `md_verify_browser=${pathOf(`http://x${forged.link}`).split('token=')[1]}`),
    ];
    expect(opened.map((response) => response.headers.get('location'))).toEqual([
      '/?verification=success#email=first%40example.com',
      '/?verification=success#email=second%40example.com',
      '/?verification=success#email=forged%40example.com',
    ]);
    for (const response of opened) expect(cookieNamed(response, 'md_session')).toBeUndefined();
    expect((await testApp.db.select().from(sessions))).toHaveLength(0);
    // Verified all the same: the password logs in.
    expect(await loginAs(testApp, 'second@example.com', PASSWORD)).toEqual(expect.any(String));
  });

  it('a used or expired link signs nobody in, even in the registering browser', async () => {
    const used = await register('used@example.com');
    // A mail scanner opens it first (no cookie): the person's own click still hears the account is verified, and
    // gets the login filled in rather than "expired" — but no session: a link signs a browser in once.
    await openLink(used.link);
    const again = await openLink(used.link, `md_verify_browser=${valueOf(used.browser)}`);
    expect(again.headers.get('location')).toBe('/?verification=success#email=used%40example.com');
    expect(cookieNamed(again, 'md_session')).toBeUndefined();

    // A link a resend replaced verifies nothing.
    const replaced = await register('replaced@example.com');
    await call(testApp, 'POST', '/api/users/resend-confirmation', { body: { email: 'replaced@example.com' } });
    expect((await openLink(replaced.link)).headers.get('location')).toMatch(/^\/\?verification=error/);

    const late = await register('late@example.com');
    testApp.clock.advance(24 * HOUR_MS + MINUTE_MS);
    const expired = await openLink(late.link, `md_verify_browser=${valueOf(late.browser)}`);
    expect(expired.headers.get('location')).toMatch(/^\/\?verification=error/);
    expect(cookieNamed(expired, 'md_session')).toBeUndefined();
  });

  it('a browser signed in as another account keeps that session: the link only verifies', async () => {
    await createUser(testApp, { email: 'other@example.com' });
    const otherToken = await loginAs(testApp, 'other@example.com', DEFAULT_TEST_PASSWORD);
    const { link, browser } = await register('shared@example.com');
    const response = await openLink(link, `md_verify_browser=${valueOf(browser)}; md_session=${otherToken}`);
    expect(response.headers.get('location')).toBe('/?verification=success#email=shared%40example.com');
    expect(cookieNamed(response, 'md_session')).toBeUndefined();
    expect((await profileOf(otherToken)).status).toBe(200);
  });

  it('a registration sent from another site plants no cookie', async () => {
    const { browser } = await register('cross@example.com', { 'sec-fetch-site': 'cross-site' });
    expect(browser).toBeUndefined();
  });

  it('a new link asked for from a browser signs that browser in; the older browser\'s link no longer works', async () => {
    const { browser: older } = await register('resend@example.com');
    const resend = await call(testApp, 'POST', '/api/users/resend-confirmation', { body: { email: 'resend@example.com' } });
    expect(resend.status).toBe(200);
    const newer = cookieNamed(resend, 'md_verify_browser');
    expect(valueOf(newer)).not.toBe(valueOf(older));
    const link = pathOf(lastLinkTo(testApp, 'resend@example.com', VERIFY_PATH));

    const withOlder = await openLink(link, `md_verify_browser=${valueOf(older)}`);
    expect(withOlder.headers.get('location')).toBe('/?verification=success#email=resend%40example.com');
    expect(cookieNamed(withOlder, 'md_session')).toBeUndefined();
  });

  it('the newer link opened in the browser that asked for it signs in', async () => {
    await register('resend2@example.com');
    const resend = await call(testApp, 'POST', '/api/users/resend-confirmation', { body: { email: 'resend2@example.com' } });
    const link = pathOf(lastLinkTo(testApp, 'resend2@example.com', VERIFY_PATH));
    const response = await openLink(link, `md_verify_browser=${valueOf(cookieNamed(resend, 'md_verify_browser'))}`);
    expect(response.headers.get('location')).toBe(SIGNED_IN_LOCATION);
    expect(cookieNamed(response, 'md_session')).toBeDefined();
  });

  it('carries the plan chosen at sign-up through the link to either landing; an unknown plan is dropped', async () => {
    const { link, browser } = await register('plan-same@example.com', {}, { plan: 'premium' });
    expect(link).toMatch(/&plan=premium$/);
    const same = await openLink(link, `md_verify_browser=${valueOf(browser)}`);
    expect(same.headers.get('location')).toBe(`${SIGNED_IN_LOCATION}&plan=premium`);

    const elsewhere = await register('plan-other@example.com', {}, { plan: 'basico' });
    expect((await openLink(elsewhere.link)).headers.get('location')).toBe('/?verification=success&plan=basico#email=plan-other%40example.com');

    const tampered = await register('plan-tampered@example.com');
    expect(tampered.link).not.toContain('plan=');
    expect((await openLink(`${tampered.link}&plan=<script>`)).headers.get('location')).toBe('/?verification=success#email=plan-tampered%40example.com');
  });

  it('refuses a registration naming a plan that does not exist', async () => {
    const response = await call(testApp, 'POST', '/api/users', { body: { ...validRegistration({ email: 'bad-plan@example.com', password: PASSWORD }), plan: 'gold' } });
    expect(response.status).toBe(400);
  });
});
