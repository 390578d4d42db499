import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushDeliveries } from '../../db/tables';
import { createPackage, createSubscription, signedIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS } from '../../test/test-clock';
import { startPushAlertJobs } from './push-alerts-job';

describe('the push alert jobs', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('check storage at start (a server down at the hour catches up) and deliver what is due, until stopped', async () => {
    const { user } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'basic' });
    await createPackage(testApp, user.id);
    testApp.clock.advance(14 * DAY_MS);
    const jobs = startPushAlertJobs(testApp.deps);
    try {
      await vi.waitFor(() => expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Hoy vence tu almacenamiento - Miami Drop']));
    } finally {
      jobs.stop();
    }
    expect(await testApp.db.select().from(pushDeliveries)).toEqual([]);
    await testApp.deps.alerts.drain();
    expect(testApp.logs.filter((line) => line.includes('failed'))).toEqual([]);
  });

  it('check the PayPal plans nearing their end at start too', async () => {
    const { user } = await signedIn(testApp);
    const end = new Date(testApp.clock.now().getTime() + 30 * DAY_MS);
    await createSubscription(testApp, user.id, { provider: 'paypal', nextBillingDate: end, accessUntil: end });
    testApp.clock.advance(29 * DAY_MS);
    const jobs = startPushAlertJobs(testApp.deps);
    try {
      await vi.waitFor(() => expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Tu plan termina en menos de un día - Miami Drop']));
    } finally {
      jobs.stop();
    }
  });
});
