import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../db/tables';
import { setSetting } from '../../settings/settings-service';
import { createUser, loginAs } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

const SENT = { message: 'Message sent. We will get back to you soon.' };
const valid = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Lucía Fernández',
  email: 'Lucia@Example.com',
  phone: '+54 11 5555-0000',
  subject: 'info-planes',
  message: '¿El plan Estándar incluye envío a Buenos Aires?',
  ...overrides,
});

const rows = async (testApp: TestApp) => await testApp.db.select().from(contactMessages);
const rowCount = async (testApp: TestApp) => (await testApp.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe('POST /api/contact', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('stores the message as public and anonymous, answers 201 and mails support with reply-to the sender', async () => {
    const response = await call(testApp, 'POST', '/api/contact', { body: valid() });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(SENT);

    expect(await rows(testApp)).toEqual([
      expect.objectContaining({
        source: 'public',
        userId: null,
        fullName: 'Lucía Fernández',
        email: 'lucia@example.com',
        phone: '+54 11 5555-0000',
        subject: 'info-planes',
        message: '¿El plan Estándar incluye envío a Buenos Aires?',
        readAt: null,
        createdAt: testApp.clock.now(),
      }),
    ]);

    expect(testApp.mailer.sent).toHaveLength(1);
    const mail = testApp.mailer.sent[0]!;
    expect(mail.to).toBe('support@app.test');
    expect(mail.replyTo).toBe('lucia@example.com');
    expect(mail.subject).toBe('[Miami Drop] Información sobre planes / Plan information - Lucía Fernández');
    expect(mail.text).toContain('¿El plan Estándar incluye envío a Buenos Aires?');
    expect(mail.text).toContain('+54 11 5555-0000');
  });

  it('mails the support address the site shows once staff have set one in the settings', async () => {
    await setSetting(testApp.db, 'support_email', 'hola@miamidrop.com', null, testApp.clock.now());
    expect((await call(testApp, 'POST', '/api/contact', { body: valid() })).status).toBe(201);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['hola@miamidrop.com']);
  });

  it('records the account of a signed-in sender', async () => {
    const { user } = await createUser(testApp, { email: 'customer@example.com' });
    const token = await loginAs(testApp, 'customer@example.com');
    const response = await call(testApp, 'POST', '/api/contact', { token, body: valid() });
    expect(response.status).toBe(201);
    expect((await rows(testApp))[0]?.userId).toBe(user.id);
    expect(testApp.mailer.sent[0]?.text).toContain(`#${user.id}`);
  });

  it('stores an empty phone as none', async () => {
    await call(testApp, 'POST', '/api/contact', { body: valid({ phone: '' }) });
    await call(testApp, 'POST', '/api/contact', { body: valid({ phone: undefined }) });
    expect((await rows(testApp)).map((row) => row.phone)).toEqual([null, null]);
  });

  it('escapes the message in the HTML mail and keeps line breaks out of the subject', async () => {
    await call(testApp, 'POST', '/api/contact', { body: valid({ fullName: 'Eve\r\nBcc: x@evil.test', message: '<script>alert(1)</script> hola' }) });
    const mail = testApp.mailer.sent[0]!;
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('still answers 201 and keeps the row when the mail cannot be sent', async () => {
    // The app reads deps.mailer on every request.
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error('SMTP down')) };
    const response = await call(testApp, 'POST', '/api/contact', { body: valid() });
    expect(response.status).toBe(201);
    expect(await rowCount(testApp)).toBe(1);
    expect(testApp.logs.join('\n')).toContain('SMTP down');
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['name missing', { fullName: undefined }, 'Name must be at least 2 characters', 'fullName'],
      ['name of one character', { fullName: ' A ' }, 'Name must be at least 2 characters', 'fullName'],
      ['email missing', { email: '' }, 'Email is required', 'email'],
      ['email invalid', { email: 'lucia@example' }, 'Please enter a valid email address', 'email'],
      ['subject missing', { subject: '' }, 'Please select a subject', 'subject'],
      ['subject unknown', { subject: 'facturacion' }, 'Please select a subject', 'subject'],
      ['message of 9 characters', { message: '123456789' }, 'Message must be at least 10 characters', 'message'],
      ['message too long', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters', 'message'],
    ];

    it.each(cases)('%s → 400 with the message and field, nothing stored or mailed', async (_name, override, error, field) => {
      const response = await call(testApp, 'POST', '/api/contact', { body: valid(override) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, field });
      expect(await rowCount(testApp)).toBe(0);
      expect(testApp.mailer.sent).toHaveLength(0);
    });

    it('accepts a name of 2 and a message of exactly 10 characters, and any phone text', async () => {
      const response = await call(testApp, 'POST', '/api/contact', { body: valid({ fullName: 'Al', message: '0123456789', phone: 'mañana (305)' }) });
      expect(response.status).toBe(201);
    });

    it('refuses a non-JSON body with 415', async () => {
      const response = await callRaw(testApp, 'POST', '/api/contact', { body: 'fullName=Al', contentType: 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(415);
      expect(await rowCount(testApp)).toBe(0);
    });
  });

  describe('rate limit', () => {
    it('takes 5 messages per client address per hour, then 429 with retry_after_minutes', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await call(testApp, 'POST', '/api/contact', { body: valid(), ip: '198.51.100.1' })).status).toBe(201);
        testApp.clock.advance(MINUTE_MS);
      }
      const refused = await call(testApp, 'POST', '/api/contact', { body: valid(), ip: '198.51.100.1' });
      expect(refused.status).toBe(429);
      expect(await jsonOf(refused)).toEqual({ error: 'Too many messages. Please try again later.', retry_after_minutes: 55 });
      expect(refused.headers.get('retry-after')).toBe(String(55 * 60));
      expect(await rowCount(testApp)).toBe(5);
      expect(testApp.mailer.sent).toHaveLength(5);

      expect((await call(testApp, 'POST', '/api/contact', { body: valid(), ip: '198.51.100.2' })).status).toBe(201);
      testApp.clock.advance(HOUR_MS - 5 * MINUTE_MS + 1);
      expect((await call(testApp, 'POST', '/api/contact', { body: valid(), ip: '198.51.100.1' })).status).toBe(201);
    });

    it('does not count invalid submissions', async () => {
      for (let i = 0; i < 6; i += 1) await call(testApp, 'POST', '/api/contact', { body: valid({ message: 'short' }) });
      expect((await call(testApp, 'POST', '/api/contact', { body: valid() })).status).toBe(201);
    });
  });
});

