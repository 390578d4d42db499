import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 27 item 1 (docs/decisions/139): attempts sent all at once must meet the same limits as attempts sent one after
 * the other. Each burst is fired with Promise.all, so every request reaches its limit check before any has finished.
 */
describe('limits hold against bursts', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const burst = async (requests: Array<() => Response | Promise<Response>>) => {
    const statuses = (await Promise.all(requests.map((send) => send()))).map((response) => response.status);
    return { statuses, count: (status: number) => statuses.filter((seen) => seen === status).length };
  };
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  const login = (email: string, password: string, ip: string) => () => call(testApp, 'POST', '/api/login', { body: { email, password }, ip });

  describe('sign-in (docs/decisions/113)', () => {
    it('40 wrong passwords for one account from one address: the free 3 are checked, the rest refused', async () => {
      await createUser(testApp, { email: 'target@example.com' });
      const { count } = await burst(times(40, (i) => login('target@example.com', `wrong-${i}`, '203.0.113.66')));
      expect(count(401)).toBe(3);
      expect(count(429)).toBe(37);
    });

    it('40 unknown accounts sprayed from one address: 20 checked, the rest refused', async () => {
      const { count } = await burst(times(40, (i) => login(`stranger${i}@example.com`, 'Password1', '203.0.113.66')));
      expect(count(401)).toBe(20);
      expect(count(429)).toBe(20);
    });

    it('one account from 60 addresses at once: 30 checked, the rest refused', async () => {
      await createUser(testApp, { email: 'famous@example.com' });
      const { count } = await burst(times(60, (i) => login('famous@example.com', `guess-${i}`, `198.51.100.${i + 1}`)));
      expect(count(401)).toBe(30);
      expect(count(429)).toBe(30);
    });

    it('an attempt that succeeds gives its place back: 10 sign-ins at once leave the address its 20 failures', async () => {
      const owners = await Promise.all(times(10, (i) => createUser(testApp, { email: `clerk${i}@example.com` })));
      const signIns = await burst(owners.map(({ user }) => login(user.email, DEFAULT_TEST_PASSWORD, '192.0.2.44')));
      expect(signIns.count(200)).toBe(10);
      const junk = await burst(times(25, (i) => login(`junk${i}@example.com`, 'guess', '192.0.2.44')));
      expect(junk.count(401)).toBe(20);
    });
  });

  it('resend confirmation: one address asked from 10 client addresses at once gets 3 mails', async () => {
    await createUser(testApp, { email: 'wait@example.com', verified: false });
    const { count } = await burst(times(10, (i) => () => call(testApp, 'POST', '/api/users/resend-confirmation', { body: { email: 'wait@example.com' }, ip: `198.51.100.${i + 1}` })));
    expect(count(200)).toBe(3);
    expect(count(429)).toBe(7);
    expect(testApp.mailer.sent.filter((mail) => mail.to === 'wait@example.com')).toHaveLength(3);
  });

  describe('password reset', () => {
    const request = (email: string, ip: string) => () => call(testApp, 'POST', '/api/password-reset/request', { body: { email }, ip });

    it('30 requests from one address at once: 20 answered, the rest refused', async () => {
      const { count } = await burst(times(30, (i) => request(`someone${i}@example.com`, '203.0.113.66')));
      expect(count(200)).toBe(20);
      expect(count(429)).toBe(10);
    });

    it('one account asked from 10 client addresses at once gets 5 links', async () => {
      await createUser(testApp, { email: 'forgot@example.com' });
      const { count } = await burst(times(10, (i) => request('forgot@example.com', `198.51.100.${i + 1}`)));
      expect(count(200)).toBe(10);
      expect(testApp.mailer.sent.filter((mail) => mail.to === 'forgot@example.com')).toHaveLength(5);
    });
  });

  it('contact: 12 messages from one address at once, 5 stored', async () => {
    const message = { fullName: 'Lucía Fernández', email: 'lucia@example.com', subject: 'info-planes', message: '¿El plan Estándar incluye envío?' };
    const { count } = await burst(times(12, () => () => call(testApp, 'POST', '/api/contact', { body: message, ip: '203.0.113.66' })));
    expect(count(201)).toBe(5);
    expect(count(429)).toBe(7);
  });

  it('newsletter: 15 sign-ups from one address at once, 10 taken', async () => {
    const { count } = await burst(times(15, (i) => () => call(testApp, 'POST', '/api/newsletter', { body: { email: `reader${i}@example.com` }, ip: '203.0.113.66' })));
    expect(count(201)).toBe(10);
    expect(count(429)).toBe(5);
  });
});
