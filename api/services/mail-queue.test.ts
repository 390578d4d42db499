import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../db/schema/mail-queue';
import { createTestApp, type TestApp } from '../test/test-app';
import { DAY_MS, MINUTE_MS } from '../test/test-clock';
import { deliverDueMail, MAIL_MAX_ATTEMPTS, MAIL_SEND_TIMEOUT_MS, mailRetryDelayMs, pruneFailedMail } from './mail-queue';
import { queueMail } from './send-mail';

const MAIL = { to: 'ana@example.com', subject: 'Hola', text: 'text', html: '<p>html</p>' };

describe('the mail queue', () => {
  let testApp: TestApp;
  beforeEach(() => {
    testApp = createTestApp({ mailDelivery: 'background' });
  });
  afterEach(() => testApp.close());

  const rows = () => testApp.db.select().from(mailQueue).all();

  it('keeps a mail until the worker sends it, then forgets it (its body may hold a one-time link)', async () => {
    await queueMail(testApp.deps, { ...MAIL, replyTo: 'eve@example.com' });
    expect(rows()).toMatchObject([{ to: 'ana@example.com', status: 'pending', attempts: 0 }]);
    await testApp.drainMail();
    expect(testApp.mailer.sent).toEqual([{ ...MAIL, replyTo: 'eve@example.com' }]);
    expect(rows()).toEqual([]);
  });

  it('is sent promptly without a drain: queueing kicks the worker', async () => {
    await queueMail(testApp.deps, MAIL);
    await new Promise((resolve) => setImmediate(resolve));
    await testApp.drainMail();
    expect(testApp.mailer.sent).toHaveLength(1);
    expect(rows()).toEqual([]);
  });

  it('retries a failing mailer with growing waits, then gives the mail up and logs each failure', async () => {
    let tries = 0;
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error(`SMTP down ${++tries}`)) };
    await queueMail(testApp.deps, MAIL);
    await testApp.drainMail();
    expect(rows()).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'SMTP down 1' }]);

    // Not tried again before its wait is over.
    testApp.clock.advance(mailRetryDelayMs(1) - 1000);
    await deliverDueMail(testApp.deps);
    expect(tries).toBe(1);

    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      testApp.clock.advance(mailRetryDelayMs(attempt));
      await deliverDueMail(testApp.deps);
    }
    expect(tries).toBe(MAIL_MAX_ATTEMPTS);
    expect(rows()).toMatchObject([{ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: `SMTP down ${MAIL_MAX_ATTEMPTS}` }]);
    const failures = testApp.logs.filter((line) => line.startsWith('[mail] "Hola" to ana@example.com'));
    expect(failures).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(failures.at(-1)).toContain(`try ${MAIL_MAX_ATTEMPTS} failed, given up: SMTP down ${MAIL_MAX_ATTEMPTS}`);

    // Given up means no more tries; after 30 days the row is forgotten.
    testApp.clock.advance(DAY_MS);
    await deliverDueMail(testApp.deps);
    expect(tries).toBe(MAIL_MAX_ATTEMPTS);
    testApp.clock.advance(30 * DAY_MS);
    pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(rows()).toEqual([]);
  });

  it('a failure of one mail does not hold the others back', async () => {
    const send = testApp.mailer.send.bind(testApp.mailer);
    testApp.deps.mailer = { kind: 'memory', send: async (message) => (message.to === 'bad@example.com' ? Promise.reject(new Error('refused')) : send(message)) };
    await queueMail(testApp.deps, { ...MAIL, to: 'bad@example.com' });
    await queueMail(testApp.deps, MAIL);
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
  });

  it('counts the try that gives a mail up as failed, and keeps its reason cut to 500 characters', async () => {
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error(`SMTP says no: ${'x'.repeat(600)}`)) };
    await queueMail(testApp.deps, MAIL);
    testApp.db.update(mailQueue).set({ attempts: MAIL_MAX_ATTEMPTS - 1 }).run();
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(failed!.lastError).toHaveLength(500);
    expect(failed!.lastError!.startsWith('SMTP says no: xxx')).toBe(true);
  });

  it('counts a mailer that does not answer within a minute as a failed try, and lets the next mail go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const send = testApp.mailer.send.bind(testApp.mailer);
      testApp.deps.mailer = { kind: 'memory', send: async (message) => (message.to === 'slow@example.com' ? new Promise<void>(() => undefined) : send(message)) };
      await queueMail(testApp.deps, { ...MAIL, to: 'slow@example.com' });
      await queueMail(testApp.deps, MAIL);
      const run = deliverDueMail(testApp.deps);
      await vi.advanceTimersByTimeAsync(MAIL_SEND_TIMEOUT_MS - 1);
      expect(testApp.mailer.sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await run).toEqual({ sent: 1, retried: 1, failed: 0 });
      expect(rows()).toMatchObject([{ to: 'slow@example.com', status: 'pending', attempts: 1, lastError: 'no answer from the mailer within 60 s' }]);
      // A mail sent in time leaves no timer behind.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a given-up mail only once it is older than the given age', async () => {
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error('refused')) };
    await queueMail(testApp.deps, MAIL);
    testApp.db.update(mailQueue).set({ attempts: MAIL_MAX_ATTEMPTS - 1 }).run();
    await testApp.drainMail();
    testApp.clock.advance(29 * DAY_MS);
    pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(rows()).toMatchObject([{ status: 'failed' }]);
    testApp.clock.advance(DAY_MS);
    pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(rows()).toEqual([]);
  });

  it('waits a minute, doubling, at most two hours between tries', () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(mailRetryDelayMs)).toEqual([1, 2, 4, 8, 16, 120, 120].map((minutes) => minutes * MINUTE_MS));
  });
});