describe('GET /api/contact/info', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('is public: the support address and the support number (null when unset)', async () => {
    const response = await call(testApp, 'GET', '/api/contact/info');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ support_email: 'support@app.test', support_phone: null });
  });
});


describe('POST /api/contact/dashboard', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const dashboardMessage = { fullName: 'Ana Pérez', email: 'ana@example.com', phone: '+13055550100', subject: 'facturacion', message: 'No veo mi último pago en la cuenta.' };

  it('stores the message as coming from the dashboard with the customer attached, and mails support', async () => {
    const { user } = await createUser(testApp);
    const token = await loginAs(testApp, user.email);
    const response = await call(testApp, 'POST', '/api/contact/dashboard', { token, body: dashboardMessage });
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(contactMessages).limit(1);
    expect(row).toMatchObject({ source: 'dashboard', userId: user.id, subject: 'facturacion' });
    expect(testApp.mailer.sent.at(-1)?.text).toContain('Facturación / Billing');
  });

  it('needs a signed-in customer and a dashboard subject', async () => {
    expect((await call(testApp, 'POST', '/api/contact/dashboard', { body: dashboardMessage })).status).toBe(401);
    const { user } = await createUser(testApp);
    const token = await loginAs(testApp, user.email);
    const wrong = await call(testApp, 'POST', '/api/contact/dashboard', { token, body: { ...dashboardMessage, subject: 'info-planes' } });
    expect(wrong.status).toBe(400);
    expect(await jsonOf(wrong)).toMatchObject({ field: 'subject' });
    expect((await testApp.db.select({ n: count() }).from(contactMessages).limit(1))[0]?.n).toBe(0);
  });
});
