import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, callRaw, createTestApp, type TestApp } from '../../../test/test-app';

const FORBIDDEN = { error: 'You do not have permission to do this' };
const AUTH_REQUIRED = { error: 'Authentication required' };

describe('settings routes', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin' | 'superadmin', string>;
  let ids: Record<'admin' | 'superadmin', number>;

  // Users and logins are made once (argon2 is slow); each test starts from no stored settings.
  beforeAll(async () => {
    testApp = await createTestApp();
    await createUser(testApp, { email: 'regular@example.com' });
    const admin = await createUser(testApp, { email: 'admin@example.com', role: 'admin' });
    const superadmin = await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    ids = { admin: admin.user.id, superadmin: superadmin.user.id };
    tokens = {
      regular: await loginAs(testApp, 'regular@example.com'),
      admin: await loginAs(testApp, 'admin@example.com'),
      superadmin: await loginAs(testApp, 'super@example.com'),
    };
  });
  beforeEach(async () => {
    await testApp.db.delete(settings);
  });
  afterAll(() => testApp.close());

  const storedRow = async (key: string) => (await testApp.db.select().from(settings).where(eq(settings.key, key)).limit(1))[0];

  describe('public reads', () => {
    it('GET /api/settings/registration is public and defaults to true', async () => {
      const response = await call(testApp, 'GET', '/api/settings/registration');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ allow_user_registration: true });
    });

    it("GET /api/settings/whatsapp is public and defaults to ''", async () => {
      const response = await call(testApp, 'GET', '/api/settings/whatsapp');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ whatsapp_number: '' });
    });

    it('falls back to the default when a stored value is unreadable', async () => {
      await testApp.db.insert(settings).values({ key: 'allow_user_registration', value: 'not json', updatedAt: new Date(0) });
      expect(await (await call(testApp, 'GET', '/api/settings/registration')).json()).toEqual({ allow_user_registration: true });
    });
  });

  describe('POST /api/settings/registration', () => {
    it.each(['admin', 'superadmin'] as const)('%s can close and reopen registration', async (role) => {
      const closed = await call(testApp, 'POST', '/api/settings/registration', { token: tokens[role], body: { allow_user_registration: false } });
      expect(closed.status).toBe(200);
      expect(await closed.json()).toEqual({ allow_user_registration: false });
      expect(await (await call(testApp, 'GET', '/api/settings/registration')).json()).toEqual({ allow_user_registration: false });
      expect(await storedRow('allow_user_registration')).toMatchObject({ value: 'false', updatedBy: ids[role], updatedAt: testApp.clock.now() });

      const reopened = await call(testApp, 'POST', '/api/settings/registration', { token: tokens[role], body: { allow_user_registration: true } });
      expect(await reopened.json()).toEqual({ allow_user_registration: true });
      expect(await (await call(testApp, 'GET', '/api/settings/registration')).json()).toEqual({ allow_user_registration: true });
    });

    it('refuses a regular user with 403 and changes nothing', async () => {
      const response = await call(testApp, 'POST', '/api/settings/registration', { token: tokens.regular, body: { allow_user_registration: false } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(FORBIDDEN);
      expect(await storedRow('allow_user_registration')).toBeUndefined();
    });

    it('refuses an anonymous caller with 401', async () => {
      const response = await call(testApp, 'POST', '/api/settings/registration', { body: { allow_user_registration: false } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_REQUIRED);
      expect(await storedRow('allow_user_registration')).toBeUndefined();
    });

    it.each([
      ['a string', { allow_user_registration: 'no' }],
      ['a number', { allow_user_registration: 0 }],
      ['null', { allow_user_registration: null }],
      ['a missing value', {}],
    ])('answers 400 for %s', async (_name, body) => {
      const response = await call(testApp, 'POST', '/api/settings/registration', { token: tokens.admin, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid request', field: 'allow_user_registration' });
      expect(await storedRow('allow_user_registration')).toBeUndefined();
    });

    it('answers 400 for malformed JSON and 415 for a form post', async () => {
      const headers = { authorization: `Bearer ${tokens.admin}` };
      const malformed = await callRaw(testApp, 'POST', '/api/settings/registration', { body: '{', contentType: 'application/json', headers });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'Invalid JSON body' });
      const form = await callRaw(testApp, 'POST', '/api/settings/registration', {
        body: 'allow_user_registration=false',
        contentType: 'application/x-www-form-urlencoded',
        headers,
      });
      expect(form.status).toBe(415);
      expect(await storedRow('allow_user_registration')).toBeUndefined();
    });
  });

  describe('POST /api/settings/whatsapp', () => {
    it('lets a superadmin set the number (trimmed) and anyone read it', async () => {
      const response = await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens.superadmin, body: { whatsapp_number: '  +1 305-555-0148 ' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ whatsapp_number: '+1 305-555-0148' });
      expect(await (await call(testApp, 'GET', '/api/settings/whatsapp')).json()).toEqual({ whatsapp_number: '+1 305-555-0148' });
      expect(await storedRow('whatsapp_number')).toMatchObject({ updatedBy: ids.superadmin });
    });

    it('lets a superadmin clear the number', async () => {
      await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens.superadmin, body: { whatsapp_number: '+13055550148' } });
      const cleared = await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens.superadmin, body: { whatsapp_number: '' } });
      expect(await cleared.json()).toEqual({ whatsapp_number: '' });
      expect(await (await call(testApp, 'GET', '/api/settings/whatsapp')).json()).toEqual({ whatsapp_number: '' });
    });

    it.each([
      ['admin', 403, FORBIDDEN],
      ['regular', 403, FORBIDDEN],
    ] as const)('refuses %s with %i', async (role, status, body) => {
      const response = await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens[role], body: { whatsapp_number: '+1999' } });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(await storedRow('whatsapp_number')).toBeUndefined();
    });

    it('refuses an anonymous caller with 401', async () => {
      const response = await call(testApp, 'POST', '/api/settings/whatsapp', { body: { whatsapp_number: '+1999' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_REQUIRED);
    });

    it('refuses a number longer than 32 characters', async () => {
      const response = await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens.superadmin, body: { whatsapp_number: '1'.repeat(33) } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'This field is too long', field: 'whatsapp_number' });
      expect(await storedRow('whatsapp_number')).toBeUndefined();
    });
  });
  describe('business details', () => {
    const details = {
      support_email: ' Hola@MiamiDrop.com ',
      support_phone: '+1 (305) 555-0148',
      street_address: '2750 NW 82nd Ave, Doral, FL 33122',
      instagram_url: 'https://www.instagram.com/miamidrop',
      facebook_url: '',
    };
    const saved = { ...details, support_email: 'hola@miamidrop.com' };
    const DEFAULTS = { support_email: 'support@app.test', support_phone: '', street_address: '', instagram_url: '', facebook_url: '' };
    const stored = async () => await testApp.db.select().from(settings);

    it('GET /api/settings/business is public: the configured support e-mail and nothing else until set', async () => {
      const response = await call(testApp, 'GET', '/api/settings/business');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(DEFAULTS);
    });

    it('lets a superadmin save all five (trimmed, e-mail lowercased); the public reads and the contact info follow', async () => {
      const response = await call(testApp, 'POST', '/api/settings/business', { token: tokens.superadmin, body: details });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(saved);
      expect(await (await call(testApp, 'GET', '/api/settings/business')).json()).toEqual(saved);
      expect(await (await call(testApp, 'GET', '/api/contact/info')).json()).toEqual({ support_email: 'hola@miamidrop.com', support_phone: '+1 (305) 555-0148' });
      expect(await storedRow('street_address')).toMatchObject({ value: JSON.stringify(saved.street_address), updatedBy: ids.superadmin });

      const cleared = await call(testApp, 'POST', '/api/settings/business', { token: tokens.superadmin, body: { ...saved, support_phone: '', instagram_url: '' } });
      expect(await cleared.json()).toEqual({ ...saved, support_phone: '', instagram_url: '' });
    });

    it('gives the contact info the WhatsApp number while no support phone is set', async () => {
      await call(testApp, 'POST', '/api/settings/whatsapp', { token: tokens.superadmin, body: { whatsapp_number: '+1 305-555-0100' } });
      expect(await (await call(testApp, 'GET', '/api/contact/info')).json()).toEqual({ support_email: 'support@app.test', support_phone: '+1 305-555-0100' });
    });

    it.each([
      ['admin', 403, FORBIDDEN],
      ['regular', 403, FORBIDDEN],
    ] as const)('refuses %s with %i and changes nothing', async (role, status, body) => {
      const response = await call(testApp, 'POST', '/api/settings/business', { token: tokens[role], body: details });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(await stored()).toEqual([]);
    });

    it('refuses an anonymous caller with 401', async () => {
      const response = await call(testApp, 'POST', '/api/settings/business', { body: details });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_REQUIRED);
      expect(await stored()).toEqual([]);
    });

    it.each([
      [{ ...details, support_email: '' }, 'Email is required', 'support_email'],
      [{ ...details, support_email: 'hola@' }, 'Please enter a valid email address', 'support_email'],
      [{ ...details, support_phone: '1'.repeat(41) }, 'This field is too long', 'support_phone'],
      [{ ...details, street_address: 'a'.repeat(201) }, 'This field is too long', 'street_address'],
      [{ ...details, instagram_url: 'http://instagram.com/miamidrop' }, 'Please enter a valid link starting with https://', 'instagram_url'],
      [{ ...details, facebook_url: 'facebook.com/miamidrop' }, 'Please enter a valid link starting with https://', 'facebook_url'],
      [{ ...details, facebook_url: `https://facebook.com/${'a'.repeat(290)}` }, 'This field is too long', 'facebook_url'],
      [{ ...details, street_address: undefined }, 'Invalid request', 'street_address'],
      [{ ...details, support_phone: 5 }, 'Invalid request', 'support_phone'],
    ])('answers 400 for bad input %#, saving nothing', async (body, error, field) => {
      const response = await call(testApp, 'POST', '/api/settings/business', { token: tokens.superadmin, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, field });
      expect(await stored()).toEqual([]);
    });
  });
});
