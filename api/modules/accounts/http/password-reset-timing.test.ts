import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../../../db/tables';
import { createUser } from '../../../test/factories';
import { call, createTestApp, lastLinkTo, type TestApp } from '../../../test/test-app';

const REQUESTED = { message: 'If that email is registered, a reset link has been sent.' };

/** Issue 11 item 6: the answer must not wait for SMTP, or its time tells which addresses have an account. */
describe('password reset answer and the mailer', () => {
  let testApp: TestApp;
  let mailerCalls: number;
  let answerSmtp: () => void;
  beforeEach(async () => {
    testApp = await createTestApp({ mailDelivery: 'background' });
    await createUser(testApp, { email: 'known@example.com' });
    mailerCalls = 0;
    // A mailer that does not answer until the test lets it (a hung SMTP server).
    const answered = new Promise<void>((resolve) => (answerSmtp = resolve));
    const mailer = testApp.mailer;
    testApp.deps.mailer = { kind: 'memory', send: async (message) => (mailerCalls++, await answered, mailer.send(message)) };
  });
  afterEach(() => {
    answerSmtp();
    return testApp.close();
  });
  afterEach(() => testApp.close());

  const request = (email: string) => call(testApp, 'POST', '/api/password-reset/request', { body: { email } });

  it('answers a known address while the mailer has not answered', async () => {
    const response = await request('known@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(REQUESTED);
    // Still queued: a sent mail is deleted.
    expect((await testApp.db.select({ to: mailQueue.to }).from(mailQueue))).toEqual([{ to: 'known@example.com' }]);
  });

  it('known and unknown addresses take the same path to the answer: nothing is sent before it, the mail follows', async () => {
    const known = await request('known@example.com');
    const unknown = await request('ghost@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect([await known.json(), await unknown.json()]).toEqual([REQUESTED, REQUESTED]);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect((await testApp.db.select({ to: mailQueue.to }).from(mailQueue))).toEqual([{ to: 'known@example.com' }]);

    // Delivered after the answer, by the worker, once SMTP answers.
    answerSmtp();
    await testApp.drainMail();
    expect(lastLinkTo(testApp, 'known@example.com', '/reset-password?token=')).toBeDefined();
    expect(mailerCalls).toBeLessThanOrEqual(1);
  });
});
