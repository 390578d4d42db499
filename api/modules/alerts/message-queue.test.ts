import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import { MessagingError, type Messenger } from '../../adapters/messaging/messenger';
import { alertLog, subscriptions } from '../../db/tables';
import { createPackage, signedIn } from '../../test/factories';
import { messagingRowOf, textingCustomer, textRows } from '../../test/messaging-fixtures';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../test/test-clock';
import { recordAlert } from './alert-events';
import { queueTextAlerts } from './message-queue';
import { MAX_ATTEMPTS } from './push-queue';

const pickup = { kind: 'pickup-confirmed' as const, pickupId: 7, date: '2026-03-23', time: '10:00', packages: 2 };

describe('SMS and WhatsApp alerts', () => {
  let testApp: TestApp;
  /** Failures the next sends meet, in order, before the twin takes them. */
  let failures: MessagingError[];
  beforeEach(async () => {
    failures = [];
    const through = (send: (to: string, body: string) => Promise<{ id: string }>) => (to: string, body: string) => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : send(to, body);
    };
    const messaging: Messenger = {
      kind: 'local',
      whatsapp: true,
      sendSms: through((to, body) => testApp.texts.sendSms(to, body)),
      sendWhatsapp: through((to, body) => testApp.texts.sendWhatsapp(to, body)),
      verifyInbound: (...args) => testApp.texts.verifyInbound(...args),
    };
    testApp = await createTestApp({ messaging });
  });
  afterEach(() => testApp.close());

  const alerts = () => testApp.texts.sent.filter((text) => !text.body.includes('código') && !text.body.includes('your code'));
  const staffReceives = async (packageId: number) => {
    const { token } = await signedIn(testApp, { role: 'admin' });
    expect((await call(testApp, 'PUT', `/api/packages/${packageId}/received`, { token, body: {} })).status).toBe(200);
  };

  it("texts a receipt the staff marked, in Spanish, with the package's link, once its undo window has passed", async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true });
    const parcel = await createPackage(testApp, user.id, { title: 'Campera', trackingNumber: '1Z999AA10123456784', deliveryStatus: 'pending', receivedAt: null });
    await staffReceives(parcel.id);
    await testApp.deps.alerts.drain();
    expect(alerts()).toEqual([]);
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    await testApp.deps.alerts.drain();
    expect(alerts().map(({ channel, to, body }) => ({ channel, to, body }))).toEqual([
      {
        channel: 'sms',
        to: phone,
        body: `Miami Drop: Tu paquete llegó al depósito\nCampera (1Z999AA10123456784) ya está en nuestro depósito de Miami. Tu plan incluye 45 días de almacenamiento.\n${TEST_APP_URL}/dashboard/packages/${parcel.id}`,
      },
    ]);
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ channel: 'sms', status: 'sent', attempts: 1, providerId: alerts()[0]?.id })]);
  });

  it('sends by both channels in English for an English reader, beside the pushes to their devices', async () => {
    const { user, token, phone } = await textingCustomer(testApp, { sms: true, whatsapp: true }, 'en');
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription('https://push.example.com/send/phone').json });
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    const body = `Miami Drop: Pickup confirmed\nWe expect you on March 23, 2026 at 10:00 at the warehouse to collect 2 packages.\n${TEST_APP_URL}/dashboard/pickup`;
    expect(alerts().map(({ channel, to, body: text }) => [channel, to, text])).toEqual([
      ['sms', phone, body],
      ['whatsapp', phone, body],
    ]);
    expect(await testApp.db.select({ channel: alertLog.channel }).from(alertLog)).toEqual([{ channel: 'push' }]);
  });

  it('follows the push switches: a group switched off is not texted either', async () => {
    const { user, token } = await textingCustomer(testApp, { sms: true });
    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { pickup: false } });
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await recordAlert(testApp.db, user.id, { kind: 'storage-ending', periodStart: '2026-03-10', daysLeft: 3, packageIds: [] }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(alerts().map((text) => text.body.split('\n')[0])).toEqual(['Miami Drop: Tu almacenamiento está por vencer']);
  });

  it('texts nothing for a channel switched off, and never a plan reminder (it goes by e-mail)', async () => {
    const { user } = await textingCustomer(testApp, { whatsapp: true });
    await recordAlert(testApp.db, user.id, { kind: 'plan-ending', subscriptionId: 1, planType: 'premium', accessUntil: '2026-03-13T15:00:00.000Z', daysLeft: 3 }, testApp.clock.now());
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(alerts().map((text) => text.channel)).toEqual(['whatsapp']);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual([user.email]);
  });

  it('texts nothing once the Premium plan has ended, though the switches stay', async () => {
    const { user, subscription } = await textingCustomer(testApp, { sms: true });
    await testApp.db.update(subscriptions).set({ planType: 'plus' }).where(eq(subscriptions.id, subscription.id));
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(alerts()).toEqual([]);
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ sms: true });
  });

  it('queues an alert at most once per channel, however often its dispatch is tried, and sends it once', async () => {
    const { user } = await textingCustomer(testApp, { sms: true, whatsapp: true });
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    const [row] = await testApp.db.select().from(alertLog);
    expect(await queueTextAlerts(testApp.deps, row!, pickup)).toBe(2);
    expect(await queueTextAlerts(testApp.deps, row!, pickup)).toBe(0);
    await testApp.deps.alerts.drain();
    await testApp.deps.alerts.drain();
    testApp.clock.advance(DAY_MS);
    await testApp.deps.alerts.drain();
    expect(alerts()).toHaveLength(2);
    expect((await textRows(testApp)).map((text) => [text.channel, text.status])).toEqual([
      ['sms', 'sent'],
      ['whatsapp', 'sent'],
    ]);
  });

  it("tries again after Twilio's 429 or a time-out, waiting longer each time, like a push", async () => {
    const { user } = await textingCustomer(testApp, { sms: true });
    failures.push(new MessagingError('rate_limited', 'Twilio answered 429 (20429): Too Many Requests', 20429), new MessagingError('unavailable', 'Twilio could not be reached: timeout of 10000ms exceeded'));
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.stringContaining('429'), nextAttemptAt: new Date(testApp.clock.now().getTime() + MINUTE_MS) })]);
    testApp.clock.advance(MINUTE_MS);
    await testApp.deps.alerts.drain();
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ status: 'pending', attempts: 2, lastError: expect.stringContaining('timeout'), nextAttemptAt: new Date(testApp.clock.now().getTime() + 2 * MINUTE_MS) })]);
    testApp.clock.advance(2 * MINUTE_MS);
    await testApp.deps.alerts.drain();
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ status: 'sent', attempts: 3, lastError: null })]);
    expect(alerts()).toHaveLength(1);
  });

  it(`gives a text up after ${MAX_ATTEMPTS} failed tries`, async () => {
    const { user } = await textingCustomer(testApp, { sms: true });
    for (let i = 0; i < MAX_ATTEMPTS; i++) failures.push(new MessagingError('unavailable', 'Twilio answered 503 (20503): Service unavailable', 20503));
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await testApp.deps.alerts.drain();
      testApp.clock.advance(6 * 60 * MINUTE_MS);
    }
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ status: 'failed', attempts: MAX_ATTEMPTS })]);
    expect(alerts()).toEqual([]);
  });

  it("takes Twilio's 21610 on a send as the number's STOP: not tried again, and that channel switched off", async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true, whatsapp: true });
    failures.push(new MessagingError('opted_out', 'Twilio answered 400 (21610): Attempt to send to unsubscribed recipient', 21610));
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect((await textRows(testApp)).map((text) => [text.channel, text.status])).toEqual([
      ['sms', 'failed'],
      ['whatsapp', 'sent'],
    ]);
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ phone, sms: false, whatsapp: true });
  });

  it('does not send a queued text whose channel was switched off before its turn', async () => {
    const { user, token } = await textingCustomer(testApp, { sms: true });
    failures.push(new MessagingError('unavailable', 'Twilio could not be reached: timeout'));
    await recordAlert(testApp.db, user.id, pickup, testApp.clock.now());
    await testApp.deps.alerts.drain();
    await call(testApp, 'PUT', '/api/messaging/preferences', { token, body: { sms: false } });
    testApp.clock.advance(MINUTE_MS);
    await testApp.deps.alerts.drain();
    expect(await textRows(testApp)).toEqual([expect.objectContaining({ status: 'failed', lastError: 'switched off before it was sent' })]);
    expect(alerts()).toEqual([]);
  });
});
