import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginDevices, users } from '../../../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../../../test/factories';
import { call, createTestApp, TEST_APP_URL, lastLinkTo, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

const REQUESTED = { message: 'If that email is registered, a reset link has been sent.' };
const DONE = { message: 'Password reset successfully. Please log in.' };
const BAD_TOKEN = { error: 'Missing or invalid token', detail: 'Invalid or expired token' };
const NEW_PASSWORD = 'brand-new-pass';

describe('password reset', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const request = (email: string, ip?: string) => call(testApp, 'POST', '/api/password-reset/request', { body: { email }, ip });
  const confirm = (body: Record<string, unknown>) => call(testApp, 'POST', '/api/password-reset/confirm', { body });
  const login = (email: string, password: string) => call(testApp, 'POST', '/api/login', { body: { email, password } });
  function tokenFor(email: string): string {
    const link = lastLinkTo(testApp, email, '/reset-password?token=');
    if (!link) throw new Error(`no reset link for ${email}`);
    return new URL(link).searchParams.get('token')!;
  }

  describe('POST /api/password-reset/request', () => {
    it('mails a reset link to a registered address', async () => {
      await createUser(testApp, { email: 'forgot@example.com' });
      const response = await request('Forgot@Example.com');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(REQUESTED);
      expect(testApp.mailer.sent).toHaveLength(1);
      const mail = testApp.mailer.sent[0]!;
      expect(mail.to).toBe('forgot@example.com');
      expect(mail.subject).toBe('Restablece tu contraseña - Miami Drop');
      expect(lastLinkTo(testApp, 'forgot@example.com', '/reset-password?token=')).toMatch(
        new RegExp(`^${TEST_APP_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
      );
    });

    it('gives the same answer for an unknown address and sends nothing', async () => {
      const response = await request('ghost@example.com');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(REQUESTED);
      expect(testApp.mailer.sent).toHaveLength(0);
    });

    it('validates the address', async () => {
      const missing = await call(testApp, 'POST', '/api/password-reset/request', { body: {} });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: 'Email is required', field: 'email' });
      const invalid = await request('not-an-email');
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ error: 'Please enter a valid email address', field: 'email' });
    });

    it('silently stops mailing one address after 5 requests an hour', async () => {
      await createUser(testApp, { email: 'spam@example.com' });
      for (let i = 0; i < 7; i++) {
        const response = await request('spam@example.com');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(REQUESTED);
      }
      expect(testApp.mailer.sent).toHaveLength(5);
      testApp.clock.advance(HOUR_MS);
      await request('spam@example.com');
      expect(testApp.mailer.sent).toHaveLength(6);
    });

    it('refuses a 21st request from one client address within an hour', async () => {
      for (let i = 0; i < 20; i++) expect((await request(`probe${i}@example.com`, '198.51.100.99')).status).toBe(200);
      const refused = await request('probe-last@example.com', '198.51.100.99');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many password reset requests. Please try again later.', retry_after_minutes: 60 });
      expect((await request('probe-last@example.com', '198.51.100.100')).status).toBe(200);
    });
  });

  describe('POST /api/password-reset/confirm', () => {
    it('sets the new password: the old one fails, the new one works', async () => {
      await createUser(testApp, { email: 'reset@example.com' });
      await request('reset@example.com');
      const response = await confirm({ token: tokenFor('reset@example.com'), new_password: NEW_PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(DONE);

      const old = await login('reset@example.com', DEFAULT_TEST_PASSWORD);
      expect(old.status).toBe(401);
      expect(await old.json()).toEqual({ error: 'Invalid email or password' });
      expect((await login('reset@example.com', NEW_PASSWORD)).status).toBe(200);

      const hash = (await testApp.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'reset@example.com')))[0]!.hash;
      expect(hash.startsWith('$argon2id$')).toBe(true);
    });

    it('ends every session of the user, but not those of others', async () => {
      await createUser(testApp, { email: 'sessions@example.com' });
      await createUser(testApp, { email: 'bystander@example.com' });
      const first = await loginAs(testApp, 'sessions@example.com');
      const second = await loginAs(testApp, 'sessions@example.com', DEFAULT_TEST_PASSWORD, true);
      const other = await loginAs(testApp, 'bystander@example.com');

      await request('sessions@example.com');
      expect((await confirm({ token: tokenFor('sessions@example.com'), new_password: NEW_PASSWORD })).status).toBe(200);

      for (const token of [first, second]) {
        const response = await call(testApp, 'GET', '/api/users/profile', { token });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Authentication required' });
      }
      expect((await call(testApp, 'GET', '/api/users/profile', { token: other })).status).toBe(200);
    });

    it('forgets the browsers the account knew (decision 113), but not those of others', async () => {
      const { user } = await createUser(testApp, { email: 'devices@example.com' });
      const { user: bystander } = await createUser(testApp, { email: 'devices-bystander@example.com' });
      await loginAs(testApp, 'devices@example.com');
      await loginAs(testApp, 'devices-bystander@example.com');
      const devicesOf = async (userId: number) => (await testApp.db.select().from(loginDevices).where(eq(loginDevices.userId, userId))).length;
      expect(await devicesOf(user.id)).toBe(1);

      await request('devices@example.com');
      expect((await confirm({ token: tokenFor('devices@example.com'), new_password: NEW_PASSWORD })).status).toBe(200);
      expect(await devicesOf(user.id)).toBe(0);
      expect(await devicesOf(bystander.id)).toBe(1);
    });

    it('works only once', async () => {
      await createUser(testApp, { email: 'once@example.com' });
      await request('once@example.com');
      const token = tokenFor('once@example.com');
      expect((await confirm({ token, new_password: NEW_PASSWORD })).status).toBe(200);

      const second = await confirm({ token, new_password: 'another-pass' });
      expect(second.status).toBe(400);
      expect(await second.json()).toEqual(BAD_TOKEN);
      expect((await login('once@example.com', NEW_PASSWORD)).status).toBe(200);
    });

    it('still works just before an hour and expires after an hour', async () => {
      await createUser(testApp, { email: 'early@example.com' });
      await createUser(testApp, { email: 'expired@example.com' });
      await request('early@example.com');
      await request('expired@example.com');

      testApp.clock.advance(HOUR_MS - MINUTE_MS);
      expect((await confirm({ token: tokenFor('early@example.com'), new_password: NEW_PASSWORD })).status).toBe(200);

      testApp.clock.advance(MINUTE_MS);
      const late = await confirm({ token: tokenFor('expired@example.com'), new_password: NEW_PASSWORD });
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual(BAD_TOKEN);
      expect((await login('expired@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses a new password shorter than 6 characters and keeps the token usable', async () => {
      await createUser(testApp, { email: 'short@example.com' });
      await request('short@example.com');
      const token = tokenFor('short@example.com');
      const response = await confirm({ token, new_password: '12345' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Password must be at least 6 characters', field: 'new_password' });
      expect((await confirm({ token, new_password: 'k9#Tq2' })).status).toBe(200);
    });

    it('refuses a guessable new password (decision 116) and keeps the token usable', async () => {
      await createUser(testApp, { email: 'weak@example.com' });
      await request('weak@example.com');
      const token = tokenFor('weak@example.com');
      for (const new_password of ['123456', 'aaaaaa', 'abc123']) {
        const response = await confirm({ token, new_password });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'This password is too easy to guess. Avoid common passwords, repeated or sequential characters, and your name or email.',
          field: 'new_password',
        });
      }
      expect((await confirm({ token, new_password: NEW_PASSWORD })).status).toBe(200);
    });

    it.each([
      ['missing token', { new_password: NEW_PASSWORD }, { error: 'Missing or invalid token', field: 'token' }],
      ['empty token', { token: '  ', new_password: NEW_PASSWORD }, { error: 'Missing or invalid token', field: 'token' }],
      ['missing password', { token: 'abc' }, { error: 'Password is required', field: 'new_password' }],
      ['unknown token', { token: 'not-a-real-token', new_password: NEW_PASSWORD }, BAD_TOKEN],
    ])('answers 400 for a %s', async (_name, body, expected) => {
      const response = await confirm(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(expected);
    });

    it('a second request invalidates the first link', async () => {
      await createUser(testApp, { email: 'newer@example.com' });
      await request('newer@example.com');
      const older = tokenFor('newer@example.com');
      await request('newer@example.com');
      const newer = tokenFor('newer@example.com');
      expect(newer).not.toBe(older);

      const stale = await confirm({ token: older, new_password: NEW_PASSWORD });
      expect(stale.status).toBe(400);
      expect(await stale.json()).toEqual(BAD_TOKEN);
      expect((await confirm({ token: newer, new_password: NEW_PASSWORD })).status).toBe(200);
    });

    it("a user's token changes only that user's password", async () => {
      await createUser(testApp, { email: 'mine@example.com' });
      await createUser(testApp, { email: 'yours@example.com' });
      await request('mine@example.com');
      await confirm({ token: tokenFor('mine@example.com'), new_password: NEW_PASSWORD });
      expect((await login('yours@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(200);
      expect((await login('yours@example.com', NEW_PASSWORD)).status).toBe(401);
    });

    it('verifies an unverified account that resets its password', async () => {
      await createUser(testApp, { email: 'unverified@example.com', verified: false });
      expect((await login('unverified@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(403);
      await request('unverified@example.com');
      expect((await confirm({ token: tokenFor('unverified@example.com'), new_password: NEW_PASSWORD })).status).toBe(200);

      const response = await login('unverified@example.com', NEW_PASSWORD);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: { is_active: boolean } }).user.is_active).toBe(true);
    });
  });
});
