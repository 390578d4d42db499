import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressLine } from '../shared/pickup/pickup-location';
import { PushPayloadSchema, type PushPayload } from '../shared/push/push-schemas';
import { UNDO_WINDOW_MS } from '../shared/receiving/undo-window';
import { FALLBACK_WAREHOUSE_ADDRESS } from '../shared/warehouse/fallback-warehouse-address';
import { createWebPushSender } from './adapters/push/web-push-sender';
import { photos, pushDeliveries } from './db/tables';
import { runStorageReminders } from './modules/alerts/push-alerts-job';
import { MAX_ATTEMPTS } from './modules/alerts/push-queue';
import { createPackage, createSubscription, createUser, loginAs, signedIn } from './test/factories';
import { startLocalPushService, type LocalPushService } from './test/local-push-service';
import { subscriptionRows } from './test/push-fixtures';
import { call, createTestApp, TEST_APP_URL, type TestApp } from './test/test-app';
import { DAY_MS, MINUTE_MS } from './test/test-clock';
import { readVapidHeader } from './test/vapid-jwt';

// The proof of issue 9: what the real web-push adapter sends reaches a push service over HTTPS, decrypts with the
// browser's keys, carries a valid VAPID signature, and each event gives exactly one alert.
// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.

describe('push alerts through a local HTTPS push service', () => {
  let service: LocalPushService;
  let testApp: TestApp;
  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(() => service.stop());
  beforeEach(async () => {
    testApp = await createTestApp({ push: (vapid) => createWebPushSender({ vapid, agent: service.agent }) });
  });
  afterEach(() => testApp.close());

  const staffToken = async () => loginAs(testApp, (await createUser(testApp, { role: 'admin' })).user.email);
  const subscribeDevice = async (token: string, name: string, answers: number[] = [], language = 'es') => {
    const device = service.register(name, answers);
    expect((await call(testApp, 'POST', '/api/push/subscriptions', { token, body: { ...device.json, language } })).status).toBe(201);
  };
  const payloadsOf = (name: string): PushPayload[] => service.receivedBy(name).map((push) => PushPayloadSchema.parse(JSON.parse(push.plaintext)));
  const settle = () => testApp.deps.alerts.drain();
  const afterUndoWindow = () => {
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    return settle();
  };

  it('sends one encrypted, VAPID-signed alert per event: received, pickup booked and moved, 7 and 3 days left, last day', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'basic' });
    await subscribeDevice(token, 'ana-phone');
    const staff = await staffToken();
    const pkg = await createPackage(testApp, user.id, { trackingNumber: '1Z999AA10123456784', title: 'Zapatillas', deliveryStatus: 'pending', receivedAt: null });

    expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: staff, body: {} })).status).toBe(200);
    // The receiving station uploads the photo just after the receipt; the alert waits out the undo window and shows it.
    const [photo] = await testApp.db.insert(photos).values({ packageId: pkg.id, storageKey: 'photos/p.jpg', contentType: 'image/jpeg', byteSize: 10, width: 4, height: 3 }).returning();
    await settle();
    expect(service.receivedBy('ana-phone')).toEqual([]);
    await afterUndoWindow();
    const [received] = service.receivedBy('ana-phone');
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers.urgency).toBe('normal');
    expect(Number(received?.headers.ttl)).toBeGreaterThan(0);
    const vapid = readVapidHeader(received?.headers.authorization as string);
    expect(vapid.signatureValid).toBe(true);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.publicKey).toBe(testApp.deps.push.vapidPublicKey);
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe('mailto:support@app.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + DAY_MS);
    expect(payloadsOf('ana-phone')).toEqual([
      {
        kind: 'package-received',
        title: 'Tu paquete llegó al depósito',
        body: 'Zapatillas (1Z999AA10123456784) ya está en nuestro depósito de Miami. Tu plan incluye 15 días de almacenamiento.',
        url: `/dashboard/packages/${pkg.id}`,
        tag: `package-${pkg.id}`,
        image: `${TEST_APP_URL}/api/photos/${photo!.id}`,
      },
    ]);

    const booked = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [pkg.id], pickup_date: '2026-03-12', pickup_time: '10:30' } });
    expect(booked.status).toBe(201);
    const pickupId = ((await booked.json()) as { pickup: { id: number } }).pickup.id;
    await settle();
    const moved = await call(testApp, 'PUT', `/api/pickup/${pickupId}/reschedule`, { token, body: { pickup_date: '2026-03-13', pickup_time: '11:00' } });
    expect(moved.status).toBe(200);
    await settle();
    expect(payloadsOf('ana-phone').slice(1)).toEqual([
      expect.objectContaining({ kind: 'pickup-confirmed', url: '/dashboard/pickup', tag: `pickup-${pickupId}`, body: expect.stringContaining('12 de marzo de 2026 a las 10:30') }),
      expect.objectContaining({ kind: 'pickup-changed', url: '/dashboard/pickup', tag: `pickup-${pickupId}`, body: expect.stringContaining('13 de marzo de 2026 a las 11:00') }),
    ]);

    // 15 days from the 10th: the last day is the 24th, 7 left on the 18th, 3 on the 22nd (decision 176). The hourly
    // check runs many times a day; each mark is pushed once.
    const checkOn = async (days: number) => {
      testApp.clock.advance(days * DAY_MS);
      for (let run = 0; run < 3; run++) await runStorageReminders(testApp.deps);
      await settle();
    };
    await checkOn(7);
    expect(payloadsOf('ana-phone')).toHaveLength(3);
    for (let day = 0; day < 7; day++) await checkOn(1);
    const storage = payloadsOf('ana-phone').slice(3);
    const ending = (days: number) => `Quedan ${days} días de almacenamiento para 1 paquete en el depósito (último día: 24 de marzo de 2026). Programa tu retiro o extiende el almacenamiento.`;
    expect(storage).toEqual([
      { kind: 'storage-ending', title: 'Tu almacenamiento está por vencer', body: ending(7), url: `/dashboard/packages/${pkg.id}`, tag: 'storage-2026-03-24' },
      { kind: 'storage-ending', title: 'Tu almacenamiento está por vencer', body: ending(3), url: `/dashboard/packages/${pkg.id}`, tag: 'storage-2026-03-24' },
      {
        kind: 'storage-last-day',
        title: 'Hoy vence tu almacenamiento',
        body: 'Hoy es el último día de almacenamiento para 1 paquete en el depósito. Programa tu retiro o extiende el almacenamiento.',
        url: `/dashboard/packages/${pkg.id}`,
        tag: 'storage-2026-03-24',
      },
    ]);
    expect(service.receivedBy('ana-phone').map((push) => push.headers.urgency)).toEqual(['normal', 'high', 'high', 'normal', 'normal', 'high']);
    // Pushed, nothing is mailed instead; the booking's confirmation is mailed whatever the devices (decision 170).
    expect(testApp.mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toEqual(['Retiro confirmado - Miami Drop']);
  });

  it('writes in each device’s language; a booking is delivered in the background right after the action', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'plus' });
    await subscribeDevice(token, 'laptop-en', [], 'en');
    const pkg = await createPackage(testApp, user.id, { trackingNumber: 'TBA123456789000', title: 'Headphones', deliveryStatus: 'pending', receivedAt: null });
    await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: await staffToken(), body: {} });
    await afterUndoWindow();
    expect(payloadsOf('laptop-en')).toEqual([
      expect.objectContaining({ title: 'Your package reached the warehouse', body: 'Headphones (TBA123456789000) is at our Miami warehouse. Your plan includes 30 days of storage.' }),
    ]);
    await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [pkg.id], pickup_date: '2026-03-12', pickup_time: '16:00' } });
    // Nobody drains here: the booking's kick delivers in the background.
    await vi.waitFor(() => expect(service.receivedBy('laptop-en')).toHaveLength(2));
    expect(payloadsOf('laptop-en')[1]).toMatchObject({
      title: 'Pickup confirmed',
      body: `We expect you on March 12, 2026 at 16:00 at the warehouse to collect 1 package. Address: ${addressLine(FALLBACK_WAREHOUSE_ADDRESS)}.`,
    });
  });

  it('deletes a subscription the push service answers 410, and retries a 503 after a back-off without blocking the action', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    await subscribeDevice(token, 'old-tablet', [410]);
    await subscribeDevice(token, 'flaky-phone', [503]);
    const pkg = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });

    expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: await staffToken(), body: {} })).status).toBe(200);
    await afterUndoWindow();
    expect(service.receivedBy('old-tablet').map((push) => push.status)).toEqual([410]);
    expect((await subscriptionRows(testApp)).map((row) => row.endpoint)).toEqual([expect.stringContaining('/flaky-phone')]);
    const waiting = await testApp.db.select().from(pushDeliveries);
    expect(waiting).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') })]);

    await settle();
    expect(service.receivedBy('flaky-phone')).toHaveLength(1);
    testApp.clock.advance(MINUTE_MS + 1);
    await settle();
    expect(service.receivedBy('flaky-phone').map((push) => push.status)).toEqual([503, 201]);
    expect((await testApp.db.select().from(pushDeliveries).where(eq(pushDeliveries.id, waiting[0]!.id)).limit(1))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives a delivery up after ${MAX_ATTEMPTS} failed tries, keeping the reason`, async () => {
    const { user, token } = await signedIn(testApp);
    await subscribeDevice(token, 'down', Array.from({ length: MAX_ATTEMPTS }, () => 500));
    const pkg = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
    await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: await staffToken(), body: {} });
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt++) {
      await settle();
      testApp.clock.advance(DAY_MS);
    }
    expect(service.receivedBy('down')).toHaveLength(MAX_ATTEMPTS);
    expect((await testApp.db.select().from(pushDeliveries).limit(1))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('500') });
  });
});
