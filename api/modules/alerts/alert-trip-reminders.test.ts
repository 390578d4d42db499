import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTripReminders } from './push-alerts-job';
import { alertLog, pushDeliveries, trips, users } from '../../db/tables';
import { createPackage, createSubscription, signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY_MS, HOUR_MS } from '../../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York; the trip runs from Friday 03-20 to Tuesday 03-24.
const alerts = async (testApp: TestApp) => (await testApp.db.select().from(alertLog).orderBy(alertLog.id)).map((row) => [row.kind, row.channel]);

describe('reminders before a trip', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const traveller = async () => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id, { planType: 'basic' });
    const response = await call(testApp, 'POST', '/api/trips', { token, body: { arrival_date: '2026-03-20', departure_date: '2026-03-24' } });
    expect(response.status).toBe(201);
    const on = { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit', carrier: 'usps' } as const;
    await createPackage(testApp, user.id, { title: 'Zapatos' });
    await createPackage(testApp, user.id, { ...on, title: 'Campera', estimatedDelivery: '2026-03-19' });
    await createPackage(testApp, user.id, { ...on, title: 'Libros', estimatedDelivery: '2026-03-24' });
    return { user, token };
  };

  it('mails a customer without a device 3 days before the arrival, once, in Spanish: what is in and what is late', async () => {
    const { user } = await traveller();
    testApp.clock.advance(6 * DAY_MS);
    expect(await runTripReminders(testApp.deps)).toBe(0);
    testApp.clock.advance(DAY_MS);
    expect(await runTripReminders(testApp.deps)).toBe(1);
    expect(await runTripReminders(testApp.deps)).toBe(0);
    await testApp.deps.alerts.drain();
    expect(testApp.mailer.sent).toHaveLength(1);
    const [mail] = testApp.mailer.sent;
    expect(mail).toMatchObject({ to: user.email, subject: 'Tu viaje a Miami se acerca - Miami Drop' });
    for (const line of [
      'Hola, Lucía:',
      'Llegas el 20 de marzo de 2026. Listos en el depósito: 1 paquete. En camino y a tiempo: 1 paquete. Podrían no llegar a tiempo: 1 paquete (Libros).',
      'Libros: podría no llegar a tiempo',
      'Campera: en camino, a tiempo',
      'Zapatos: listo en el depósito',
      `${TEST_APP_URL}/dashboard`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    testApp.clock.advance(DAY_MS);
    expect(await runTripReminders(testApp.deps)).toBe(0);
    expect(await alerts(testApp)).toEqual([['trip-reminder', 'email']]);
  });

  it('pushes to a device in its language instead of mailing', async () => {
    const { user, token } = await traveller();
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const device = { ...fakeBrowserSubscription('https://push.example.com/send/phone').json, language: 'en' };
    expect((await call(testApp, 'POST', '/api/push/subscriptions', { token, body: device })).status).toBe(201);
    testApp.clock.advance(8 * DAY_MS);
    expect(await runTripReminders(testApp.deps)).toBe(1);
    await testApp.deps.alerts.drain();
    const [delivery] = await testApp.db.select().from(pushDeliveries);
    const [trip] = await testApp.db.select().from(trips);
    expect(JSON.parse(delivery?.payload ?? '{}')).toEqual({
      kind: 'trip-reminder',
      title: 'Your trip to Miami is coming up',
      body: 'You arrive on March 20, 2026. Ready at the warehouse: 1 package. On the way in time: 1 package. May not arrive in time: 1 package (Libros).',
      url: '/dashboard',
      tag: `trip-${trip!.id}`,
    });
    expect(testApp.mailer.sent).toHaveLength(0);
    expect(await alerts(testApp)).toEqual([['trip-reminder', 'push']]);
  });

  it('reminds nobody at night, nor with nothing on the way, and a trip moved again at its new arrival', async () => {
    await signedIn(testApp).then(({ token }) => call(testApp, 'POST', '/api/trips', { token, body: { arrival_date: '2026-03-20', departure_date: '2026-03-21' } }));
    await traveller();
    testApp.clock.advance(7 * DAY_MS + 13 * HOUR_MS); // 00:00 in New York on 03-18
    expect(await runTripReminders(testApp.deps)).toBe(0);
    testApp.clock.advance(9 * HOUR_MS);
    expect(await runTripReminders(testApp.deps)).toBe(1);

    const [, moved] = await testApp.db.select().from(trips).orderBy(trips.id);
    await testApp.db.update(trips).set({ arrivalDate: '2026-03-19', departureDate: '2026-03-24' }).where(eq(trips.id, moved!.id));
    expect(await runTripReminders(testApp.deps)).toBe(1);
    expect((await alerts(testApp)).map(([kind]) => kind)).toEqual(['trip-reminder', 'trip-reminder']);
  });
});
