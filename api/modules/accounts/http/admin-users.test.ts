import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserCreated, AdminUserList } from '../../../../shared/admin/admin-user-schema';
import { mailQueue, sessions, users } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, lastLinkTo, type TestApp, onSqlite } from '../../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../../test/test-clock';

const FORBIDDEN = { error: 'You do not have permission to do this' };
const AUTH_REQUIRED = { error: 'Authentication required' };
const ONLY_SUPERADMINS = { error: 'Only superadmins can create admin users.' };
const CREATED = 'Admin user created. A verification email was sent to the user.';
const newAdmin = { email: 'Marta.Lopez@Example.com', first_name: 'Marta', last_name: 'López' };

describe('admin users', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin' | 'superadmin', string>;
  let ids: Record<'regular' | 'admin' | 'superadmin' | 'otherSuperadmin', number>;

  beforeEach(async () => {
    testApp = await createTestApp();
    const regular = await createUser(testApp, { email: 'regular@example.com' });
    const admin = await createUser(testApp, { email: 'admin@example.com', role: 'admin', firstName: 'Ada' });
    const superadmin = await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    const otherSuperadmin = await createUser(testApp, { email: 'other-super@example.com', role: 'superadmin' });
    ids = { regular: regular.user.id, admin: admin.user.id, superadmin: superadmin.user.id, otherSuperadmin: otherSuperadmin.user.id };
    tokens = {
      regular: await loginAs(testApp, 'regular@example.com'),
      admin: await loginAs(testApp, 'admin@example.com'),
      superadmin: await loginAs(testApp, 'super@example.com'),
    };
  });
  afterEach(() => testApp.close());

  const userCount = async () => (await testApp.db.select().from(users)).length;
  const roleOf = async (id: number) => (await testApp.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const listAsSuperadmin = async () => jsonOf<AdminUserList>(await call(testApp, 'GET', '/api/admin/users', { token: tokens.superadmin }));

  describe('GET /api/admin/users', () => {
    it('lists only the admins for a superadmin, oldest first', async () => {
      const response = await call(testApp, 'GET', '/api/admin/users', { token: tokens.superadmin });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        users: [{ id: ids.admin, first_name: 'Ada', last_name: 'Tester', email: 'admin@example.com', role: 'admin', is_active: true, created_at: testApp.clock.now().toISOString() }],
      });
    });

    it.each([
      ['anonymous', undefined, 401, AUTH_REQUIRED],
      ['a customer', 'regular', 403, FORBIDDEN],
      ['an admin', 'admin', 403, FORBIDDEN],
    ] as const)('refuses %s', async (_name, role, status, body) => {
      const response = await call(testApp, 'GET', '/api/admin/users', role ? { token: tokens[role] } : {});
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
    });
  });

  describe('POST /api/admin/users', () => {
    it('creates an unverified admin and mails a link that sets the password and verifies the address', async () => {
      const response = await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      expect(response.status).toBe(201);
      const created = await jsonOf<AdminUserCreated>(response);
      expect(created).toEqual({
        message: CREATED,
        user: { id: expect.any(Number), first_name: 'Marta', last_name: 'López', email: 'marta.lopez@example.com', role: 'admin', is_active: false, created_at: testApp.clock.now().toISOString() },
      });

      const mail = testApp.mailer.sent.at(-1)!;
      expect(mail.to).toBe('marta.lopez@example.com');
      expect(mail.subject).toBe('Te damos la bienvenida al equipo - Miami Drop');
      expect(mail.text).toContain('Hola, Marta:');
      expect(mail.text).toContain('Te damos la bienvenida al equipo de Miami Drop');
      expect(mail.text).toContain('El enlace vence en 3 días');
      const link = lastLinkTo(testApp, 'marta.lopez@example.com', '/reset-password?token=');
      expect(link?.startsWith('http://app.test/reset-password?token=')).toBe(true);

      // The password nobody knows does not log in; the mailed link sets one.
      const token = new URL(link!).searchParams.get('token')!;
      const confirm = await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'marta-staff-1' } });
      expect(confirm.status).toBe(200);
      const adminToken = await loginAs(testApp, 'marta.lopez@example.com', 'marta-staff-1');
      expect((await call(testApp, 'GET', '/api/admin/packages', { token: adminToken })).status).toBe(200);
      expect((await call(testApp, 'GET', '/api/admin/users', { token: adminToken })).status).toBe(403);
      expect((await listAsSuperadmin()).users.find((user) => user.id === created.user.id)).toMatchObject({ is_active: true });
    });

    it('keeps the link valid for three days, once', async () => {
      await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      const token = new URL(lastLinkTo(testApp, 'marta.lopez@example.com', '/reset-password?token=')!).searchParams.get('token')!;
      testApp.clock.advance(3 * DAY_MS - MINUTE_MS);
      expect((await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'marta-staff-1' } })).status).toBe(200);
      expect((await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'marta-staff-2' } })).status).toBe(400);
    });

    it('lets the link expire after three days', async () => {
      await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      const token = new URL(lastLinkTo(testApp, 'marta.lopez@example.com', '/reset-password?token=')!).searchParams.get('token')!;
      testApp.clock.advance(3 * DAY_MS + MINUTE_MS);
      const confirm = await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'marta-staff-1' } });
      expect(confirm.status).toBe(400);
      expect(await confirm.json()).toMatchObject({ error: 'Missing or invalid token' });
    });

    it.each([
      ['anonymous', undefined, 401, AUTH_REQUIRED],
      ['a customer', 'regular', 403, ONLY_SUPERADMINS],
      ['an admin', 'admin', 403, ONLY_SUPERADMINS],
    ] as const)('refuses %s and creates nothing', async (_name, role, status, body) => {
      const before = await userCount();
      for (const sent of [newAdmin, { email: 'not-an-email' }]) {
        const response = await call(testApp, 'POST', '/api/admin/users', { body: sent, ...(role ? { token: tokens[role] } : {}) });
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual(body);
      }
      expect(await userCount()).toBe(before);
      expect(testApp.mailer.sent).toEqual([]);
    });

    it.each(['admin@example.com', 'REGULAR@example.com', 'super@example.com'])('answers 409 for an address that has an account (%s)', async (email) => {
      const before = (await testApp.db.select().from(users));
      const response = await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: { ...newAdmin, email } });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'A user with this email already exists.', field: 'email' });
      expect((await testApp.db.select().from(users))).toEqual(before);
      expect(testApp.mailer.sent).toEqual([]);
    });

    it.each([
      [{ ...newAdmin, email: undefined }, 'Email is required', 'email'],
      [{ ...newAdmin, email: '  ' }, 'Email is required', 'email'],
      [{ ...newAdmin, email: 'marta@' }, 'Please enter a valid email address', 'email'],
      [{ ...newAdmin, first_name: ' ' }, 'First name is required', 'first_name'],
      [{ ...newAdmin, last_name: undefined }, 'Last name is required', 'last_name'],
      [{ ...newAdmin, last_name: 'x'.repeat(81) }, 'Name is too long', 'last_name'],
      [{ ...newAdmin, first_name: 42 }, 'First name is required', 'first_name'],
    ])('answers 400 for bad input %#', async (body, error, field) => {
      const before = await userCount();
      const response = await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, field });
      expect(await userCount()).toBe(before);
    });

    it('creates one admin when two superadmins add the same address at once; the other gets the 409', async () => {
      const before = await userCount();
      const post = () => call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      const responses = await Promise.all([post(), post()]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.status === 409)!;
      expect(await refused.json()).toEqual({ error: 'A user with this email already exists.', field: 'email' });
      expect(await userCount()).toBe(before + 1);
      await testApp.drainMail();
      expect(testApp.mailer.sent.filter((mail) => mail.to === 'marta.lopez@example.com')).toHaveLength(1);
    });

    it.runIf(onSqlite)('answers a storage failure while creating the admin as a server error, not as a taken address', async () => {
      testApp.sqlite!.exec("CREATE TRIGGER no_new_admins BEFORE INSERT ON users WHEN NEW.role = 'admin' BEGIN SELECT RAISE(ABORT, 'no new admins'); END");
      const before = await userCount();
      const response = await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      expect(response.status).toBe(500);
      expect(await userCount()).toBe(before);
      expect(testApp.mailer.sent).toEqual([]);
    });

    it('stores no phone for a new admin', async () => {
      const created = await jsonOf<AdminUserCreated>(await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin }));
      expect((await testApp.db.select({ phone: users.phone }).from(users).where(eq(users.id, created.user.id)))[0]).toEqual({ phone: '' });
    });

    it('creates the admin even when the mailer is down: the invitation waits in the mail queue and is retried', async () => {
      const send = testApp.mailer.send;
      testApp.mailer.send = () => Promise.reject(new Error('SMTP down'));
      const created = await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin });
      expect(created.status).toBe(201);
      expect(testApp.logs.join('\n')).toContain('SMTP down');
      expect((await testApp.db.select().from(mailQueue))).toMatchObject([{ to: 'marta.lopez@example.com', status: 'pending', attempts: 1 }]);

      testApp.mailer.send = send;
      testApp.clock.advance(MINUTE_MS);
      await testApp.drainMail();
      expect(lastLinkTo(testApp, 'marta.lopez@example.com', '/reset-password?token=')).toBeDefined();
      expect((await testApp.db.select().from(mailQueue))).toEqual([]);
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    it('makes the admin a regular user, ends their sessions at once and drops them from the list', async () => {
      const second = await loginAs(testApp, 'admin@example.com');
      expect((await call(testApp, 'GET', '/api/admin/packages', { token: tokens.admin })).status).toBe(200);

      const response = await call(testApp, 'DELETE', `/api/admin/users/${ids.admin}`, { token: tokens.superadmin });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Admin access revoked' });
      expect(await roleOf(ids.admin)).toBe('regular');
      for (const token of [tokens.admin, second]) {
        const after = await call(testApp, 'GET', '/api/admin/packages', { token });
        expect(after.status).toBe(401);
      }
      expect((await testApp.db.select().from(sessions).where(eq(sessions.userId, ids.admin))).every((row) => row.revokedAt !== null)).toBe(true);
      expect((await listAsSuperadmin()).users).toEqual([]);

      // They can still sign in, as a customer.
      const customerToken = await loginAs(testApp, 'admin@example.com');
      expect((await call(testApp, 'GET', '/api/admin/packages', { token: customerToken })).status).toBe(403);
    });

    it("stops a pending admin's invitation link", async () => {
      const created = await jsonOf<AdminUserCreated>(await call(testApp, 'POST', '/api/admin/users', { token: tokens.superadmin, body: newAdmin }));
      const token = new URL(lastLinkTo(testApp, 'marta.lopez@example.com', '/reset-password?token=')!).searchParams.get('token')!;
      expect((await call(testApp, 'DELETE', `/api/admin/users/${created.user.id}`, { token: tokens.superadmin })).status).toBe(200);
      expect((await call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'marta-staff-1' } })).status).toBe(400);
    });

    it.each([
      ['themself', 'superadmin', 409, 'You cannot revoke your own access.'],
      ['another superadmin', 'otherSuperadmin', 403, 'Superadmin access cannot be revoked.'],
      ['a customer', 'regular', 404, 'Admin user not found'],
    ] as const)('refuses to revoke %s and changes nothing', async (_name, target, status, error) => {
      const before = await roleOf(ids[target]);
      const response = await call(testApp, 'DELETE', `/api/admin/users/${ids[target]}`, { token: tokens.superadmin });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
      expect(await roleOf(ids[target])).toBe(before);
      expect((await call(testApp, 'GET', '/api/settings/whatsapp', { token: tokens.superadmin })).status).toBe(200);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await call(testApp, 'DELETE', '/api/admin/users/999999', { token: tokens.superadmin });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Admin user not found' });
      const malformed = await call(testApp, 'DELETE', '/api/admin/users/abc', { token: tokens.superadmin });
      expect(malformed.status).toBe(404);
      expect(await malformed.json()).toEqual({ error: 'Not found' });
    });

    it.each([
      ['anonymous', undefined, 401, AUTH_REQUIRED],
      ['a customer', 'regular', 403, FORBIDDEN],
      ['an admin', 'admin', 403, FORBIDDEN],
    ] as const)('refuses %s and changes nothing', async (_name, role, status, body) => {
      const response = await call(testApp, 'DELETE', `/api/admin/users/${ids.admin}`, role ? { token: tokens[role] } : {});
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(await roleOf(ids.admin)).toBe('admin');
      expect((await call(testApp, 'GET', '/api/admin/packages', { token: tokens.admin })).status).toBe(200);
    });
  });
});
