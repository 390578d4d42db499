import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/tables';
import { createUser, signedIn, validRegistration } from '../../../test/factories';
import { call, createTestApp, lastLinkTo, type TestApp } from '../../../test/test-app';

const languageOf = async (testApp: TestApp, email: string) => (await testApp.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

describe("the user's language and their e-mails (docs/decisions/123)", () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('registers in the language the PWA sends and mails the verification in English only, text and HTML', async () => {
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'mary@example.com', first_name: 'Mary', language: 'en' }) });
    expect(response.status).toBe(201);
    expect(await languageOf(testApp, 'mary@example.com')).toBe('en');
    const mail = testApp.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Confirm your email - Miami Drop');
    expect(mail.text).toContain('Hi Mary,');
    expect(mail.text).toContain('Welcome to Miami Drop');
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.html).toContain('>Confirm my email</a>');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Confirma|bienvenid|Hola/);
    }
    expect(lastLinkTo(testApp, 'mary@example.com', '/api/users/verify-email?token=')).toBeDefined();
  });

  it('reads Spanish when the registration names no language, and never says "bienvenido"', async () => {
    await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'maria@example.com', first_name: 'María' }) });
    expect(await languageOf(testApp, 'maria@example.com')).toBe('es');
    const mail = testApp.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Confirma tu email - Miami Drop');
    expect(mail.text).toContain('Hola, María:');
    expect(mail.text).toContain('Te damos la bienvenida a Miami Drop');
    expect(`${mail.text}${mail.html}`).not.toMatch(/bienvenido|Confirm your|Welcome/);
  });

  it('refuses a language it does not write in', async () => {
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ language: 'fr' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid request', field: 'language' });
    expect(testApp.mailer.sent).toHaveLength(0);
  });

  describe('PATCH /api/users/profile', () => {
    it('stores the language a signed-in user switched to, and the next mail follows it', async () => {
      const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
      const response = await call(testApp, 'PATCH', '/api/users/profile', { token, body: { language: 'en' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ language: 'en' });
      expect(await languageOf(testApp, user.email)).toBe('en');

      await call(testApp, 'POST', '/api/password-reset/request', { body: { email: user.email } });
      const mail = testApp.mailer.sent.at(-1)!;
      expect(mail.subject).toBe('Reset your password - Miami Drop');
      expect(mail.text).toContain('Hi Lucía,');
      expect(mail.text).not.toContain('Restablece');

      await call(testApp, 'PATCH', '/api/users/profile', { token, body: { language: 'es' } });
      await call(testApp, 'POST', '/api/password-reset/request', { body: { email: user.email } });
      expect(testApp.mailer.sent.at(-1)!.subject).toBe('Restablece tu contraseña - Miami Drop');
    });

    it('needs a session', async () => {
      const response = await call(testApp, 'PATCH', '/api/users/profile', { body: { language: 'en' } });
      expect(response.status).toBe(401);
    });

    it('refuses another language, another field or no body with a clear 400', async () => {
      const { token } = await signedIn(testApp);
      for (const body of [{ language: 'fr' }, { language: 'en', role: 'superadmin' }, {}]) {
        const response = await call(testApp, 'PATCH', '/api/users/profile', { token, body });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: expect.any(String) });
      }
    });
  });

  it('writes the admin invitation in the default language, one language per mail', async () => {
    await createUser(testApp, { email: 'root@example.com', role: 'superadmin' });
    const { token } = await signedIn(testApp, { role: 'superadmin' });
    await call(testApp, 'POST', '/api/admin/users', { token, body: { first_name: 'Marta', last_name: 'López', email: 'marta@example.com' } });
    const mail = testApp.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Te damos la bienvenida al equipo - Miami Drop');
    expect(mail.text).not.toMatch(/Welcome|Set my password/);
    expect(mail.html).toContain('Crear mi contraseña');
  });
});
