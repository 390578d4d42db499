import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/tables';
import { loginAs, validRegistration } from '../../../test/factories';
import { call, createTestApp, jsonOf, lastLinkTo, pathOf, type TestApp } from '../../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../../test/test-clock';

const VERIFY_PATH = '/api/users/verify-email?token=';
/** Opened without the registering browser's cookie: verified, and the login is filled in with the address. */
const successLocation = (email: string) => `/?verification=success#email=${encodeURIComponent(email)}`;
const ERROR_LOCATION = '/?verification=error&message=Invalid%20or%20expired%20token';

describe('GET /api/users/verify-email', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  async function register(email: string, password = 'ruta-sur-71') {
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email, password }) });
    expect(response.status).toBe(201);
    return pathOf(lastLinkTo(testApp, email, VERIFY_PATH));
  }

  const verifiedAt = async (email: string) => (await testApp.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email)))[0]?.at;

  it('activates the account and redirects to /?verification=success with the address for the login', async () => {
    const link = await register('verify@example.com');
    expect(await verifiedAt('verify@example.com')).toBeNull();

    const response = await call(testApp, 'GET', link);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(successLocation('verify@example.com'));
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('md_session='))).toBe(false);
    expect(await verifiedAt('verify@example.com')).toEqual(testApp.clock.now());

    const token = await loginAs(testApp, 'verify@example.com', 'ruta-sur-71');
    const profile = await jsonOf<{ user: { is_active: boolean; email: string } }>(await call(testApp, 'GET', '/api/users/profile', { token }));
    expect(profile.user).toMatchObject({ email: 'verify@example.com', is_active: true });
  });

  it('lets the account log in only after verification', async () => {
    const link = await register('gate@example.com');
    const before = await call(testApp, 'POST', '/api/login', { body: { email: 'gate@example.com', password: 'ruta-sur-71' } });
    expect(before.status).toBe(403);
    await call(testApp, 'GET', link);
    const after = await call(testApp, 'POST', '/api/login', { body: { email: 'gate@example.com', password: 'ruta-sur-71' } });
    expect(after.status).toBe(200);
  });

  it('a second use of the same link changes nothing and says the account is verified (a mail scanner may open it first)', async () => {
    const link = await register('twice@example.com');
    expect((await call(testApp, 'GET', link)).headers.get('location')).toBe(successLocation('twice@example.com'));
    const firstVerifiedAt = await verifiedAt('twice@example.com');

    testApp.clock.advance(MINUTE_MS);
    const second = await call(testApp, 'GET', link);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe(successLocation('twice@example.com'));
    expect(await verifiedAt('twice@example.com')).toEqual(firstVerifiedAt);
  });

  it('still works just before 24 hours', async () => {
    const link = await register('early@example.com');
    testApp.clock.advance(DAY_MS - MINUTE_MS);
    const response = await call(testApp, 'GET', link);
    expect(response.headers.get('location')).toBe(successLocation('early@example.com'));
  });

  it('expires after 24 hours', async () => {
    const link = await register('late@example.com');
    testApp.clock.advance(DAY_MS);
    const response = await call(testApp, 'GET', link);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(ERROR_LOCATION);
    expect(await verifiedAt('late@example.com')).toBeNull();
  });

  it.each([
    ['an unknown token', '/api/users/verify-email?token=not-a-real-token'],
    ['an empty token', '/api/users/verify-email?token='],
    ['a blank token', '/api/users/verify-email?token=%20%20'],
    ['no token at all', '/api/users/verify-email'],
  ])('redirects to the error page for %s', async (_name, path) => {
    await register('someone@example.com');
    const response = await call(testApp, 'GET', path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(ERROR_LOCATION);
    expect(await verifiedAt('someone@example.com')).toBeNull();
  });

  it('invalidates an older link once a newer one is sent', async () => {
    const older = await register('newer@example.com');
    const resend = await call(testApp, 'POST', '/api/users/resend-confirmation', { body: { email: 'newer@example.com' } });
    expect(resend.status).toBe(200);
    const newer = pathOf(lastLinkTo(testApp, 'newer@example.com', VERIFY_PATH));
    expect(newer).not.toBe(older);

    expect((await call(testApp, 'GET', older)).headers.get('location')).toBe(ERROR_LOCATION);
    expect(await verifiedAt('newer@example.com')).toBeNull();
    expect((await call(testApp, 'GET', newer)).headers.get('location')).toBe(successLocation('newer@example.com'));
    expect(await verifiedAt('newer@example.com')).not.toBeNull();
  });

  it("one user's link never verifies another account", async () => {
    const first = await register('first@example.com');
    await register('second@example.com');
    await call(testApp, 'GET', first);
    expect(await verifiedAt('first@example.com')).not.toBeNull();
    expect(await verifiedAt('second@example.com')).toBeNull();
  });
});
