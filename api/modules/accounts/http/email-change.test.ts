import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailChangeRequests, users } from '../../../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../../../test/factories';
import { call, createTestApp, lastLinkTo, pathOf, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../../test/test-clock';

const CONFIRM_PATH = '/api/users/email/confirm?token=';
const SENT = { message: 'We sent a confirmation link to the new email address.' };
const UNAVAILABLE = { error: 'This email address cannot be used. Please choose another one.', field: 'new_email' };
const account = (outcome: string) => `/dashboard/account?email_change=${outcome}`;

describe('changing the e-mail (decision 171)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const ask = (token: string | undefined, body: unknown, ip?: string) => call(testApp, 'POST', '/api/users/email', { token, body, ip });
  const open = (link: string, session?: string) => call(testApp, 'GET', link, { headers: session ? { cookie: `md_session=${session}` } : {} });
  const emailOf = async (id: number) => (await testApp.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const linkTo = (email: string) => pathOf(lastLinkTo(testApp, email, CONFIRM_PATH)!);

  async function signedInCustomer() {
    const { user } = await createUser(testApp, { email: 'old@example.com', firstName: 'Lucía' });
    // Remembered, so the session outlives the link's day.
    const token = await loginAs(testApp, user.email, DEFAULT_TEST_PASSWORD, true);
    testApp.mailer.sent.length = 0;
    return { user, token };
  }

  it('mails a link to the new address and a notice to the current one; the address stays until the link is opened', async () => {
    const { user, token } = await signedInCustomer();
    const response = await ask(token, { new_email: ' New@Example.com ', password: DEFAULT_TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SENT);
    expect(await emailOf(user.id)).toBe('old@example.com');

    expect(testApp.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['new@example.com', 'Confirma tu nuevo email - Miami Drop'],
      ['old@example.com', 'Pedido de cambio de email - Miami Drop'],
    ]);
    const [confirmation, notice] = testApp.mailer.sent;
    expect(confirmation!.text).toContain('Hola, Lucía:');
    expect(lastLinkTo(testApp, 'new@example.com', CONFIRM_PATH)).toMatch(new RegExp(`^${TEST_APP_URL}/api/users/email/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(notice!.text).toContain('new@example.com');
    expect(notice!.text).toMatch(/10 .*2026.*11:00 \(hora de Miami\)/);
    expect(lastLinkTo(testApp, 'old@example.com', '/forgot-password')).toBe(`${TEST_APP_URL}/forgot-password`);
    // Only the token's hash is kept.
    const [row] = await testApp.db.select().from(emailChangeRequests);
    expect(row).toMatchObject({ userId: user.id, newEmail: 'new@example.com', usedAt: null, expiresAt: new Date(testApp.clock.now().getTime() + DAY_MS) });
    expect(linkTo('new@example.com')).not.toContain(row!.tokenHash);
  });

  it('writes both mails in the account\'s language', async () => {
    const { token } = await signedInCustomer();
    await call(testApp, 'PATCH', '/api/users/profile', { token, body: { language: 'en' } });
    await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Confirm your new email - Miami Drop', 'Email change requested - Miami Drop']);
    expect(testApp.mailer.sent.map((mail) => mail.text).join('')).not.toMatch(/Hola|correo|contraseña/);
  });

  it('the link, opened by the signed-in browser, changes the address once and lands on the account page', async () => {
    const { user, token } = await signedInCustomer();
    await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD });
    const link = linkTo('new@example.com');
    testApp.clock.advance(DAY_MS - MINUTE_MS);

    const first = await open(link, token);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(account('success'));
    expect(await emailOf(user.id)).toBe('new@example.com');
    expect((await call(testApp, 'POST', '/api/login', { body: { email: 'new@example.com', password: DEFAULT_TEST_PASSWORD } })).status).toBe(200);
    expect((await call(testApp, 'POST', '/api/login', { body: { email: 'old@example.com', password: DEFAULT_TEST_PASSWORD } })).status).toBe(401);

    // Opened again (a mail scanner may have been first): still told it worked, nothing changes.
    const row = (await testApp.db.select().from(emailChangeRequests))[0]!;
    testApp.clock.advance(MINUTE_MS);
    expect((await open(link, token)).headers.get('location')).toBe(account('success'));
    expect((await testApp.db.select().from(emailChangeRequests))[0]).toEqual(row);
  });

  it('in a browser not signed in to the account, a change lands on the sign-in with the new address filled in', async () => {
    const { user, token } = await signedInCustomer();
    await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD });
    const response = await open(linkTo('new@example.com'));
    expect(response.headers.get('location')).toBe('/?verification=success#email=new%40example.com');
    expect(await emailOf(user.id)).toBe('new@example.com');
  });

  it('an expired link, a replaced one or none changes nothing', async () => {
    const { user, token } = await signedInCustomer();
    await ask(token, { new_email: 'first@example.com', password: DEFAULT_TEST_PASSWORD });
    const replaced = linkTo('first@example.com');
    await ask(token, { new_email: 'second@example.com', password: DEFAULT_TEST_PASSWORD });
    const expired = linkTo('second@example.com');
    testApp.clock.advance(DAY_MS);
    for (const link of [replaced, expired, '/api/users/email/confirm?token=not-a-token', '/api/users/email/confirm']) {
      const response = await open(link, token);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(account('invalid'));
    }
    expect(await emailOf(user.id)).toBe('old@example.com');
  });

  it('a new password or a reset cancels a change waiting for its link', async () => {
    const { user, token } = await signedInCustomer();
    await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD });
    const link = linkTo('new@example.com');
    await call(testApp, 'POST', '/api/users/password', { token, body: { current_password: DEFAULT_TEST_PASSWORD, new_password: 'brisa-del-sur-48' } });
    expect((await open(link, token)).headers.get('location')).toBe(account('invalid'));
    expect(await emailOf(user.id)).toBe('old@example.com');

    await ask(token, { new_email: 'new@example.com', password: 'brisa-del-sur-48' });
    const again = linkTo('new@example.com');
    await call(testApp, 'POST', '/api/password-reset/request', { body: { email: 'old@example.com' } });
    const reset = new URL(lastLinkTo(testApp, 'old@example.com', '/reset-password?token=')!).searchParams.get('token')!;
    await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token: reset, new_password: 'clave-del-link-77' } });
    expect((await open(again)).headers.get('location')).toBe(account('invalid'));
    expect(await emailOf(user.id)).toBe('old@example.com');
  });

  it('refuses an address another account has with a neutral 409 and mails nobody', async () => {
    const { user, token } = await signedInCustomer();
    await createUser(testApp, { email: 'taken@example.com' });
    testApp.mailer.sent.length = 0;
    const response = await ask(token, { new_email: 'Taken@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(testApp.mailer.sent).toHaveLength(0);
    expect(await testApp.db.select().from(emailChangeRequests)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe('old@example.com');
  });

  it('an address taken after the link was sent is refused when the link is opened, and the link is spent', async () => {
    const { user, token } = await signedInCustomer();
    await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD });
    const link = linkTo('new@example.com');
    await createUser(testApp, { email: 'new@example.com' });
    expect((await open(link, token)).headers.get('location')).toBe(account('unavailable'));
    expect(await emailOf(user.id)).toBe('old@example.com');
    expect((await testApp.db.select().from(emailChangeRequests))[0]!.usedAt).toEqual(testApp.clock.now());
  });

  it.each([
    ['a wrong password', { password: 'not-my-password' }, 400, { error: 'The current password is not correct', field: 'password' }],
    ['no password', { password: '' }, 400, { error: 'Password is required', field: 'password' }],
    ['the address it has', { new_email: 'OLD@example.com' }, 400, { error: 'This is already the email address of your account', field: 'new_email' }],
    ['a malformed address', { new_email: 'not-an-email' }, 400, { error: 'Please enter a valid email address', field: 'new_email' }],
    ['another field', { role: 'superadmin' }, 400, { error: 'Invalid request' }],
  ])('refuses %s, mails nobody and changes nothing', async (_name, body, status, expected) => {
    const { user, token } = await signedInCustomer();
    const response = await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD, ...body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expected);
    expect(testApp.mailer.sent).toHaveLength(0);
    expect(await testApp.db.select().from(emailChangeRequests)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe('old@example.com');
  });

  it('counts wrong passwords as failed logins, and allows five requests an hour', async () => {
    const { token } = await signedInCustomer();
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(token, { new_email: 'new@example.com', password: 'wrong' })).status).toBe(400);
    expect((await ask(token, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD })).status).toBe(429);
    testApp.clock.advance(MINUTE_MS);

    for (let request = 0; request < 5; request++) {
      expect((await ask(token, { new_email: `new${request}@example.com`, password: DEFAULT_TEST_PASSWORD })).status).toBe(200);
    }
    const sixth = await ask(token, { new_email: 'new5@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: 'Too many email change requests. Please try again later.', retry_after_minutes: expect.any(Number) });
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('needs a session', async () => {
    expect((await ask(undefined, { new_email: 'new@example.com', password: DEFAULT_TEST_PASSWORD })).status).toBe(401);
  });
});
