import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, rateLimitHits } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { MINUTE_MS } from '../../../test/test-clock';

interface Listing {
  messages: Array<Record<string, unknown>>;
  total: number;
  limit: number;
  offset: number;
}

describe('GET /api/contact-messages (staff)', () => {
  let testApp: TestApp;
  let tokens: Record<'regular' | 'admin' | 'superadmin', string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await createUser(testApp, { email: 'regular@example.com' });
    await createUser(testApp, { email: 'admin@example.com', role: 'admin' });
    await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    tokens = {
      regular: await loginAs(testApp, 'regular@example.com'),
      admin: await loginAs(testApp, 'admin@example.com'),
      superadmin: await loginAs(testApp, 'super@example.com'),
    };
  });
  beforeEach(async () => {
    await testApp.db.delete(contactMessages);
    await testApp.db.delete(rateLimitHits);
  });
  afterAll(() => testApp.close());

  const send = async (name: string) => {
    const body = { fullName: name, email: `${name.toLowerCase()}@example.com`, subject: 'otros', message: `Mensaje de ${name} para soporte` };
    expect((await call(testApp, 'POST', '/api/contact', { body, ip: `198.51.100.${name.length}` })).status).toBe(201);
    testApp.clock.advance(MINUTE_MS);
  };

  it('answers 401 to an anonymous caller and 403 to a regular user', async () => {
    const anonymous = await call(testApp, 'GET', '/api/contact-messages');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' });
    const regular = await call(testApp, 'GET', '/api/contact-messages', { token: tokens.regular });
    expect(regular.status).toBe(403);
    expect(await regular.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  // Not handled yet and of one tier: the longest waiting first (support-replies.test.ts has the tiers' order).
  it.each(['admin', 'superadmin'] as const)('lists the messages waiting, oldest first, for %s', async (role) => {
    await send('Ana');
    await send('Bruno');
    const response = await call(testApp, 'GET', '/api/contact-messages', { token: tokens[role] });
    expect(response.status).toBe(200);
    const listing = await jsonOf<Listing>(response);
    expect(listing).toMatchObject({ total: 2, unread: 2, limit: 20, offset: 0 });
    expect(listing.messages.map((message) => message.full_name)).toEqual(['Ana', 'Bruno']);
    expect(listing.messages[1]).toEqual({
      id: expect.any(Number),
      source: 'public',
      user_id: null,
      full_name: 'Bruno',
      email: 'bruno@example.com',
      phone: null,
      subject: 'otros',
      message: 'Mensaje de Bruno para soporte',
      support_tier: 'standard',
      response_hours: 24,
      respond_by: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      replies: [],
    });
  });

  it('pages with limit and offset', async () => {
    for (const name of ['Ana', 'Bruno', 'Carla']) await send(name);
    const page = await jsonOf<Listing>(await call(testApp, 'GET', '/api/contact-messages?limit=2&offset=1', { token: tokens.admin }));
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.messages.map((message) => message.full_name)).toEqual(['Bruno', 'Carla']);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5'])('refuses %s with 400', async (query) => {
    const response = await call(testApp, 'GET', `/api/contact-messages?${query}`, { token: tokens.admin });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ error: 'Invalid request' });
  });

  it('marks a message handled and back, counting the ones still unread', async () => {
    await send('Ana');
    await send('Bruno');
    const [, bruno] = (await jsonOf<Listing>(await call(testApp, 'GET', '/api/contact-messages', { token: tokens.admin }))).messages;
    const handled = await call(testApp, 'PUT', `/api/contact-messages/${bruno!.id}/handled`, { token: tokens.admin, body: { handled: true } });
    expect(handled.status).toBe(200);
    const { message } = await jsonOf<{ message: { read_at: string | null } }>(handled);
    expect(message.read_at).toBe(testApp.clock.now().toISOString());
    testApp.clock.advance(MINUTE_MS);
    await call(testApp, 'PUT', `/api/contact-messages/${bruno!.id}/handled`, { token: tokens.admin, body: { handled: true } });
    const listing = await jsonOf<Listing & { unread: number }>(await call(testApp, 'GET', '/api/contact-messages', { token: tokens.admin }));
    expect(listing.unread).toBe(1);
    // The handled one goes after the ones still waiting.
    expect(listing.messages.map((entry) => [entry.full_name, entry.read_at])).toEqual([['Ana', null], ['Bruno', message.read_at]]);
    await call(testApp, 'PUT', `/api/contact-messages/${bruno!.id}/handled`, { token: tokens.superadmin, body: { handled: false } });
    expect((await jsonOf<Listing & { unread: number }>(await call(testApp, 'GET', '/api/contact-messages', { token: tokens.admin }))).unread).toBe(2);
  });

  it('lets only staff mark messages, and refuses an unknown one or a bad body', async () => {
    await send('Ana');
    const [ana] = (await jsonOf<Listing>(await call(testApp, 'GET', '/api/contact-messages', { token: tokens.admin }))).messages;
    expect((await call(testApp, 'PUT', `/api/contact-messages/${ana!.id}/handled`, { body: { handled: true } })).status).toBe(401);
    expect((await call(testApp, 'PUT', `/api/contact-messages/${ana!.id}/handled`, { token: tokens.regular, body: { handled: true } })).status).toBe(403);
    expect((await call(testApp, 'PUT', '/api/contact-messages/999999/handled', { token: tokens.admin, body: { handled: true } })).status).toBe(404);
    expect((await call(testApp, 'PUT', `/api/contact-messages/${ana!.id}/handled`, { token: tokens.admin, body: { handled: 'yes' } })).status).toBe(400);
  });
});
