import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OverdueParcelList } from '../../../shared/storage/overdue-parcel-schema';
import { alertLog, overstayWarnings, packages, photos } from '../../db/tables';
import { writeTransaction } from '../../db/client';
import { createPackage, createSubscription, createUser, loginAs, signedIn } from '../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../test/test-app';
import { DAY_MS } from '../../test/test-clock';
import { runStorageReminders } from '../alerts/push-alerts-job';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York. Basic stores 15 days: received then, the last day is the 24th.
describe('the storage clock: reminders per last day, overstay warnings and the overdue list, on a moved clock', () => {
  let testApp: TestApp;
  beforeEach(async () => void (testApp = await createTestApp()));
  afterEach(() => testApp.close());

  const advanceDays = (days: number) => testApp.clock.advance(days * DAY_MS);
  const alerts = () => testApp.db.select({ kind: alertLog.kind, data: alertLog.data }).from(alertLog).orderBy(asc(alertLog.id));
  const storageAlerts = async () =>
    (await alerts()).map((row) => JSON.parse(row.data) as { kind: string; lastDay?: string; mark?: number; packageIds?: number[]; warning?: number });
  const runTwice = async () => {
    await runStorageReminders(testApp.deps);
    await runStorageReminders(testApp.deps);
    await testApp.deps.alerts.drain();
  };

  async function customer() {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'basic' });
    return { user, token };
  }

  it('reminds the packages sharing a last day together at 7, 3 and 1 days left, and a package with days bought on its own', async () => {
    const { user } = await customer();
    const a = await createPackage(testApp, user.id);
    const b = await createPackage(testApp, user.id);
    const extended = await createPackage(testApp, user.id, { storageExtendedUntil: '2026-03-30' });
    advanceDays(7); // the 17th: 8 days left
    await runTwice();
    expect(await alerts()).toEqual([]);
    advanceDays(1); // the 18th: 7 left
    await runTwice();
    expect(await storageAlerts()).toEqual([{ kind: 'storage-ending', lastDay: '2026-03-24', mark: 7, daysLeft: 7, packageIds: [a.id, b.id] }]);
    advanceDays(4); // the 22nd: 3 left
    await runTwice();
    advanceDays(2); // the 24th: the last day of two, 7 left of the third
    await runTwice();
    expect((await storageAlerts()).slice(1)).toEqual([
      { kind: 'storage-ending', lastDay: '2026-03-24', mark: 3, daysLeft: 3, packageIds: [a.id, b.id] },
      { kind: 'storage-last-day', lastDay: '2026-03-24', mark: 1, daysLeft: 1, packageIds: [a.id, b.id] },
      { kind: 'storage-ending', lastDay: '2026-03-30', mark: 7, daysLeft: 7, packageIds: [extended.id] },
    ]);
    // Mailed in the customer's language (no device): each reminder once.
    const subjects = testApp.mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject);
    expect(subjects).toEqual(['Tu almacenamiento está por vencer - Miami Drop', 'Tu almacenamiento está por vencer - Miami Drop', 'Hoy vence tu almacenamiento - Miami Drop', 'Tu almacenamiento está por vencer - Miami Drop']);
  });

  it('warns an overdue parcel with its photo when the grace ends and a week before disposal, and lists it for staff with its fee', async () => {
    const { user, token } = await customer();
    const parcel = await createPackage(testApp, user.id, { title: 'Lámpara', trackingNumber: '1ZLAMP' });
    const unphotographed = await createPackage(testApp, user.id);
    const [photo] = await writeTransaction(testApp.db, (tx) =>
      tx.insert(photos).values({ packageId: parcel.id, storageKey: 'photos/l.jpg', contentType: 'image/jpeg', byteSize: 10, width: 4, height: 3 }).returning(),
    );
    const { user: admin } = await createUser(testApp, { role: 'admin' });
    // Signed in afresh each time: the moved clock outlives a session.
    const list = async () => jsonOf<OverdueParcelList>(await call(testApp, 'GET', '/api/admin/overdue-parcels', { token: await loginAs(testApp, admin.email) }));
    expect((await call(testApp, 'GET', '/api/admin/overdue-parcels', { token })).status).toBe(403);
    expect((await list()).parcels).toEqual([]);

    advanceDays(15); // the 25th: 1 day past the 24th
    await runTwice();
    expect(await alerts()).toEqual([]);
    expect((await list()).parcels).toMatchObject([
      { package_id: parcel.id, last_day: '2026-03-24', days_overdue: 1, fee_cents: 0, has_photo: true, warnings: [], disposal_from: null },
      { package_id: unphotographed.id, days_overdue: 1, has_photo: false, warnings: [], disposal_from: null },
    ]);

    advanceDays(3); // the 28th: 4 days overdue, the 3 grace days are over
    await runTwice();
    expect(await storageAlerts()).toMatchObject([{ kind: 'storage-overstay', packageId: parcel.id, warning: 1, daysOverdue: 4, feeCents: 100, photoId: photo!.id, disposalFrom: '2026-05-23' }]);
    const [warningMail] = testApp.mailer.sent.filter((mail) => mail.to === user.email);
    expect(warningMail?.subject).toBe('Tu paquete superó su almacenamiento - Miami Drop');
    expect(warningMail?.text).toContain('Lámpara (1ZLAMP) sigue en el depósito 4 días después de su último día de almacenamiento, el 24 de marzo de 2026.');
    expect(warningMail?.text).toContain('Lleva $1.00 de cargo por estadía ($1.00 por día después de 3 días de gracia).');
    expect(warningMail?.text).toContain('no antes del 23 de mayo de 2026');
    expect(warningMail?.text).toContain(`Foto de tu paquete: ${testApp.deps.config.appUrl}/dashboard/packages/${parcel.id}`);
    expect((await list()).parcels[0]).toMatchObject({ days_overdue: 4, fee_cents: 100, warnings: [{ days_overdue: 4, photo_id: photo!.id }], disposal_from: null });

    advanceDays(49); // May 16th: 53 days overdue, a week before the 60 days
    await runTwice();
    expect((await storageAlerts()).map((alert) => alert.warning)).toEqual([1, 2]);
    const [first] = (await list()).parcels;
    expect(first).toMatchObject({ days_overdue: 53, fee_cents: 50 * 100, disposal_from: '2026-05-23' });
    expect(first!.warnings).toHaveLength(2);
    expect(await testApp.db.select({ packageId: overstayWarnings.packageId }).from(overstayWarnings)).toEqual([{ packageId: parcel.id }, { packageId: parcel.id }]);
    advanceDays(10);
    await runTwice();
    expect(await testApp.db.select().from(overstayWarnings)).toHaveLength(2);

    // Days bought end the overstay; warnings of it do not count for a later one.
    await writeTransaction(testApp.db, (tx) => tx.update(packages).set({ storageExtendedUntil: '2026-06-30' }).where(eq(packages.id, parcel.id)));
    expect((await list()).parcels.map((row) => row.package_id)).toEqual([unphotographed.id]);
    advanceDays(40);
    expect((await list()).parcels.find((row) => row.package_id === parcel.id)).toMatchObject({ warnings: [], disposal_from: null });
  });
});
