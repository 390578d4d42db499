import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../../shared/contact/contact-message-schema';
import { SUPPORT_REPLY_MAX_LENGTH } from '../../../../shared/contact/contact-message-schema';
import type { SupportThreadList } from '../../../../shared/contact/support-thread-schema';
import { contactMessageReplies, contactMessages, mailQueue, rateLimitHits, settings, subscriptions, users } from '../../../db/tables';
import { createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../test/test-clock';
import { setSetting } from '../../settings/settings-service';

interface Listing {
  messages: ContactMessage[];
  total: number;
  unread: number;
}

type Customer = 'premium' | 'plus' | 'basic' | 'none';

describe('priority and VIP support (docs/decisions/162)', () => {
  let testApp: TestApp;
  const ids = {} as Record<Customer | 'admin' | 'other', number>;
  const tokens = {} as Record<Customer | 'admin' | 'superadmin' | 'other', string>;
  let ipCounter = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const name of ['premium', 'plus', 'basic', 'none', 'other'] as const) {
      const { user } = await createUser(testApp, { email: `${name}@example.com`, firstName: name[0]!.toUpperCase() + name.slice(1) });
      ids[name] = user.id;
      tokens[name] = await loginAs(testApp, user.email);
    }
    for (const plan of ['premium', 'plus', 'basic'] as const) await createSubscription(testApp, ids[plan], { planType: plan });
    const { user: admin } = await createUser(testApp, { email: 'admin@example.com', role: 'admin', firstName: 'Marta' });
    ids.admin = admin.id;
    tokens.admin = await loginAs(testApp, admin.email);
    await createUser(testApp, { email: 'super@example.com', role: 'superadmin' });
    tokens.superadmin = await loginAs(testApp, 'super@example.com');
  });
  beforeEach(async () => {
    await testApp.db.delete(contactMessageReplies);
    await testApp.db.delete(contactMessages);
    await testApp.db.delete(rateLimitHits);
    await testApp.db.delete(settings);
    await testApp.db.delete(mailQueue);
    testApp.mailer.sent.length = 0;
  });
  afterAll(() => testApp.close());

  const nextIp = () => `198.51.100.${(ipCounter += 1) % 250}`;
  const form = (name: string, overrides: Record<string, unknown> = {}) => ({
    fullName: `${name} Cliente`,
    email: `${name}@example.com`,
    subject: 'soporte',
    message: `Mensaje de ${name} para soporte`,
    ...overrides,
  });
  /** A dashboard message from this customer; the clock then moves on a minute. */
  const sendFrom = async (customer: Customer | 'other', overrides: Record<string, unknown> = {}) => {
    const response = await call(testApp, 'POST', '/api/contact/dashboard', { token: tokens[customer], body: form(customer, overrides), ip: nextIp() });
    expect(response.status).toBe(201);
    testApp.clock.advance(MINUTE_MS);
  };
  const inbox = async (token = tokens.admin) => jsonOf<Listing>(await call(testApp, 'GET', '/api/contact-messages', { token }));
  const storedRows = () => testApp.db.select().from(contactMessages);
  const reply = (id: number, body: unknown, token = tokens.admin, headers: Record<string, string> = {}) =>
    call(testApp, 'POST', `/api/contact-messages/${id}/replies`, { token, body: { body }, headers });

  describe('the tier stored at sending', () => {
    it.each([
      ['premium', 'vip', 2],
      ['plus', 'priority', 8],
      ['basic', 'standard', 24],
      ['none', 'standard', 24],
    ] as const)('a %s customer\'s message is %s, promised %i hours', async (customer, tier, hours) => {
      await sendFrom(customer);
      expect(await storedRows()).toEqual([expect.objectContaining({ userId: ids[customer], supportTier: tier, responseHours: hours })]);
      const [message] = (await inbox()).messages;
      expect(message).toMatchObject({ support_tier: tier, response_hours: hours });
      expect(new Date(message!.respond_by).getTime() - new Date(message!.created_at).getTime()).toBe(hours * HOUR_MS);
    });

    it('is standard for the public form without an account, and the plan\'s for a signed-in sender there', async () => {
      const publicForm = form('anon', { subject: 'otros' });
      expect((await call(testApp, 'POST', '/api/contact', { body: publicForm, ip: nextIp() })).status).toBe(201);
      expect((await call(testApp, 'POST', '/api/contact', { body: publicForm, token: tokens.premium, ip: nextIp() })).status).toBe(201);
      expect((await storedRows()).map((row) => [row.userId, row.supportTier, row.responseHours])).toEqual([
        [null, 'standard', 24],
        [ids.premium, 'vip', 2],
      ]);
    });

    it('tells support the tier in the mail: a tag in the Subject above standard, and a row with the hours', async () => {
      await sendFrom('premium');
      await sendFrom('plus');
      await sendFrom('basic');
      const [vip, priority, standard] = testApp.mailer.sent;
      expect(vip?.subject).toBe('[Miami Drop] [VIP] Soporte / Support - premium Cliente');
      expect(vip?.text).toContain('Soporte / Support: VIP · 2 h');
      expect(priority?.subject).toBe('[Miami Drop] [Priority] Soporte / Support - plus Cliente');
      expect(standard?.subject).toBe('[Miami Drop] Soporte / Support - basic Cliente');
      expect(standard?.text).toContain('Soporte / Support: Estándar / Standard · 24 h');
    });

    it('counts a plan whose access has ended as none', async () => {
      const { user } = await createUser(testApp, { email: 'lapsed@example.com' });
      const past = new Date(testApp.clock.now().getTime() - DAY_MS);
      await createSubscription(testApp, user.id, { planType: 'premium', status: 'expired', accessUntil: past, nextBillingDate: null });
      const token = await loginAs(testApp, user.email);
      expect((await call(testApp, 'POST', '/api/contact/dashboard', { token, body: form('lapsed'), ip: nextIp() })).status).toBe(201);
      expect((await storedRows())[0]).toMatchObject({ supportTier: 'standard', responseHours: 24 });
    });

    it('keeps the tier and the promise of the moment it was sent when the plan or the targets change later', async () => {
      await sendFrom('plus');
      await setSetting(testApp.db, 'support_response_hours', { vip: 1, priority: 4, standard: 12 }, ids.admin, testApp.clock.now());
      const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, ids.plus));
      await testApp.db.update(subscriptions).set({ planType: 'premium' }).where(eq(subscriptions.id, subscription!.id));
      try {
        await sendFrom('plus');
        const [newer, older] = (await testApp.db.select().from(contactMessages)).sort((a, b) => b.id - a.id);
        expect(older).toMatchObject({ supportTier: 'priority', responseHours: 8 });
        expect(newer).toMatchObject({ supportTier: 'vip', responseHours: 1 });
      } finally {
        await testApp.db.update(subscriptions).set({ planType: 'plus' }).where(eq(subscriptions.id, subscription!.id));
      }
    });
  });

  describe('the staff inbox order', () => {
    it('lists VIP, then priority, then the rest, oldest first in each, then the handled ones newest first', async () => {
      await sendFrom('basic', { message: 'standard, the oldest of all' });
      await sendFrom('plus', { message: 'priority, older' });
      await sendFrom('premium', { message: 'vip, older' });
      await sendFrom('none', { message: 'standard, newer' });
      await sendFrom('plus', { message: 'priority, newer' });
      await sendFrom('premium', { message: 'vip, newer' });
      await sendFrom('premium', { message: 'vip, handled first' });
      await sendFrom('basic', { message: 'standard, handled later' });
      const rows = await storedRows();
      for (const text of ['vip, handled first', 'standard, handled later']) {
        const row = rows.find((candidate) => candidate.message === text)!;
        expect((await call(testApp, 'PUT', `/api/contact-messages/${row.id}/handled`, { token: tokens.admin, body: { handled: true } })).status).toBe(200);
      }
      const listing = await inbox();
      expect(listing).toMatchObject({ total: 8, unread: 6 });
      expect(listing.messages.map((message) => message.message)).toEqual([
        'vip, older',
        'vip, newer',
        'priority, older',
        'priority, newer',
        'standard, the oldest of all',
        'standard, newer',
        'standard, handled later',
        'vip, handled first',
      ]);
      expect(listing.messages.map((message) => message.support_tier)).toEqual(['vip', 'vip', 'priority', 'priority', 'standard', 'standard', 'standard', 'vip']);
    });

    it('pages through that order', async () => {
      await sendFrom('basic', { message: 'the standard one' });
      await sendFrom('premium', { message: 'the vip one, newest' });
      await sendFrom('plus', { message: 'the priority one' });
      const page = await jsonOf<Listing>(await call(testApp, 'GET', '/api/contact-messages?limit=2&offset=1', { token: tokens.admin }));
      expect(page.messages.map((message) => message.message)).toEqual(['the priority one', 'the standard one']);
    });
  });

  describe('POST /api/contact-messages/{id}/replies', () => {
    const onlyMessage = async () => (await storedRows())[0]!;

    it('keeps the reply in the thread, marks the message handled and mails the sender in their language', async () => {
      await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, ids.premium));
      try {
        await sendFrom('premium', { email: 'premium.contact@example.com' });
        const { id } = await onlyMessage();
        const response = await reply(id, '  Hi! Your package is on its way.\nIt arrives on Friday.  ');
        expect(response.status).toBe(201);
        const answer = await jsonOf<{ reply: ContactMessage['replies'][number]; message: ContactMessage }>(response);
        const now = testApp.clock.now().toISOString();
        expect(answer.reply).toEqual({ id: expect.any(Number), body: 'Hi! Your package is on its way.\nIt arrives on Friday.', author_name: 'Marta Tester', created_at: now });
        expect(answer.message).toMatchObject({ id, read_at: now, replies: [answer.reply] });

        expect(await testApp.db.select().from(contactMessageReplies)).toEqual([
          expect.objectContaining({ messageId: id, authorId: ids.admin, body: 'Hi! Your package is on its way.\nIt arrives on Friday.' }),
        ]);
        expect((await onlyMessage()).readAt).toEqual(testApp.clock.now());

        const mail = testApp.mailer.sent.find((sent) => sent.to === 'premium.contact@example.com')!;
        expect(mail.subject).toBe('Reply to your message - Miami Drop');
        expect(mail.replyTo).toBe('support@app.test');
        expect(mail.text).toContain('Hi Premium,');
        expect(mail.text).toContain('Technical support');
        expect(mail.text).toContain('Hi! Your package is on its way.\n\nIt arrives on Friday.');
        expect(mail.text).toContain('http://app.test/dashboard/account');
      } finally {
        await testApp.db.update(users).set({ language: 'es' }).where(eq(users.id, ids.premium));
      }
    });

    it('answers a public message without an account in Spanish, with no link into the app', async () => {
      expect((await call(testApp, 'POST', '/api/contact', { body: form('anon', { subject: 'info-planes' }), ip: nextIp() })).status).toBe(201);
      const { id } = await onlyMessage();
      expect((await reply(id, 'Hola, el plan Premium incluye soporte VIP.')).status).toBe(201);
      const mail = testApp.mailer.sent.find((sent) => sent.to === 'anon@example.com')!;
      expect(mail.subject).toBe('Respuesta a tu mensaje - Miami Drop');
      expect(mail.text).toContain('Hola, anon Cliente:');
      expect(mail.text).toContain('Información sobre planes');
      expect(mail.text).toContain('Si necesitas algo más, responde a este email.');
      expect(mail.text).not.toContain('/dashboard');
    });

    it('adds further replies to the thread, oldest first, and keeps the first handling time', async () => {
      await sendFrom('plus');
      const { id } = await onlyMessage();
      expect((await call(testApp, 'PUT', `/api/contact-messages/${id}/handled`, { token: tokens.admin, body: { handled: true } })).status).toBe(200);
      const handledAt = testApp.clock.now().toISOString();
      testApp.clock.advance(HOUR_MS);
      expect((await reply(id, 'Primera respuesta')).status).toBe(201);
      testApp.clock.advance(MINUTE_MS);
      const second = await jsonOf<{ message: ContactMessage }>(await reply(id, 'Segunda respuesta', tokens.superadmin));
      expect(second.message.read_at).toBe(handledAt);
      expect(second.message.replies.map((entry) => entry.body)).toEqual(['Primera respuesta', 'Segunda respuesta']);
      expect((await inbox()).messages[0]?.replies.map((entry) => entry.body)).toEqual(['Primera respuesta', 'Segunda respuesta']);
    });

    it('lets only staff reply: 401 without a session, 403 for a customer, even the sender', async () => {
      await sendFrom('premium');
      const { id } = await onlyMessage();
      const anonymous = await call(testApp, 'POST', `/api/contact-messages/${id}/replies`, { body: { body: 'Hola' } });
      expect(anonymous.status).toBe(401);
      expect(await jsonOf(anonymous)).toEqual({ error: 'Authentication required' });
      for (const customer of ['premium', 'other'] as const) {
        const refused = await reply(id, 'Me respondo solo', tokens[customer]);
        expect(refused.status).toBe(403);
        expect(await jsonOf(refused)).toEqual({ error: 'You do not have permission to do this' });
      }
      expect(await testApp.db.select().from(contactMessageReplies)).toEqual([]);
      expect((await onlyMessage()).readAt).toBeNull();
    });

    it('answers 404 for an unknown message and stores or mails nothing', async () => {
      const response = await reply(999_999, 'Hola');
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ error: 'Not found' });
      expect((await call(testApp, 'POST', '/api/contact-messages/abc/replies', { token: tokens.admin, body: { body: 'Hola' } })).status).toBe(404);
      expect(testApp.mailer.sent).toEqual([]);
    });

    it.each([
      ['an empty body', '', 'This field is required'],
      ['only spaces', '   \n  ', 'This field is required'],
      ['a body past the limit', 'x'.repeat(SUPPORT_REPLY_MAX_LENGTH + 1), 'This field is too long'],
      ['a number', 42, 'This field is required'],
    ])('refuses %s with 400 naming the field', async (_name, body, error) => {
      await sendFrom('basic');
      const { id } = await onlyMessage();
      testApp.mailer.sent.length = 0;
      const response = await reply(id, body);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ error, field: 'body' });
      expect(await testApp.db.select().from(contactMessageReplies)).toEqual([]);
      expect(testApp.mailer.sent).toEqual([]);
    });

    it('refuses a request without a body field, and takes the longest body allowed', async () => {
      await sendFrom('basic');
      const { id } = await onlyMessage();
      const missing = await call(testApp, 'POST', `/api/contact-messages/${id}/replies`, { token: tokens.admin, body: {} });
      expect(missing.status).toBe(400);
      expect(await jsonOf(missing)).toMatchObject({ field: 'body' });
      expect((await reply(id, 'y'.repeat(SUPPORT_REPLY_MAX_LENGTH))).status).toBe(201);
    });

    it('stores and mails a reply once for a repeated Idempotency-Key', async () => {
      await sendFrom('plus');
      const { id } = await onlyMessage();
      const headers = { 'Idempotency-Key': 'reply-attempt-1' };
      const first = await reply(id, 'Una sola vez', tokens.admin, headers);
      const again = await reply(id, 'Una sola vez', tokens.admin, headers);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await jsonOf(again)).toEqual(await jsonOf(first));
      expect(await testApp.db.select().from(contactMessageReplies)).toHaveLength(1);
      expect(testApp.mailer.sent.filter((sent) => sent.to === 'plus@example.com')).toHaveLength(1);
      expect((await reply(id, 'Otro texto', tokens.admin, headers)).status).toBe(422);
    });
  });

  describe('GET /api/support/messages', () => {
    const threadsOf = async (token: string) => {
      const response = await call(testApp, 'GET', '/api/support/messages', { token });
      expect(response.status).toBe(200);
      return jsonOf<SupportThreadList>(response);
    };

    it('needs a session', async () => {
      const response = await call(testApp, 'GET', '/api/support/messages');
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toEqual({ error: 'Authentication required' });
    });

    it('shows the customer their own messages newest first with the replies, never another customer\'s', async () => {
      await sendFrom('premium', { message: 'Mi primer mensaje a soporte' });
      expect((await call(testApp, 'POST', '/api/contact', { body: form('premium', { subject: 'otros', message: 'Desde la página pública' }), token: tokens.premium, ip: nextIp() })).status).toBe(201);
      await sendFrom('other', { message: 'El mensaje de otra persona' });
      const first = (await storedRows()).find((row) => row.message === 'Mi primer mensaje a soporte')!;
      testApp.clock.advance(HOUR_MS);
      expect((await reply(first.id, 'Ya lo revisamos.')).status).toBe(201);

      const mine = await threadsOf(tokens.premium);
      expect(mine).toMatchObject({ support_tier: 'vip', response_hours: 2, total: 2, limit: 20, offset: 0 });
      expect(mine.threads.map((thread) => thread.message)).toEqual(['Desde la página pública', 'Mi primer mensaje a soporte']);
      expect(mine.threads[1]).toEqual({
        id: first.id,
        subject: 'soporte',
        message: 'Mi primer mensaje a soporte',
        support_tier: 'vip',
        response_hours: 2,
        respond_by: new Date(first.createdAt.getTime() + 2 * HOUR_MS).toISOString(),
        created_at: first.createdAt.toISOString(),
        handled_at: testApp.clock.now().toISOString(),
        replies: [{ id: expect.any(Number), body: 'Ya lo revisamos.', created_at: testApp.clock.now().toISOString() }],
      });
      expect(JSON.stringify(mine)).not.toContain('Marta');

      const theirs = await threadsOf(tokens.other);
      expect(theirs).toMatchObject({ support_tier: 'standard', response_hours: 24, total: 1 });
      expect(theirs.threads.map((thread) => thread.message)).toEqual(['El mensaje de otra persona']);
      expect(theirs.threads[0]?.replies).toEqual([]);
    });

    it('tells each customer the promise of their plan now, from the settings', async () => {
      await setSetting(testApp.db, 'support_response_hours', { vip: 1, priority: 6, standard: 48 }, ids.admin, testApp.clock.now());
      expect(await threadsOf(tokens.premium)).toMatchObject({ support_tier: 'vip', response_hours: 1, threads: [], total: 0 });
      expect(await threadsOf(tokens.plus)).toMatchObject({ support_tier: 'priority', response_hours: 6 });
      expect(await threadsOf(tokens.basic)).toMatchObject({ support_tier: 'standard', response_hours: 48 });
      expect(await threadsOf(tokens.none)).toMatchObject({ support_tier: 'standard', response_hours: 48 });
    });

    it('shows staff only their own messages, none of the inbox', async () => {
      await sendFrom('basic');
      expect(await threadsOf(tokens.admin)).toMatchObject({ threads: [], total: 0 });
    });

    it.each(['limit=0', 'limit=101', 'offset=-1'])('refuses %s with 400', async (query) => {
      const response = await call(testApp, 'GET', `/api/support/messages?${query}`, { token: tokens.basic });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ error: 'Invalid request' });
    });
  });
});

