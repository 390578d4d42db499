import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_RECAPTCHA_PASS_TOKEN, localRecaptcha } from '../../../adapters/recaptcha/local-recaptcha';
import type { RecaptchaAction, RecaptchaVerifier } from '../../../adapters/recaptcha/recaptcha-verifier';
import { users } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createUser, loginAs, validRegistration } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, lastLinkTo, TEST_APP_URL, type TestApp } from '../../../test/test-app';

const REGISTERED = { message: 'Registration successful. Please check your email to verify your account.' };
const CLOSED = { error: 'We are not accepting new registrations for the moment' };
const WEAK_PASSWORD = 'This password is too easy to guess. Avoid common passwords, repeated or sequential characters, and your name or email.';

const userCount = async (testApp: TestApp) => (await testApp.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const userByEmail = async (testApp: TestApp, email: string) =>
  (await testApp.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

describe('POST /api/users (registration)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('creates an unverified account, answers 201 and mails a verification link', async () => {
    const body = validRegistration({ email: 'ana.new@example.com' });
    const response = await call(testApp, 'POST', '/api/users', { body });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(REGISTERED);

    const row = await userByEmail(testApp, 'ana.new@example.com');
    expect(row).toMatchObject({ firstName: 'Ana', lastName: 'Gómez', phone: '+5491122334455', role: 'regular', emailVerifiedAt: null });

    expect(testApp.mailer.sent).toHaveLength(1);
    const mail = testApp.mailer.sent[0]!;
    expect(mail.to).toBe('ana.new@example.com');
    expect(mail.subject).toBe('Confirma tu email - Miami Drop');
    const link = lastLinkTo(testApp, 'ana.new@example.com', '/api/users/verify-email?token=');
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/api/users/verify-email\\?token=[A-Za-z0-9_-]{20,}$`));
    expect(mail.html).toContain('/api/users/verify-email?token=');
  });

  it('stores the e-mail trimmed and lowercased', async () => {
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: '  Mixed.Case@Example.COM  ' }) });
    expect(response.status).toBe(201);
    const rows = (await testApp.db.select({ email: users.email }).from(users));
    expect(rows).toEqual([{ email: 'mixed.case@example.com' }]);
    expect(testApp.mailer.sent[0]?.to).toBe('mixed.case@example.com');
  });

  it('stores the password as an argon2id hash and never returns it', async () => {
    const body = validRegistration({ email: 'hash@example.com', password: 'my-secret-pass' });
    const response = await call(testApp, 'POST', '/api/users', { body });
    const text = await response.text();
    const row = (await userByEmail(testApp, 'hash@example.com'))!;
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).not.toContain('my-secret-pass');
    expect(text).not.toContain('my-secret-pass');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('password');
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['first name missing', { first_name: undefined }, 'First name is required', 'first_name'],
      ['first name blank', { first_name: '   ' }, 'First name is required', 'first_name'],
      ['last name missing', { last_name: undefined }, 'Last name is required', 'last_name'],
      ['last name empty', { last_name: '' }, 'Last name is required', 'last_name'],
      ['email missing', { email: undefined }, 'Email is required', 'email'],
      ['email empty', { email: '  ' }, 'Email is required', 'email'],
      ['email without at sign', { email: 'ana.example.com' }, 'Please enter a valid email address', 'email'],
      ['email without domain dot', { email: 'ana@example' }, 'Please enter a valid email address', 'email'],
      ['email with a space', { email: 'ana gomez@example.com' }, 'Please enter a valid email address', 'email'],
      ['password missing', { password: undefined }, 'Password is required', 'password'],
      ['password empty', { password: '' }, 'Password is required', 'password'],
      ['password of 5 characters', { password: '12345' }, 'Password must be at least 6 characters', 'password'],
      ['phone missing', { phone: undefined }, 'Phone is required', 'phone'],
      ['phone empty', { phone: ' ' }, 'Phone is required', 'phone'],
      ['phone with letters', { phone: '+54abc12345' }, 'Invalid number (6–15 digits)', 'phone'],
      ['phone without country code', { phone: '1122334455' }, 'Invalid number (6–15 digits)', 'phone'],
      ['phone too short', { phone: '+5412' }, 'Invalid number (6–15 digits)', 'phone'],
      ['phone too long', { phone: '+12345678901234567890' }, 'Invalid number (6–15 digits)', 'phone'],
      ['phone not a number of its code', { phone: '+11122334455' }, 'This number is not valid for the chosen country', 'phone'],
      ['phone of an unassigned code', { phone: '+999123456789' }, 'This number is not valid for the chosen country', 'phone'],
    ];

    it.each(cases)('%s → 400 with the message and field', async (_name, override, error, field) => {
      const body = { ...validRegistration(), ...override };
      const response = await call(testApp, 'POST', '/api/users', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, field });
      expect(await userCount(testApp)).toBe(0);
      expect(testApp.mailer.sent).toHaveLength(0);
    });

    it('accepts a password of exactly 6 characters that is hard to guess', async () => {
      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ password: 'k9#Tq2' }) });
      expect(response.status).toBe(201);
    });

    it.each(['123456', 'aaaaaa', 'abc123', 'password1', 'contraseña', 'anagomez2026'])('refuses the guessable password %s (decision 116), creating and mailing nothing', async (password) => {
      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ password, first_name: 'Ana', last_name: 'Gómez' }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: WEAK_PASSWORD, field: 'password' });
      expect(await userCount(testApp)).toBe(0);
      expect(testApp.mailer.sent).toHaveLength(0);
    });

    it('answers malformed JSON with 400 Invalid JSON body', async () => {
      const response = await callRaw(testApp, 'POST', '/api/users', { body: '{"first_name": "Ana",', contentType: 'application/json' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid JSON body' });
    });

    it('refuses a non-JSON content type with 415', async () => {
      const form = new URLSearchParams(validRegistration() as Record<string, string>).toString();
      const response = await callRaw(testApp, 'POST', '/api/users', { body: form, contentType: 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
      expect(await userCount(testApp)).toBe(0);
    });

    it.each(['null', '[]', '"ana"', '42'])('answers a JSON body that is not an object (%s) with 400', async (body) => {
      const response = await callRaw(testApp, 'POST', '/api/users', { body, contentType: 'application/json' });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ error: 'Invalid request' });
      expect(await userCount(testApp)).toBe(0);
    });

    it('refuses a body over 256 KB with 413', async () => {
      const body = JSON.stringify(validRegistration({ first_name: 'x'.repeat(300 * 1024) }));
      const response = await callRaw(testApp, 'POST', '/api/users', { body, contentType: 'application/json' });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body too large' });
    });

    it('refuses an overlong name', async () => {
      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ last_name: 'x'.repeat(81) }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Name is too long', field: 'last_name' });
    });

    it('accepts JSON with a charset parameter', async () => {
      const response = await callRaw(testApp, 'POST', '/api/users', {
        body: JSON.stringify(validRegistration()),
        contentType: 'application/json; charset=utf-8',
      });
      expect(response.status).toBe(201);
    });

    it('refuses a body without content type with 415', async () => {
      const response = await callRaw(testApp, 'POST', '/api/users', { body: JSON.stringify(validRegistration()) });
      expect(response.status).toBe(415);
    });
  });

  describe('an address that already has an account', () => {
    it('gives the same 201 body, adds no row and mails the verified owner an "already have an account" message', async () => {
      const { user } = await createUser(testApp, { email: 'owner@example.com', firstName: 'Olga' });
      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'OWNER@Example.com', password: 'other-pass' }) });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(REGISTERED);
      expect(await userCount(testApp)).toBe(1);

      const stored = (await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]!;
      expect(stored.passwordHash).toBe(user.passwordHash);
      expect(stored.firstName).toBe('Olga');

      expect(testApp.mailer.sent).toHaveLength(1);
      const mail = testApp.mailer.sent[0]!;
      expect(mail.to).toBe('owner@example.com');
      expect(mail.subject).toBe('Ya tienes una cuenta - Miami Drop');
      expect(mail.text).toContain(`${TEST_APP_URL}/forgot-password`);
      expect(mail.text).not.toContain('verify-email');
      // The owner's password still works; the intruder's does not.
      await expect(loginAs(testApp, 'owner@example.com')).resolves.toEqual(expect.any(String));
      await expect(loginAs(testApp, 'owner@example.com', 'other-pass')).rejects.toThrow('401');
    });

    it('mails an unverified owner a new verification link instead', async () => {
      await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'pending@example.com' }) });
      const firstLink = lastLinkTo(testApp, 'pending@example.com', '/api/users/verify-email?token=');
      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'Pending@Example.com' }) });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(REGISTERED);
      expect(await userCount(testApp)).toBe(1);

      expect(testApp.mailer.sent).toHaveLength(2);
      expect(testApp.mailer.sent[1]?.to).toBe('pending@example.com');
      expect(testApp.mailer.sent[1]?.subject).toBe('Confirma tu email - Miami Drop');
      const secondLink = lastLinkTo(testApp, 'pending@example.com', '/api/users/verify-email?token=');
      expect(secondLink).toBeDefined();
      expect(secondLink).not.toBe(firstLink);
    });

    it('keeps one row when two registrations for the same address race', async () => {
      const body = validRegistration({ email: 'race@example.com' });
      const responses = await Promise.all([
        call(testApp, 'POST', '/api/users', { body }),
        call(testApp, 'POST', '/api/users', { body: { ...body, email: 'RACE@example.com' } }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      expect(await Promise.all(responses.map((response) => response.json()))).toEqual([REGISTERED, REGISTERED]);
      expect(await userCount(testApp)).toBe(1);
    });
  });

  describe('registration switch', () => {
    it('answers 403 when a superadmin closed registration through the API', async () => {
      await createUser(testApp, { email: 'boss@example.com', role: 'superadmin' });
      const token = await loginAs(testApp, 'boss@example.com');
      const closed = await call(testApp, 'POST', '/api/settings/registration', { token, body: { allow_user_registration: false } });
      expect(closed.status).toBe(200);

      const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ email: 'late@example.com' }) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CLOSED);
      expect(await userByEmail(testApp, 'late@example.com')).toBeUndefined();
      expect(testApp.mailer.sent).toHaveLength(0);
    });

    it('answers 403 when the setting is stored directly, and 201 again once reopened', async () => {
      await setSetting(testApp.db, 'allow_user_registration', false, null, testApp.clock.now());
      const refused = await call(testApp, 'POST', '/api/users', { body: validRegistration() });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(CLOSED);
      expect(await userCount(testApp)).toBe(0);

      await setSetting(testApp.db, 'allow_user_registration', true, null, testApp.clock.now());
      const accepted = await call(testApp, 'POST', '/api/users', { body: validRegistration() });
      expect(accepted.status).toBe(201);
      expect(await userCount(testApp)).toBe(1);
    });
  });
});

describe('POST /api/users with reCAPTCHA on', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('answers 400 RECAPTCHA_TOKEN_MISSING without a token', async () => {
    testApp = await createTestApp({ recaptcha: localRecaptcha });
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'RECAPTCHA_TOKEN_MISSING', message: 'reCAPTCHA verification required' });
    expect(await userCount(testApp)).toBe(0);
  });

  it('answers 400 RECAPTCHA_VERIFICATION_FAILED with a wrong token', async () => {
    testApp = await createTestApp({ recaptcha: localRecaptcha });
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ recaptcha_token: 'not-the-token' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'RECAPTCHA_VERIFICATION_FAILED', message: 'reCAPTCHA verification failed' });
    expect(await userCount(testApp)).toBe(0);
    expect(testApp.mailer.sent).toHaveLength(0);
  });

  it('registers with the passing token', async () => {
    testApp = await createTestApp({ recaptcha: localRecaptcha });
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ recaptcha_token: LOCAL_RECAPTCHA_PASS_TOKEN }) });
    expect(response.status).toBe(201);
    expect(await jsonOf(response)).toEqual(REGISTERED);
    expect(await userCount(testApp)).toBe(1);
  });

  it('asks the verifier for the register action with the client address', async () => {
    const seen: Array<{ token: string; action: RecaptchaAction; ip: string | null }> = [];
    const spy: RecaptchaVerifier = {
      config: { enabled: true, site_key: 'spy', version: 'v3' },
      verify: async (token, action, ip) => {
        seen.push({ token, action, ip });
        return true;
      },
    };
    testApp = await createTestApp({ recaptcha: spy });
    const response = await call(testApp, 'POST', '/api/users', { body: validRegistration({ recaptcha_token: 'tok' }), ip: '198.51.100.7' });
    expect(response.status).toBe(201);
    expect(seen).toEqual([{ token: 'tok', action: 'register', ip: '198.51.100.7' }]);
  });
});
