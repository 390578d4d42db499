import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/tables';
import { signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const VALID = { first_name: ' Lucía ', last_name: 'Fernández', phone_country_code: '+54', phone_number: '9 11 2233-4455', language: 'en' };

describe('PUT /api/users/profile (decision 171)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const put = (token: string | undefined, body: unknown) => call(testApp, 'PUT', '/api/users/profile', { token, body });
  const rowOf = async (id: number) => (await testApp.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('stores the names, the phone as code plus digits and the language, and answers the user as GET does', async () => {
    const { user, token } = await signedIn(testApp);
    testApp.clock.advance(60_000);
    const response = await put(token, VALID);
    expect(response.status).toBe(200);
    const { user: answered } = await jsonOf<{ user: Record<string, unknown> }>(response);
    expect(answered).toMatchObject({ id: user.id, email: user.email, first_name: 'Lucía', last_name: 'Fernández', phone: '+5491122334455' });
    const profile = await jsonOf<{ user: Record<string, unknown> }>(await call(testApp, 'GET', '/api/users/profile', { token }));
    expect(profile.user).toEqual(answered);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ language: 'en', updatedAt: testApp.clock.now(), email: user.email, passwordHash: user.passwordHash, role: 'regular' });

    // The next mail is written in the language chosen.
    await call(testApp, 'POST', '/api/password-reset/request', { body: { email: user.email } });
    expect(testApp.mailer.sent.at(-1)!.text).toContain('Hi Lucía,');
  });

  it.each([
    ['no first name', { first_name: '  ' }, 'First name is required', 'first_name'],
    ['a last name over the limit', { last_name: 'x'.repeat(81) }, 'Name is too long', 'last_name'],
    ['no country code', { phone_country_code: '' }, 'Phone is required', 'phone_country_code'],
    ['a malformed country code', { phone_country_code: '54' }, 'Invalid country code (e.g., +54, +1)', 'phone_country_code'],
    ['too few digits', { phone_number: '12345' }, 'Invalid number (6–15 digits)', 'phone_number'],
    ['a number no phone of that code has', { phone_country_code: '+1', phone_number: '1122334455' }, 'This number is not valid for the chosen country', 'phone_number'],
    ['a language it does not write in', { language: 'fr' }, 'Invalid request', 'language'],
    ['the e-mail, which changes only through its link', { email: 'other@example.com' }, 'Invalid request', undefined],
    ['a role', { role: 'superadmin' }, 'Invalid request', undefined],
  ])('refuses %s with a 400 and changes nothing', async (_name, change, error, field) => {
    const { user, token } = await signedIn(testApp);
    const before = await rowOf(user.id);
    const response = await put(token, { ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, ...(field ? { field } : {}) });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses a body without every field', async () => {
    const { token } = await signedIn(testApp);
    const { language: _language, ...withoutLanguage } = VALID;
    expect((await put(token, withoutLanguage)).status).toBe(400);
  });

  it('needs a session, and changes only the caller', async () => {
    const other = await signedIn(testApp);
    expect((await put(undefined, VALID)).status).toBe(401);
    const { token } = await signedIn(testApp);
    await put(token, VALID);
    expect(await rowOf(other.user.id)).toMatchObject({ firstName: other.user.firstName, phone: other.user.phone });
  });

  it('keeps PATCH for the language alone', async () => {
    const { user, token } = await signedIn(testApp);
    const response = await call(testApp, 'PATCH', '/api/users/profile', { token, body: { language: 'en' } });
    expect(await response.json()).toEqual({ language: 'en' });
    expect(await rowOf(user.id)).toMatchObject({ language: 'en', firstName: user.firstName });
  });
});
