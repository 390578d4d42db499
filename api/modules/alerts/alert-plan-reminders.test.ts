import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPlanReminders } from './push-alerts-job';
import { alertLog, pushDeliveries, subscriptions, users } from '../../db/tables';
import { createSubscription, signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY_MS, HOUR_MS } from '../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York; a PayPal plan bought then ends on 2026-04-09.
const alerts = async (testApp: TestApp) => (await testApp.db.select().from(alertLog).orderBy(alertLog.id)).map((row) => [row.kind, row.channel]);
const subjects = (testApp: TestApp) => testApp.mailer.sent.map((mail) => mail.subject);

describe('PayPal plan reminders', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async (provider: 'paypal' | 'braintree' = 'paypal') => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    const end = new Date(testApp.clock.now().getTime() + 30 * DAY_MS);
    const subscription = await createSubscription(testApp, user.id, { planType: 'plus', provider, nextBillingDate: end, accessUntil: end });
    return { user, token, subscription };
  };

  it('mails a customer without a device 3 days before and on the last day, once each, in Spanish, with no renewal claim', async () => {
    const { user } = await customer();
    testApp.clock.advance(26 * DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(0);
    testApp.clock.advance(DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(1);
    expect(await runPlanReminders(testApp.deps)).toBe(0);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent).toHaveLength(1);
    const [mail] = testApp.mailer.sent;
    expect(mail).toMatchObject({ to: user.email, subject: 'Tu plan termina en 3 días - Miami Drop' });
    for (const line of ['Hola, Lucía:', 'Tu acceso a Drop Estándar, pagado con PayPal, termina el 9 de abril de 2026.', 'No se renueva solo', `${TEST_APP_URL}/dashboard`]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).not.toContain('Your plan');

    testApp.clock.advance(2 * DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(1);
    await testApp.deps.alerts.drain();
    testApp.clock.advance(DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(0);
    expect(subjects(testApp)).toEqual(['Tu plan termina en 3 días - Miami Drop', 'Tu plan termina en menos de un día - Miami Drop']);
    expect(await alerts(testApp)).toEqual([['plan-ending', 'email'], ['plan-last-day', 'email']]);
  });

  it("pushes to each device in its language and mails in the customer's; switching alert groups off does not silence it", async () => {
    const { user, token } = await customer();
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const device = { ...fakeBrowserSubscription('https://push.example.com/send/phone').json, language: 'en' };
    expect((await call(testApp, 'POST', '/api/push/subscriptions', { token, body: device })).status).toBe(201);
    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { received: false, tracking: false, pickup: false, storage: false } });
    testApp.clock.advance(27 * DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(1);
    await testApp.deps.alerts.drain();

    const [delivery] = await testApp.db.select().from(pushDeliveries);
    expect(JSON.parse(delivery?.payload ?? '{}')).toEqual({
      kind: 'plan-ending',
      title: 'Your plan ends in 3 days',
      body: 'Your access to Standard Drop, paid with PayPal, ends on April 9, 2026. It does not renew on its own: pay for your plan again to keep your Miami address.',
      url: '/dashboard',
      tag: expect.stringMatching(/^plan-\d+$/),
    });
    expect(delivery?.status).toBe('sent');
    expect(subjects(testApp)).toEqual(['Your plan ends in 3 days - Miami Drop']);
    expect(await alerts(testApp)).toEqual([['plan-ending', 'push']]);
  });

  it('reminds no card plan (it renews), no plan at night, and a plan bought again at its new end', async () => {
    await customer('braintree');
    const { subscription } = await customer();
    testApp.clock.advance(27 * DAY_MS + 13 * HOUR_MS); // 00:00 in New York, 2 days left
    expect(await runPlanReminders(testApp.deps)).toBe(0);
    testApp.clock.advance(9 * HOUR_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(1);

    // Buying again restarts the 30 days: the new end is reminded again.
    const end = new Date(testApp.clock.now().getTime() + 30 * DAY_MS);
    await testApp.db.update(subscriptions).set({ accessUntil: end, nextBillingDate: end }).where(eq(subscriptions.id, subscription.id));
    testApp.clock.advance(27 * DAY_MS);
    expect(await runPlanReminders(testApp.deps)).toBe(1);
    expect((await alerts(testApp)).map(([kind]) => kind)).toEqual(['plan-ending', 'plan-ending']);
  });
});
