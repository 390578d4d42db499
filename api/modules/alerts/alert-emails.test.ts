import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import { alertLog, photos, pushDeliveries, users } from '../../db/tables';
import { createPackage, createPickup, createSubscription, createWarehouseAddress, signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, jsonOf, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { recordAlert, type AlertEvent } from './alert-events';
import { alertText } from './alert-texts';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.
const NO_DEVICE_ES = 'Recibes este email porque ningún dispositivo tiene activadas las alertas de Miami Drop.';
const CHOSEN_ES = 'Recibes este email porque elegiste recibir estos avisos también por email.';

describe('alert e-mails (decision 181)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const alerts = async () => (await testApp.db.select().from(alertLog)).map((row) => [row.kind, row.channel]);
  const pushes = async () => await testApp.db.select().from(pushDeliveries);
  const drain = () => testApp.deps.alerts.drain();
  const customer = async (language: 'es' | 'en' = 'es') => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id, { planType: 'basic' });
    await testApp.db.update(users).set({ language }).where(eq(users.id, user.id));
    return { user, token };
  };
  const withDevice = async (token: string) => {
    const answer = await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription('https://push.example.com/send/phone').json });
    expect(answer.status).toBe(201);
  };
  const staff = async () => (await signedIn(testApp, { role: 'admin' })).token;
  /** Staff receive the parcel with its weight and photo; its alert waits out the undo window. */
  const receiveParcel = async (userId: number) => {
    const pkg = await createPackage(testApp, userId, { title: 'Campera', trackingNumber: '1Z999', deliveryStatus: 'pending', receivedAt: null });
    const received = await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: await staff(), body: { weight_lb: 2.5 } });
    expect(received.status).toBe(200);
    await testApp.db.insert(photos).values({ packageId: pkg.id, storageKey: `photos/${pkg.id}.jpg`, contentType: 'image/jpeg', byteSize: 10, width: 4, height: 3 });
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    return pkg;
  };

  describe('a customer with no push device', () => {
    it('gets a received parcel by e-mail in Spanish, with its weight and where to see its photo, once', async () => {
      const { user } = await customer();
      const pkg = await receiveParcel(user.id);
      await drain();
      await drain();
      expect(testApp.mailer.sent).toHaveLength(1);
      const [mail] = testApp.mailer.sent;
      expect(mail).toMatchObject({ to: user.email, subject: 'Tu paquete llegó al depósito - Miami Drop' });
      for (const line of ['Hola, Lucía:', 'Campera (1Z999) ya está en nuestro depósito de Miami.', '• Peso: 2.5 lb', '• Foto de tu paquete: la ves en la app', `${TEST_APP_URL}/dashboard/packages/${pkg.id}`, NO_DEVICE_ES]) {
        expect(mail?.text).toContain(line);
      }
      expect(mail?.text).not.toContain('Your package');
      expect(await alerts()).toEqual([['package-received', 'email']]);
    });

    it('gets it in English when that is the language of the account', async () => {
      const { user } = await customer('en');
      await receiveParcel(user.id);
      await drain();
      const [mail] = testApp.mailer.sent;
      expect(mail?.subject).toBe('Your package reached the warehouse - Miami Drop');
      expect(mail?.text).toContain('• Weight: 2.5 lb');
      expect(mail?.text).toContain('You get this email because no device has Miami Drop alerts turned on.');
      expect(mail?.text).not.toContain('Peso');
    });

    it.each<[string, AlertEvent]>([
      ['a carrier update', { kind: 'tracking-update', packageId: 5, trackingNumber: '1Z999', title: 'Campera', status: 'out_for_delivery' }],
      ['a moved pickup', { kind: 'pickup-changed', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 }],
      ['a cancelled pickup', { kind: 'pickup-cancelled', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 } as AlertEvent],
      ['a handover', { kind: 'pickup-collected', pickupId: 4, packageIds: [5, 6], titles: ['Campera', 'Libros'], collectedBy: 'Ana Pérez' }],
      ['a missing parcel', { kind: 'parcel-missing', packageId: 5, trackingNumber: '1Z999', title: 'Campera' }],
      ['the end of storage', { kind: 'storage-ending', periodStart: '2026-03-10', daysLeft: 3, packageIds: [] }],
    ])('gets %s by e-mail, in its own words', async (_case, event) => {
      const { user } = await customer();
      await createWarehouseAddress(testApp);
      await recordAlert(testApp.db, user.id, event, testApp.clock.now());
      await drain();
      expect(testApp.mailer.sent).toHaveLength(1);
      const { title, body } = alertText(event, 'es');
      expect(testApp.mailer.sent[0]?.text).toContain(title);
      expect(testApp.mailer.sent[0]?.text).toContain(body);
      expect(await alerts()).toEqual([[event.kind, 'email']]);
    });

    it('gets where and when to pick up with a moved pickup', async () => {
      const { user } = await customer();
      await createWarehouseAddress(testApp);
      await recordAlert(testApp.db, user.id, { kind: 'pickup-changed', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 }, testApp.clock.now());
      await drain();
      const text = testApp.mailer.sent[0]?.text ?? '';
      expect(text).toContain('Tu retiro ahora es el');
      expect(text).toContain('• Dirección: ');
      expect(text).toContain('• Qué traer: una identificación con foto a nombre de Lucía Tester');
      expect(text).toContain(`${TEST_APP_URL}/dashboard/pickup`);
    });

    it('hears once that the packages of a pickup were handed over at the counter', async () => {
      const { user } = await customer();
      const first = await createPackage(testApp, user.id, { title: 'Campera', deliveryStatus: 'scheduled' });
      const second = await createPackage(testApp, user.id, { title: 'Libros', deliveryStatus: 'scheduled' });
      const pickup = await createPickup(testApp, user.id, { date: '2026-03-10', time: '14:00' }, [first.id, second.id]);
      const handed = await call(testApp, 'PUT', `/api/pickup/${pickup.id}/handover`, { token: await staff(), body: { collected_by: 'Ana Pérez' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      expect(handed.status).toBe(200);
      await drain();
      expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Tus paquetes fueron retirados - Miami Drop']);
      expect(testApp.mailer.sent[0]?.text).toContain('Ana Pérez retiró 2 paquetes en el depósito: Campera y Libros.');
      expect(await alerts()).toEqual([['pickup-collected', 'email']]);
    });

    it('hears that a package was handed over without a pickup', async () => {
      const { user } = await customer();
      const pkg = await createPackage(testApp, user.id, { title: 'Campera' });
      expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/picked-up`, { token: await staff(), body: { pickup_by: 'Ana Pérez' } })).status).toBe(200);
      await drain();
      expect(testApp.mailer.sent[0]?.text).toContain('Ana Pérez retiró 1 paquete en el depósito: Campera.');
    });

    it('gets no second e-mail for a booking: its confirmation went out when it was booked', async () => {
      const { user } = await customer();
      await recordAlert(testApp.db, user.id, { kind: 'pickup-confirmed', pickupId: 1, date: '2026-03-23', time: '10:00', packages: 1 }, testApp.clock.now());
      await drain();
      expect(testApp.mailer.sent).toEqual([]);
      expect(await alerts()).toEqual([['pickup-confirmed', 'email']]);
    });
  });

  describe('a customer with a push device', () => {
    const changed: AlertEvent = { kind: 'pickup-changed', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 };

    it('gets pushes only while the e-mail switch of the group is off (the default)', async () => {
      const { user, token } = await customer();
      await withDevice(token);
      await recordAlert(testApp.db, user.id, changed, testApp.clock.now());
      await drain();
      expect(testApp.mailer.sent).toEqual([]);
      expect(await alerts()).toEqual([['pickup-changed', 'push']]);
      expect(await pushes()).toHaveLength(1);
    });

    it('gets the push and one e-mail once the group is switched on (the channel says push)', async () => {
      const { user, token } = await customer();
      await withDevice(token);
      expect((await call(testApp, 'PUT', '/api/notifications/email-preferences', { token, body: { pickup: true } })).status).toBe(200);
      await recordAlert(testApp.db, user.id, changed, testApp.clock.now());
      await drain();
      await drain();
      expect(testApp.mailer.sent).toHaveLength(1);
      expect(testApp.mailer.sent[0]).toMatchObject({ to: user.email, subject: 'Retiro modificado - Miami Drop' });
      expect(testApp.mailer.sent[0]?.text).toContain(CHOSEN_ES);
      expect(await alerts()).toEqual([['pickup-changed', 'push']]);
      expect(await pushes()).toHaveLength(1);
    });

    it('gets only the e-mail when the push of the group is off and its e-mail on', async () => {
      const { user, token } = await customer();
      await withDevice(token);
      await call(testApp, 'PUT', '/api/push/preferences', { token, body: { received: false } });
      await call(testApp, 'PUT', '/api/notifications/email-preferences', { token, body: { received: true } });
      await receiveParcel(user.id);
      await drain();
      expect(testApp.mailer.sent.map((mail) => mail.subject)).toEqual(['Tu paquete llegó al depósito - Miami Drop']);
      expect(await alerts()).toEqual([['package-received', 'email']]);
      expect(await pushes()).toEqual([]);
    });

    it('gets nothing when both the push and the e-mail of the group are off', async () => {
      const { user, token } = await customer();
      await withDevice(token);
      await call(testApp, 'PUT', '/api/push/preferences', { token, body: { pickup: false } });
      await recordAlert(testApp.db, user.id, changed, testApp.clock.now());
      await drain();
      expect(testApp.mailer.sent).toEqual([]);
      expect(await alerts()).toEqual([['pickup-changed', 'none']]);
    });
  });

  it('a closed account hears nothing', async () => {
    const { user, token } = await customer();
    await withDevice(token);
    await testApp.db.update(users).set({ closedAt: testApp.clock.now() }).where(eq(users.id, user.id));
    await recordAlert(testApp.db, user.id, movedPickup(), testApp.clock.now());
    await drain();
    expect(testApp.mailer.sent).toEqual([]);
    expect(await pushes()).toEqual([]);
    expect(await alerts()).toEqual([['pickup-changed', 'none']]);
  });
});

const movedPickup = (): AlertEvent => ({ kind: 'pickup-changed', pickupId: 4, date: '2026-03-23', time: '10:00', packages: 2 });

describe('/api/notifications/email-preferences', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('asks who calls', async () => {
    expect((await call(testApp, 'GET', '/api/notifications/email-preferences')).status).toBe(401);
    expect((await call(testApp, 'PUT', '/api/notifications/email-preferences', { body: { received: true } })).status).toBe(401);
  });

  it('starts with every group off, changes only the groups named, and counts the devices', async () => {
    const { token } = await signedIn(testApp);
    expect(await jsonOf(await call(testApp, 'GET', '/api/notifications/email-preferences', { token }))).toEqual({ received: false, tracking: false, pickup: false, storage: false, devices: 0 });
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription('https://push.example.com/send/phone').json });
    const saved = await call(testApp, 'PUT', '/api/notifications/email-preferences', { token, body: { received: true, storage: true } });
    expect(await jsonOf(saved)).toEqual({ received: true, tracking: false, pickup: false, storage: true, devices: 1 });
    await call(testApp, 'PUT', '/api/notifications/email-preferences', { token, body: { storage: false } });
    expect(await jsonOf(await call(testApp, 'GET', '/api/notifications/email-preferences', { token }))).toMatchObject({ received: true, storage: false });
  });

  it('keeps each account to its own switches', async () => {
    const first = await signedIn(testApp);
    const second = await signedIn(testApp);
    await call(testApp, 'PUT', '/api/notifications/email-preferences', { token: first.token, body: { tracking: true } });
    expect(await jsonOf(await call(testApp, 'GET', '/api/notifications/email-preferences', { token: second.token }))).toMatchObject({ tracking: false });
  });

  it('refuses a switch that is not true or false with a 400', async () => {
    const { token } = await signedIn(testApp);
    const answer = await call(testApp, 'PUT', '/api/notifications/email-preferences', { token, body: { received: 'yes' } });
    expect(answer.status).toBe(400);
    expect(await jsonOf(answer)).toMatchObject({ error: expect.any(String) });
  });
});
