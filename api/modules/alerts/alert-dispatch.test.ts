import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import { runStorageReminders } from './push-alerts-job';
import { alertLog, pushDeliveries } from '../../db/tables';
import { createPackage, createSubscription, oneAfterAnother, signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY_MS, HOUR_MS } from '../../test/test-clock';
import { recordAlert } from './alert-events';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York; a Basic plan stores for 15 days.
const alerts = async (testApp: TestApp) => await testApp.db.select().from(alertLog);
const deliveries = async (testApp: TestApp) => await testApp.db.select().from(pushDeliveries);

describe('alert dispatch', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async (titles: string[] = ['Campera']) => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id, { planType: 'basic' });
    const rows = await oneAfterAnother(titles.length, (index) => createPackage(testApp, user.id, { title: titles[index]! }));
    return { user, token, rows };
  };
  const subscribe = (token: string, name: string) =>
    call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription(`https://push.example.com/send/${name}`).json });

  it('mails the storage reminders, in the language of the customer, to a customer with no device subscribed, once each', async () => {
    const { user } = await customer(['Campera', 'Libros']);
    testApp.clock.advance(12 * DAY_MS);
    expect(await runStorageReminders(testApp.deps)).toBe(1);
    expect(await runStorageReminders(testApp.deps)).toBe(0);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent).toHaveLength(1);
    const [mail] = testApp.mailer.sent;
    expect(mail).toMatchObject({ to: user.email, subject: 'Tu almacenamiento está por vencer - Miami Drop' });
    for (const line of ['Hola, Lucía:', 'Quedan 3 días de almacenamiento para 2 paquetes en el depósito', '• Campera', '• Libros', `${TEST_APP_URL}/dashboard/pickup`]) {
      expect(mail?.text).toContain(line);
    }
    // In the customer's language only (docs/decisions/123).
    expect(mail?.text).not.toContain('Only 3 days of storage left');
    expect(mail?.html).toContain('<li>Campera</li>');
    testApp.clock.advance(2 * DAY_MS);
    await runStorageReminders(testApp.deps);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent.map((sent) => sent.subject)).toEqual([
      'Tu almacenamiento está por vencer - Miami Drop',
      'Hoy vence tu almacenamiento - Miami Drop',
    ]);
    expect((await alerts(testApp)).map((row) => [row.kind, row.channel])).toEqual([['storage-ending', 'email'], ['storage-last-day', 'email']]);
  });

  it('sends no reminder at night in New York, and the next daytime check catches up', async () => {
    await customer();
    testApp.clock.advance(12 * DAY_MS + 13 * HOUR_MS); // 00:00 in New York
    expect(await runStorageReminders(testApp.deps)).toBe(0);
    testApp.clock.advance(9 * HOUR_MS);
    expect(await runStorageReminders(testApp.deps)).toBe(1);
  });

  it('pushes to every device of the user, and not the groups they switched off', async () => {
    const { user, token } = await customer();
    await subscribe(token, 'phone');
    await subscribe(token, 'tablet');
    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { storage: false } });
    testApp.clock.advance(12 * DAY_MS);
    await runStorageReminders(testApp.deps);
    await recordAlert(testApp.db, user.id, { kind: 'pickup-confirmed', pickupId: 1, date: '2026-03-23', time: '10:00', packages: 1 }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect((await alerts(testApp)).map((row) => [row.kind, row.channel])).toEqual([['storage-ending', 'none'], ['pickup-confirmed', 'push']]);
    expect((await deliveries(testApp)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(testApp.mailer.sent).toEqual([]);
    expect(testApp.logs.filter((line) => line === 'sandbox: sent')).toHaveLength(2);
  });

  it('mails a pickup alert to a customer without a device (decision 181; alert-emails.test.ts has every kind)', async () => {
    const { user } = await customer();
    await recordAlert(testApp.db, user.id, { kind: 'pickup-changed', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(await alerts(testApp)).toEqual([expect.objectContaining({ status: 'dispatched', channel: 'email' })]);
    expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Retiro modificado - Miami Drop']);
  });

  it('announces a receipt once its undo window has passed: an undone one is forgotten, a receipt made again is announced once', async () => {
    const { user, token } = await customer();
    await subscribe(token, 'phone');
    const { token: staffToken } = await signedIn(testApp, { role: 'admin' });
    const pkg = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
    const receive = () => call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: staffToken, body: {} });
    const undo = () => call(testApp, 'DELETE', `/api/packages/${pkg.id}/received`, { token: staffToken });
    const receivedAlerts = async () => (await alerts(testApp)).filter((row) => row.kind === 'package-received');

    await receive();
    expect((await undo()).status).toBe(200);
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    await testApp.deps.alerts.drain();
    expect(await receivedAlerts()).toEqual([]);
    expect(await deliveries(testApp)).toEqual([]);

    await receive();
    await undo();
    await receive();
    await testApp.deps.alerts.drain();
    expect(await deliveries(testApp)).toEqual([]);
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    await testApp.deps.alerts.drain();
    expect(await receivedAlerts()).toEqual([expect.objectContaining({ status: 'dispatched', channel: 'push' })]);
    expect(await deliveries(testApp)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('mails a storage reminder about no package without a package list', async () => {
    const { user } = await customer();
    await recordAlert(testApp.db, user.id, { kind: 'storage-ending', periodStart: '2026-03-10', daysLeft: 3, packageIds: [] }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent).toHaveLength(1);
    expect(testApp.mailer.sent[0]?.text).not.toContain('•');
    expect(testApp.mailer.sent[0]?.html).not.toContain('<li>');
  });

  it('skips an alert whose data cannot be read, naming it in the log, and delivers the others', async () => {
    const { user, token } = await customer();
    await subscribe(token, 'phone');
    const insert = async (data: string, subject: string) =>
      (await testApp.db.insert(alertLog).values({ userId: user.id, kind: 'pickup-confirmed', subject, data, createdAt: testApp.clock.now() }).returning())[0]!.id;
    const unreadable = await insert(JSON.stringify({ kind: 'pickup-confirmed', pickupId: 'seven' }), 'pickup:broken');
    const notJson = await insert('{not json', 'pickup:garbled');
    await recordAlert(testApp.db, user.id, { kind: 'pickup-confirmed', pickupId: 9, date: '2026-03-23', time: '10:00', packages: 1 }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect((await alerts(testApp)).map((row) => [row.id, row.status, row.channel])).toEqual([
      [unreadable, 'dispatched', 'none'],
      [notJson, 'dispatched', 'none'],
      [expect.any(Number), 'dispatched', 'push'],
    ]);
    expect(await deliveries(testApp)).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(testApp.logs.find((line) => line.includes(`alert ${unreadable} `))).toBeDefined();
    expect(testApp.logs.find((line) => line.includes(`alert ${notJson} `))).toContain('JSON');
  });

  it('a device the sandbox says is gone is deleted; one it cannot reach is retried', async () => {
    const { user, token } = await customer();
    await subscribe(token, 'gone-1');
    await subscribe(token, 'unavailable-1');
    await recordAlert(testApp.db, user.id, { kind: 'pickup-confirmed', pickupId: 9, date: '2026-03-23', time: '10:00', packages: 1 }, testApp.clock.now());
    await testApp.deps.alerts.drain();
    expect((await (await call(testApp, 'GET', '/api/push/preferences', { token })).json()) as object).toMatchObject({ devices: 1 });
    expect(await deliveries(testApp)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') })]);
  });
});
