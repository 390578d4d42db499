import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../db/tables';
import { createTestApp, onSqlite, type TestApp } from '../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../test/test-clock';
import type { MailMessage } from '../../adapters/mail/mailer';
import { deliverDueMail, MAIL_MAX_ATTEMPTS, MAIL_SEND_LEASE_MS, MAIL_SEND_TIMEOUT_MS, mailRetryDelayMs, pruneFailedMail } from './mail-queue';
import { mailWorkerOf } from './mail-worker';
import { queueMail } from './send-mail';

const MAIL = { to: 'ana@example.com', subject: 'Hola', text: 'text', html: '<p>html</p>' };
const MESSAGE_ID = /^<[0-9a-f-]{36}@app\.test>$/;

describe('the mail queue', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ mailDelivery: 'background' });
  });
  afterEach(() => testApp.close());

  const rows = async () => await testApp.db.select().from(mailQueue).orderBy(asc(mailQueue.id));

  it('keeps a mail until the worker sends it, then forgets it (its body may hold a one-time link)', async () => {
    await queueMail(testApp.deps, { ...MAIL, replyTo: 'eve@example.com' });
    expect(await rows()).toMatchObject([{ to: 'ana@example.com', status: 'pending', attempts: 0 }]);
    await testApp.drainMail();
    expect(testApp.mailer.sent).toEqual([{ ...MAIL, replyTo: 'eve@example.com', messageId: expect.stringMatching(MESSAGE_ID) }]);
    expect(await rows()).toEqual([]);
  });

  it('is sent promptly without a drain: queueing kicks the worker', async () => {
    await queueMail(testApp.deps, MAIL);
    await new Promise((resolve) => setImmediate(resolve));
    await testApp.drainMail();
    expect(testApp.mailer.sent).toHaveLength(1);
    expect(await rows()).toEqual([]);
  });

  it('retries a failing mailer with growing waits, then gives the mail up and logs each failure', async () => {
    let tries = 0;
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error(`SMTP down ${++tries}`)) };
    await queueMail(testApp.deps, MAIL);
    await testApp.drainMail();
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'SMTP down 1' }]);

    // Not tried again before its wait is over.
    testApp.clock.advance(mailRetryDelayMs(1) - 1000);
    await deliverDueMail(testApp.deps);
    expect(tries).toBe(1);

    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      testApp.clock.advance(mailRetryDelayMs(attempt));
      await deliverDueMail(testApp.deps);
    }
    expect(tries).toBe(MAIL_MAX_ATTEMPTS);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: `SMTP down ${MAIL_MAX_ATTEMPTS}` }]);
    const failures = testApp.logs.filter((line) => line.startsWith('"Hola" to a***@example.com'));
    expect(failures).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(failures.at(-1)).toContain(`try ${MAIL_MAX_ATTEMPTS} failed, given up: SMTP down ${MAIL_MAX_ATTEMPTS}`);

    // Given up means no more tries; after 30 days the row is forgotten.
    testApp.clock.advance(DAY_MS);
    await deliverDueMail(testApp.deps);
    expect(tries).toBe(MAIL_MAX_ATTEMPTS);
    testApp.clock.advance(30 * DAY_MS);
    await pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(await rows()).toEqual([]);
  });

  it('a failure of one mail does not hold the others back', async () => {
    // Only this run sends: the pass that queueing kicks would count them instead.
    mailWorkerOf(testApp.deps).stop();
    const send = testApp.mailer.send.bind(testApp.mailer);
    testApp.deps.mailer = { kind: 'memory', send: async (message) => (message.to === 'bad@example.com' ? Promise.reject(new Error('refused')) : send(message)) };
    await queueMail(testApp.deps, { ...MAIL, to: 'bad@example.com' });
    await queueMail(testApp.deps, MAIL);
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
  });

  it('counts the try that gives a mail up as failed, and keeps its reason cut to 500 characters', async () => {
    mailWorkerOf(testApp.deps).stop();
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error(`SMTP says no: ${'x'.repeat(600)}`)) };
    await queueMail(testApp.deps, MAIL);
    await testApp.db.update(mailQueue).set({ attempts: MAIL_MAX_ATTEMPTS - 1 });
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(failed!.lastError).toHaveLength(500);
    expect(failed!.lastError!.startsWith('SMTP says no: xxx')).toBe(true);
  });

  it('counts a mailer that does not answer within a minute as a failed try, and lets the next mail go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Only this run sends: the pass that queueing kicks would take the next mail while the slow one is in flight.
    mailWorkerOf(testApp.deps).stop();
    try {
      const send = testApp.mailer.send.bind(testApp.mailer);
      let slowHanded!: () => void;
      const handed = new Promise<void>((resolve) => (slowHanded = resolve));
      testApp.deps.mailer = {
        kind: 'memory',
        send: async (message) => {
          if (message.to !== 'slow@example.com') return send(message);
          slowHanded();
          return new Promise<void>(() => undefined);
        },
      };
      await queueMail(testApp.deps, { ...MAIL, to: 'slow@example.com' });
      await queueMail(testApp.deps, MAIL);
      const run = deliverDueMail(testApp.deps);
      // The minute counts from the hand-over, once the claim's queries are done.
      await handed;
      await vi.advanceTimersByTimeAsync(MAIL_SEND_TIMEOUT_MS - 1);
      expect(testApp.mailer.sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await run).toEqual({ sent: 1, retried: 1, failed: 0 });
      expect(await rows()).toMatchObject([{ to: 'slow@example.com', status: 'pending', attempts: 1, lastError: 'no answer from the mailer within 60 s' }]);
      // A mail sent in time leaves no timer behind (on PostgreSQL the pool's idle-connection timers are faked too).
      if (onSqlite) expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a given-up mail only once it is older than the given age', async () => {
    testApp.deps.mailer = { kind: 'memory', send: async () => Promise.reject(new Error('refused')) };
    await queueMail(testApp.deps, MAIL);
    await testApp.db.update(mailQueue).set({ attempts: MAIL_MAX_ATTEMPTS - 1 });
    await testApp.drainMail();
    testApp.clock.advance(29 * DAY_MS);
    await pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(await rows()).toMatchObject([{ status: 'failed' }]);
    testApp.clock.advance(DAY_MS);
    await pruneFailedMail(testApp.deps, 30 * DAY_MS);
    expect(await rows()).toEqual([]);
  });

  it('marks a mail as being sent before the mailer has it: a crash resends only that one, later, with the same Message-ID (issue 27 item 6)', async () => {
    // Only the runs this test starts send: the background worker is held.
    mailWorkerOf(testApp.deps).stop();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await queueMail(testApp.deps, { ...MAIL, to });
    // The process that dies: SMTP has taken b's message, and the process stops before it hears back.
    const handed: MailMessage[] = [];
    let die: (reason: Error) => void = () => undefined;
    const dying = { ...testApp.deps, mailer: { kind: 'memory' as const, send: async (message: MailMessage) => {
      handed.push(message);
      if (message.to === 'b@example.com') return new Promise<void>((_resolve, reject) => (die = reject));
    } } };
    const crashedRun = deliverDueMail(dying);
    await vi.waitFor(() => expect(handed.map((mail) => mail.to)).toEqual(['a@example.com', 'b@example.com']));
    expect(await rows()).toMatchObject([
      { to: 'b@example.com', status: 'sending', leaseUntil: new Date(testApp.clock.now().getTime() + MAIL_SEND_LEASE_MS) },
      { to: 'c@example.com', status: 'pending' },
    ]);

    // The restart drains at once: c goes, b waits for its lease (it may well have been delivered).
    await deliverDueMail(testApp.deps);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['c@example.com']);
    testApp.clock.advance(MAIL_SEND_LEASE_MS);
    await deliverDueMail(testApp.deps);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['c@example.com', 'b@example.com']);
    expect(testApp.mailer.sent[1]!.messageId).toBe(handed[1]!.messageId);
    const ids = [...handed, ...testApp.mailer.sent].map((mail) => mail.messageId);
    expect(ids.every((id) => MESSAGE_ID.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(await rows()).toEqual([]);

    // The dead process's run never comes back in real life; here it is let go, and changes nothing.
    die(new Error('process stopped'));
    await crashedRun;
    expect(testApp.mailer.sent).toHaveLength(2);
  });

  it('a pass beside another leaves the mail in flight alone', async () => {
    mailWorkerOf(testApp.deps).stop();
    await queueMail(testApp.deps, MAIL);
    let handed = 0;
    let answer: () => void = () => undefined;
    const slow = { ...testApp.deps, mailer: { kind: 'memory' as const, send: () => (handed++, new Promise<void>((resolve) => (answer = resolve))) } };
    const first = deliverDueMail(slow);
    await vi.waitFor(() => expect(handed).toBe(1));
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    answer();
    expect(await first).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(testApp.mailer.sent).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('gives a mail up when its last try ended with the process', async () => {
    await queueMail(testApp.deps, MAIL);
    const lease = new Date(testApp.clock.now().getTime() + MAIL_SEND_LEASE_MS);
    await testApp.db.update(mailQueue).set({ status: 'sending', attempts: MAIL_MAX_ATTEMPTS, leaseUntil: lease });
    testApp.clock.advance(MAIL_SEND_LEASE_MS);
    expect(await deliverDueMail(testApp.deps)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(testApp.mailer.sent).toEqual([]);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, leaseUntil: null }]);
    expect(testApp.logs.at(-1)).toContain(`try ${MAIL_MAX_ATTEMPTS} failed, given up: the process stopped while it was being sent`);
  });

  it('waits a minute, doubling, at most two hours between tries', async () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(mailRetryDelayMs)).toEqual([1, 2, 4, 8, 16, 120, 120].map((minutes) => minutes * MINUTE_MS));
  });
});
