import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSignups } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS } from '../../../test/test-clock';

const SUBSCRIBED = { message: 'Thank you for subscribing!' };
const rows = async (testApp: TestApp) => await testApp.db.select().from(newsletterSignups);

describe('POST /api/newsletter', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('stores a new address (lowercased) with its language and answers 201', async () => {
    const response = await call(testApp, 'POST', '/api/newsletter', { body: { email: ' Viajero@Example.com ', language: 'en' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(SUBSCRIBED);
    expect(await rows(testApp)).toEqual([expect.objectContaining({ email: 'viajero@example.com', language: 'en', createdAt: testApp.clock.now() })]);
    expect(testApp.mailer.sent).toHaveLength(0);
  });

  it('defaults the language to Spanish', async () => {
    await call(testApp, 'POST', '/api/newsletter', { body: { email: 'a@b' } });
    expect((await rows(testApp))[0]?.language).toBe('es');
  });

  it('answers 200 with the same body for an address already signed up, keeping one row', async () => {
    await call(testApp, 'POST', '/api/newsletter', { body: { email: 'dup@example.com' } });
    const again = await call(testApp, 'POST', '/api/newsletter', { body: { email: 'DUP@example.com', language: 'en' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(SUBSCRIBED);
    expect(await rows(testApp)).toEqual([expect.objectContaining({ email: 'dup@example.com', language: 'es' })]);
  });

  it.each([
    ['missing', {}, 'Email is required'],
    ['blank', { email: '   ' }, 'Email is required'],
    ['without an at sign', { email: 'viajero.example.com' }, 'Please enter a valid email address'],
  ])('refuses an e-mail %s with 400', async (_name, body, error) => {
    const response = await call(testApp, 'POST', '/api/newsletter', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field: 'email' });
    expect(await rows(testApp)).toEqual([]);
  });

  it('refuses an unknown language', async () => {
    const response = await call(testApp, 'POST', '/api/newsletter', { body: { email: 'a@b', language: 'fr' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request', field: 'language' });
  });

  it('takes 10 sign-ups per client address per hour, then 429', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await call(testApp, 'POST', '/api/newsletter', { body: { email: `n${i}@example.com` }, ip: '198.51.100.9' })).status).toBe(201);
    }
    const refused = await call(testApp, 'POST', '/api/newsletter', { body: { email: 'late@example.com' }, ip: '198.51.100.9' });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toEqual({ error: 'Too many sign-ups. Please try again later.', retry_after_minutes: 60 });
    expect(await rows(testApp)).toHaveLength(10);
    expect((await call(testApp, 'POST', '/api/newsletter', { body: { email: 'other@example.com' }, ip: '198.51.100.10' })).status).toBe(201);
    testApp.clock.advance(HOUR_MS + 1);
    expect((await call(testApp, 'POST', '/api/newsletter', { body: { email: 'late@example.com' }, ip: '198.51.100.9' })).status).toBe(201);
  });
});

describe('GET /api/newsletter (staff)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('is for staff only and lists the addresses newest first', async () => {
    await createUser(testApp, { email: 'regular@example.com' });
    await createUser(testApp, { email: 'admin@example.com', role: 'admin' });
    await call(testApp, 'POST', '/api/newsletter', { body: { email: 'first@example.com' } });
    testApp.clock.advance(1000);
    await call(testApp, 'POST', '/api/newsletter', { body: { email: 'second@example.com', language: 'en' } });

    expect((await call(testApp, 'GET', '/api/newsletter')).status).toBe(401);
    expect((await call(testApp, 'GET', '/api/newsletter', { token: await loginAs(testApp, 'regular@example.com') })).status).toBe(403);
    const response = await call(testApp, 'GET', '/api/newsletter', { token: await loginAs(testApp, 'admin@example.com') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      signups: [
        { id: expect.any(Number), email: 'second@example.com', language: 'en', created_at: expect.any(String) },
        { id: expect.any(Number), email: 'first@example.com', language: 'es', created_at: expect.any(String) },
      ],
      total: 2,
      limit: 20,
      offset: 0,
    });
  });
});
