import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../shared/accounts/user-schema';
import { loginDevices, sessions } from '../../../db/tables';
import { resetTokens } from '../../accounts/account-tokens-service';
import { confirmPasswordReset } from '../../accounts/password-reset-service';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

interface LoginBody {
  token: string;
  user: PublicUser;
  expires_at: string;
}

const INVALID = { error: 'Invalid email or password' };
const NOT_ACTIVATED = { error: 'Account not activated. Please verify your email first.', code: 'ACCOUNT_NOT_ACTIVATED' };
const TOO_MANY = 'Too many login attempts. Please try again later.';
const OWNER_IP = '198.51.100.20';

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('md_session='));
const deviceCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('md_device='));
const ATTACKER_IP = '203.0.113.66';

describe('POST /api/login', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const login = (email: string, password: string, options: { ip?: string; rememberMe?: boolean; device?: string } = {}) =>
    call(testApp, 'POST', '/api/login', {
      body: { email, password, ...(options.rememberMe === undefined ? {} : { remember_me: options.rememberMe }) },
      ip: options.ip,
      headers: options.device ? { cookie: `md_device=${options.device}` } : {},
    });
  const deviceTokenOf = (response: Response) => deviceCookie(response)?.match(/^md_device=([^;]+)/)?.[1];
  const profileStatus = async (token: string) => (await call(testApp, 'GET', '/api/users/profile', { token })).status;

  it('answers 200 with the token, the public user and the expiry, and sets an HttpOnly session cookie', async () => {
    const { user } = await createUser(testApp, { email: 'login@example.com', firstName: 'Lola' });
    const response = await login('login@example.com', DEFAULT_TEST_PASSWORD);
    expect(response.status).toBe(200);
    const body = await jsonOf<LoginBody>(response);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email: 'login@example.com',
      first_name: 'Lola',
      last_name: 'Tester',
      phone: '+13055550100',
      role: 'regular',
      suite_code: user.suiteCode,
      is_active: true,
      created_at: testApp.clock.now().toISOString(),
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('$argon2');
    expect(body.expires_at).toBe(new Date(testApp.clock.now().getTime() + 12 * HOUR_MS).toISOString());

    const cookie = sessionCookie(response)!;
    expect(cookie).toBe(`md_session=${body.token}; Path=/; HttpOnly; SameSite=Lax`);
    expect(cookie).not.toMatch(/Expires|Max-Age/i);
    expect(cookie).not.toContain('Secure');
  });

  it('stores only a hash of the token with the client address and user agent', async () => {
    const { user } = await createUser(testApp, { email: 'stored@example.com' });
    const response = await call(testApp, 'POST', '/api/login', {
      body: { email: 'stored@example.com', password: DEFAULT_TEST_PASSWORD },
      ip: OWNER_IP,
      headers: { 'user-agent': 'vitest-browser' },
    });
    const { token } = await jsonOf<LoginBody>(response);
    const rows = (await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rememberMe: false, ipAddress: OWNER_IP, userAgent: 'vitest-browser', revokedAt: null });
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    await createUser(testApp, { email: 'case@example.com' });
    const response = await login('  CASE@Example.COM ', DEFAULT_TEST_PASSWORD);
    expect(response.status).toBe(200);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    testApp.close();
    testApp = await createTestApp({ config: { appUrl: 'https://miamidrop.example' } });
    await createUser(testApp, { email: 'secure@example.com' });
    const response = await login('secure@example.com', DEFAULT_TEST_PASSWORD);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^md_session=.*; Secure/), expect.stringMatching(/^md_device=.*; Secure/)]);
  });

  describe('session lifetime', () => {
    it('without remember_me the session lasts 12 hours', async () => {
      await createUser(testApp, { email: 'short@example.com' });
      const response = await login('short@example.com', DEFAULT_TEST_PASSWORD, { rememberMe: false });
      const { token } = await jsonOf<LoginBody>(response);
      expect(sessionCookie(response)).not.toContain('Expires');

      testApp.clock.advance(12 * HOUR_MS - MINUTE_MS);
      expect(await profileStatus(token)).toBe(200);
      testApp.clock.advance(MINUTE_MS);
      expect(await profileStatus(token)).toBe(401);
    });

    it('with remember_me the cookie is persistent and the session lasts 30 days', async () => {
      await createUser(testApp, { email: 'long@example.com' });
      const response = await login('long@example.com', DEFAULT_TEST_PASSWORD, { rememberMe: true });
      const body = await jsonOf<LoginBody>(response);
      const expiresAt = new Date(testApp.clock.now().getTime() + 30 * DAY_MS);
      expect(body.expires_at).toBe(expiresAt.toISOString());
      expect(sessionCookie(response)).toBe(
        `md_session=${body.token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax`,
      );

      testApp.clock.advance(13 * HOUR_MS);
      expect(await profileStatus(body.token)).toBe(200);
      testApp.clock.advance(30 * DAY_MS - 13 * HOUR_MS - MINUTE_MS);
      expect(await profileStatus(body.token)).toBe(200);
      testApp.clock.advance(MINUTE_MS);
      expect(await profileStatus(body.token)).toBe(401);
    });
  });

  describe('refusals', () => {
    it('refuses an unverified account with the right password with 403 and creates no session', async () => {
      await createUser(testApp, { email: 'unverified@example.com', verified: false });
      const response = await login('unverified@example.com', DEFAULT_TEST_PASSWORD);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NOT_ACTIVATED);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await testApp.db.select().from(sessions))).toHaveLength(0);
    });

    it('answers an unverified account with a wrong password like any wrong password', async () => {
      await createUser(testApp, { email: 'unverified2@example.com', verified: false });
      const response = await login('unverified2@example.com', 'wrong-password');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(INVALID);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      await createUser(testApp, { email: 'known@example.com' });
      const wrong = await login('known@example.com', 'wrong-password');
      const unknown = await login('nobody@example.com', DEFAULT_TEST_PASSWORD);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const bodies = [await wrong.json(), await unknown.json()];
      expect(bodies).toEqual([INVALID, INVALID]);
      expect(wrong.headers.get('set-cookie')).toBeNull();
    });

    it.each([
      ['no e-mail', { password: 'x' }, { error: 'Email is required', field: 'email' }],
      ['an invalid e-mail', { email: 'nope', password: 'x' }, { error: 'Please enter a valid email address', field: 'email' }],
      ['no password', { email: 'a@example.com' }, { error: 'Password is required', field: 'password' }],
      ['an empty password', { email: 'a@example.com', password: '' }, { error: 'Password is required', field: 'password' }],
    ])('answers 400 for %s', async (_name, body, expected) => {
      const response = await call(testApp, 'POST', '/api/login', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(expected);
    });

    it('refuses, as a wrong password, the old password of a check a password reset overtook: no session, no device', async () => {
      const { user } = await createUser(testApp, { email: 'overtaken@example.com' });
      const resetToken = await resetTokens.issue(testApp.db, user.id, testApp.clock.now());
      const verify = argon2.verify;
      // The reset commits while the login checks the old hash (slow, outside any transaction) and finds it right.
      const spy = vi.spyOn(argon2, 'verify').mockImplementationOnce(async (hash, password) => {
        const matches = await verify(hash, password);
        await confirmPasswordReset(testApp.deps, resetToken, 'brand-new-pass');
        return matches;
      });
      try {
        const response = await login('overtaken@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP });
        expect(spy).toHaveBeenCalledTimes(1);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual(INVALID);
        expect(response.headers.get('set-cookie')).toBeNull();
      } finally {
        spy.mockRestore();
      }
      expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect(await testApp.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id))).toEqual([]);
      expect((await login('overtaken@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP })).status).toBe(401);
      expect((await login('overtaken@example.com', 'brand-new-pass', { ip: OWNER_IP })).status).toBe(200);
    });

    it('accepts an old password shorter than the registration minimum', async () => {
      await createUser(testApp, { email: 'legacy@example.com', password: 'abc' });
      expect((await login('legacy@example.com', 'abc')).status).toBe(200);
    });
  });

  describe('rate limits (docs/decisions/113)', () => {
    const SHARED_IP = '192.0.2.44';
    /** Five wrong passwords for an account from an address, each after the pause the previous one earned. */
    async function failFiveTimes(email: string, ip: string) {
      for (let i = 0; i < 5; i++) {
        expect((await login(email, `wrong-${i}`, { ip })).status).toBe(401);
        if (i < 4) testApp.clock.advance(2 * MINUTE_MS);
      }
    }

    it('slows an account down from one address after 3 failures, then closes it after 5, even for the right password', async () => {
      await createUser(testApp, { email: 'target@example.com' });
      for (let i = 0; i < 3; i++) expect((await login('target@example.com', `wrong-${i}`, { ip: ATTACKER_IP })).status).toBe(401);
      const paused = await login('target@example.com', 'wrong-3', { ip: ATTACKER_IP });
      expect(paused.status).toBe(429);
      expect(await paused.json()).toEqual({ error: TOO_MANY, retry_after_minutes: 1 });
      expect(paused.headers.get('retry-after')).toBe('60');

      testApp.clock.advance(MINUTE_MS);
      expect((await login('target@example.com', 'wrong-3', { ip: ATTACKER_IP })).status).toBe(401);
      const longer = await login('target@example.com', 'wrong-4', { ip: ATTACKER_IP });
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('120');

      testApp.clock.advance(2 * MINUTE_MS);
      expect((await login('target@example.com', 'wrong-4', { ip: ATTACKER_IP })).status).toBe(401);
      testApp.clock.advance(10 * MINUTE_MS);
      const blocked = await login('target@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP });
      expect(blocked.status).toBe(429);
      // The window closes 15 minutes after the first failure, 13 minutes ago.
      expect(await blocked.json()).toEqual({ error: TOO_MANY, retry_after_minutes: 2 });
      expect(blocked.headers.get('set-cookie')).toBeNull();
      // The e-mail in another case is the same account.
      expect((await login('TARGET@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(429);

      testApp.clock.advance(2 * MINUTE_MS);
      expect((await login('target@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(200);
    });

    it('does not lock the owner out from another address', async () => {
      await createUser(testApp, { email: 'owner@example.com' });
      await failFiveTimes('owner@example.com', ATTACKER_IP);
      expect((await login('owner@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(429);
      expect((await login('owner@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP })).status).toBe(200);
    });

    it('a successful login resets the account counter', async () => {
      await createUser(testApp, { email: 'typo@example.com' });
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 2; i++) expect((await login('typo@example.com', `typo-${i}`)).status).toBe(401);
        expect((await login('typo@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(200);
      }
      for (let i = 0; i < 3; i++) expect((await login('typo@example.com', `typo-${i}`)).status).toBe(401);
      expect((await login('typo@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(429);
      testApp.clock.advance(MINUTE_MS);
      expect((await login('typo@example.com', DEFAULT_TEST_PASSWORD)).status).toBe(200);
      expect((await login('typo@example.com', 'typo-again')).status).toBe(401);
    });

    it('counts no failure for the right password of an account not verified yet', async () => {
      await createUser(testApp, { email: 'pending@example.com', verified: false });
      for (let i = 0; i < 6; i++) expect((await login('pending@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(403);
    });

    it('does not count refused attempts as new failures', async () => {
      await createUser(testApp, { email: 'steady@example.com' });
      await failFiveTimes('steady@example.com', ATTACKER_IP);
      for (let i = 0; i < 3; i++) expect((await login('steady@example.com', 'wrong', { ip: ATTACKER_IP })).status).toBe(429);
      // The window still closes 15 minutes after the first failure (8 minutes have passed).
      testApp.clock.advance(7 * MINUTE_MS);
      expect((await login('steady@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(200);
    });

    it('the owner signs in from a shared address after 20+ junk failures on other accounts from it', async () => {
      await createUser(testApp, { email: 'employee@example.com' });
      // The office's proxy: the employee has signed in from this address before.
      expect((await login('employee@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP })).status).toBe(200);
      for (let i = 0; i < 25; i++) {
        const response = await login(`junk${i}@example.com`, 'guess', { ip: SHARED_IP });
        expect(response.status).toBe(i < 20 ? 401 : 429);
      }
      expect((await login('employee@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP })).status).toBe(200);
      // A typo of the owner is still a plain 401, not a refusal for the others' failures.
      expect((await login('employee@example.com', 'typo', { ip: SHARED_IP })).status).toBe(401);
    });

    it('bounds spraying from one address: past 20 failures, accounts not signed in from it are refused without a password check', async () => {
      await createUser(testApp, { email: 'sprayed@example.com' });
      for (let i = 0; i < 20; i++) expect((await login(`stranger${i}@example.com`, 'Password1', { ip: ATTACKER_IP })).status).toBe(401);
      // Even the right password of an account unknown at this address gets the same 429 as an unknown e-mail: the
      // sprayer learns nothing more from this address for the rest of the window.
      const right = await login('sprayed@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP });
      expect(right.status).toBe(429);
      expect(await right.json()).toEqual({ error: TOO_MANY, retry_after_minutes: 15 });
      expect((await login('fresh@example.com', 'Password1', { ip: ATTACKER_IP })).status).toBe(429);
      expect(right.headers.get('set-cookie')).toBeNull();

      // Other addresses are unaffected, and the address is free again after the window.
      expect((await login('sprayed@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP })).status).toBe(200);
      testApp.clock.advance(15 * MINUTE_MS);
      expect((await login('sprayed@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP })).status).toBe(200);
    });

    it('bounds one account guessed from many addresses, while the owner still signs in from their own', async () => {
      await createUser(testApp, { email: 'famous@example.com' });
      expect((await login('famous@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP })).status).toBe(200);
      for (let i = 0; i < 30; i++) expect((await login('famous@example.com', `guess-${i}`, { ip: `203.0.113.${100 + i}` })).status).toBe(401);
      const next = await login('famous@example.com', DEFAULT_TEST_PASSWORD, { ip: '203.0.113.200' });
      expect(next.status).toBe(429);
      expect((await login('famous@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP })).status).toBe(200);
    });

    it('an address and an account both full: the wait is until both reopen (the later of the two)', async () => {
      await createUser(testApp, { email: 'famous@example.com' });
      for (let i = 0; i < 30; i++) expect((await login('famous@example.com', `guess-${i}`, { ip: `203.0.113.${100 + i}` })).status).toBe(401);
      testApp.clock.advance(5 * MINUTE_MS);
      for (let i = 0; i < 20; i++) expect((await login(`stranger${i}@example.com`, 'Password1', { ip: ATTACKER_IP })).status).toBe(401);
      // The account reopens in 10 minutes, the address in 15.
      const refused = await login('famous@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: TOO_MANY, retry_after_minutes: 15 });
      expect(refused.headers.get('retry-after')).toBe(String(15 * 60));
    });

    it('remembers the browser that signed in: an HttpOnly md_device cookie sent only to the login, kept a year', async () => {
      const { user } = await createUser(testApp, { email: 'device@example.com' });
      const first = await login('device@example.com', DEFAULT_TEST_PASSWORD);
      const token = deviceTokenOf(first)!;
      expect(deviceCookie(first)).toBe(`md_device=${token}; Max-Age=31536000; Path=/api/login; HttpOnly; SameSite=Lax`);
      const rows = (await testApp.db.select().from(loginDevices));
      expect(rows).toMatchObject([{ userId: user.id }]);
      expect(rows[0]!.tokenHash).not.toContain(token);
      // Presented again, it is renewed in place rather than reissued.
      expect(deviceCookie(await login('device@example.com', DEFAULT_TEST_PASSWORD, { device: token }))).toBeUndefined();
      expect((await testApp.db.select().from(loginDevices))).toHaveLength(1);
    });

    it("the owner's own browser signs in whatever others did: its address pair guessed, the address sprayed, the account attacked", async () => {
      await createUser(testApp, { email: 'mine@example.com' });
      const device = deviceTokenOf(await login('mine@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP }))!;
      // At an address the owner never used: someone there guesses this account and sprays others...
      await failFiveTimes('mine@example.com', SHARED_IP);
      for (let i = 0; i < 20; i++) await login(`junk${i}@example.com`, 'guess', { ip: SHARED_IP });
      // ...and the account is guessed from everywhere.
      for (let i = 0; i < 30; i++) await login('mine@example.com', `guess-${i}`, { ip: `203.0.113.${100 + i}` });
      expect((await login('mine@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP })).status).toBe(429);

      expect((await login('mine@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP, device })).status).toBe(200);
      expect((await login('mine@example.com', 'typo', { ip: SHARED_IP, device })).status).toBe(401);
    });

    it("a device cookie of another account, or an unknown one, earns nothing", async () => {
      await createUser(testApp, { email: 'victim2@example.com' });
      await createUser(testApp, { email: 'attacker@example.com' });
      const attackers = deviceTokenOf(await login('attacker@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP }))!;
      for (let i = 0; i < 20; i++) await login(`junk${i}@example.com`, 'guess', { ip: ATTACKER_IP });
      expect((await login('victim2@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP, device: attackers })).status).toBe(429);
      expect((await login('victim2@example.com', DEFAULT_TEST_PASSWORD, { ip: ATTACKER_IP, device: 'x'.repeat(43) })).status).toBe(429);
    });

    it('a known device is limited on its own: guessing with a stolen device cookie stops after 5 failures', async () => {
      await createUser(testApp, { email: 'stolen@example.com' });
      const device = deviceTokenOf(await login('stolen@example.com', DEFAULT_TEST_PASSWORD, { ip: OWNER_IP }))!;
      for (let i = 0; i < 5; i++) {
        expect((await login('stolen@example.com', `wrong-${i}`, { ip: `203.0.113.${i + 1}`, device })).status).toBe(401);
        testApp.clock.advance(2 * MINUTE_MS);
      }
      expect((await login('stolen@example.com', DEFAULT_TEST_PASSWORD, { ip: '203.0.113.9', device })).status).toBe(429);
    });

    it('forgets a known address after 90 days without a sign-in from it', async () => {
      await createUser(testApp, { email: 'traveller@example.com' });
      expect((await login('traveller@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP })).status).toBe(200);
      testApp.clock.advance(91 * DAY_MS);
      for (let i = 0; i < 20; i++) await login(`junk${i}@example.com`, 'guess', { ip: SHARED_IP });
      expect((await login('traveller@example.com', DEFAULT_TEST_PASSWORD, { ip: SHARED_IP })).status).toBe(429);
    });
  });
});