describe('a reply goes through the mail queue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ mailDelivery: 'background' });
  });
  afterAll(() => testApp.close());

  it('is queued for the sender when answered, and sent by the queue', async () => {
    const { user } = await createUser(testApp, { email: 'queued@example.com' });
    const token = await loginAs(testApp, user.email);
    const { user: admin } = await createUser(testApp, { email: 'staff@example.com', role: 'admin' });
    const staffToken = await loginAs(testApp, admin.email);
    const body = { fullName: 'Queued Cliente', email: 'queued@example.com', subject: 'general', message: 'Una consulta para soporte' };
    expect((await call(testApp, 'POST', '/api/contact/dashboard', { token, body })).status).toBe(201);
    const [message] = await testApp.db.select().from(contactMessages);
    expect((await call(testApp, 'POST', `/api/contact-messages/${message!.id}/replies`, { token: staffToken, body: { body: 'Respuesta en cola' } })).status).toBe(201);
    expect(await testApp.db.select().from(mailQueue).where(eq(mailQueue.to, 'queued@example.com'))).toEqual([
      expect.objectContaining({ status: 'pending', subject: 'Respuesta a tu mensaje - Miami Drop', replyTo: 'support@app.test' }),
    ]);
    expect(testApp.mailer.sent.filter((sent) => sent.to === 'queued@example.com')).toEqual([]);
    await testApp.drainMail();
    expect(testApp.mailer.sent.filter((sent) => sent.to === 'queued@example.com').map((sent) => sent.subject)).toEqual(['Respuesta a tu mensaje - Miami Drop']);
  });
});
