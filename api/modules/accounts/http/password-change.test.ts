import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginDevices, passwordResetTokens, sessions, users } from '../../../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../../../test/factories';
import { call, createTestApp, lastLinkTo, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { MINUTE_MS } from '../../../test/test-clock';

const NEW_PASSWORD = 'brisa-del-sur-48';
const WRONG = { error: 'The current password is not correct', field: 'current_password' };
const TOO_MANY = 'Too many login attempts. Please try again later.';

describe('POST /api/users/password (decision 171)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const change = (token: string | undefined, body: unknown) => call(testApp, 'POST', '/api/users/password', { token, body });
  const profileStatus = async (token: string) => (await call(testApp, 'GET', '/api/users/profile', { token })).status;
  const login = (email: string, password: string) => call(testApp, 'POST', '/api/login', { body: { email, password } });
  const hashOf = async (id: number) => (await testApp.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
  const devicesOf = async (id: number) => (await testApp.db.select().from(loginDevices).where(eq(loginDevices.userId, id))).length;
  const liveSessionsOf = async (id: number) => (await testApp.db.select().from(sessions).where(eq(sessions.userId, id))).filter((row) => !row.revokedAt).length;

  /** A customer signed in on three browsers, and a bystander. */
  async function threeBrowsers() {
    const { user } = await createUser(testApp, { email: 'owner@example.com', firstName: 'Lucía' });
    const here = await loginAs(testApp, user.email);
    const phone = await loginAs(testApp, user.email, DEFAULT_TEST_PASSWORD, true);
    const laptop = await loginAs(testApp, user.email);
    const { user: bystander } = await createUser(testApp, { email: 'bystander@example.com' });
    const other = await loginAs(testApp, bystander.email);
    return { user, here, phone, laptop, bystander, other };
  }

  it('sets the new password, ends every other session, forgets the browsers, and keeps the caller signed in', async () => {
    const { user, here, phone, laptop, bystander, other } = await threeBrowsers();
    expect(await devicesOf(user.id)).toBe(3);
    const response = await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password changed. Your other sessions have been signed out.' });

    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await liveSessionsOf(user.id)).toBe(1);
    expect(await devicesOf(user.id)).toBe(0);
    // Nobody else's sessions or browsers.
    expect(await profileStatus(other)).toBe(200);
    expect(await devicesOf(bystander.id)).toBe(1);

    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('mails the account in its language: when, and the reset link page for someone it was not', async () => {
    const { user, here } = await threeBrowsers();
    testApp.mailer.sent.length = 0;
    await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(testApp.mailer.sent).toHaveLength(1);
    const spanish = testApp.mailer.sent[0]!;
    expect(spanish).toMatchObject({ to: user.email, subject: 'Tu contraseña cambió - Miami Drop' });
    expect(spanish.text).toContain('Hola, Lucía:');
    // The test clock's 15:00 UTC is 11:00 in Miami (daylight saving time).
    expect(spanish.text).toMatch(/cambió el 10 .*2026.*11:00 \(hora de Miami\)/);
    expect(lastLinkTo(testApp, user.email, '/forgot-password')).toBe(`${TEST_APP_URL}/forgot-password`);

    await call(testApp, 'PATCH', '/api/users/profile', { token: here, body: { language: 'en' } });
    await change(here, { current_password: NEW_PASSWORD, new_password: 'otra-clave-segura-9' });
    const english = testApp.mailer.sent.at(-1)!;
    expect(english.subject).toBe('Your password was changed - Miami Drop');
    expect(english.text).toMatch(/changed on .*10, 2026.*11:00.AM \(Miami time\)/);
    expect(`${english.text}${english.html}`).not.toMatch(/contraseña|Hola/);
  });

  it('stops an unused reset link', async () => {
    const { user, here } = await threeBrowsers();
    await call(testApp, 'POST', '/api/password-reset/request', { body: { email: user.email } });
    const token = new URL(lastLinkTo(testApp, user.email, '/reset-password?token=')!).searchParams.get('token')!;
    await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect((await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'clave-del-link-77' } })).status).toBe(400);
    expect((await testApp.db.select().from(passwordResetTokens)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses a wrong current password with a clear 400 and changes nothing', async () => {
    const { user, here, phone } = await threeBrowsers();
    const before = await hashOf(user.id);
    const mails = testApp.mailer.sent.length;
    const response = await change(here, { current_password: 'not-my-password', new_password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(WRONG);
    expect(await hashOf(user.id)).toBe(before);
    expect(await profileStatus(phone)).toBe(200);
    expect(await devicesOf(user.id)).toBe(3);
    expect(testApp.mailer.sent).toHaveLength(mails);
  });

  it('counts wrong current passwords as failed logins of the account from that address', async () => {
    const { user, here } = await threeBrowsers();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await change(here, { current_password: `wrong-${attempt}`, new_password: NEW_PASSWORD })).status).toBe(400);
    }
    // A fourth try waits, even with the right password, and so does the sign-in form from the same address.
    const waiting = await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(waiting.status).toBe(429);
    expect(await waiting.json()).toMatchObject({ error: TOO_MANY, retry_after_minutes: 1 });
    expect(waiting.headers.get('retry-after')).toBe('60');
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).status).toBe(429);

    testApp.clock.advance(MINUTE_MS);
    expect((await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
  });

  it.each([
    ['the same password again', { new_password: DEFAULT_TEST_PASSWORD }, { error: 'The new password must be different from the current one', field: 'new_password' }],
    ['a guessable one', { new_password: 'abc123' }, { error: expect.stringMatching(/^This password is too easy to guess/), field: 'new_password' }],
    ['one leaning on the name', { new_password: 'lucia2025' }, { error: expect.stringMatching(/^This password is too easy to guess/), field: 'new_password' }],
    ['one too short', { new_password: 'k9#Tq' }, { error: 'Password must be at least 6 characters', field: 'new_password' }],
    ['none', { new_password: undefined }, { error: 'Password is required', field: 'new_password' }],
    ['no current password', { current_password: '' }, { error: 'Password is required', field: 'current_password' }],
    ['another field', { role: 'superadmin' }, { error: 'Invalid request' }],
  ])('refuses %s with a 400 and changes nothing', async (_name, body, expected) => {
    const { user, here, phone } = await threeBrowsers();
    const before = await hashOf(user.id);
    const response = await change(here, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD, ...body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
    expect(await hashOf(user.id)).toBe(before);
    expect(await profileStatus(phone)).toBe(200);
    expect(await devicesOf(user.id)).toBe(3);
  });

  it('needs a session', async () => {
    const response = await change(undefined, { current_password: DEFAULT_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});
