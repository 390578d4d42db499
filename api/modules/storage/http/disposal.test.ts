import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackageList } from '../../../../shared/admin/admin-package-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import { DISPOSAL_MESSAGES } from '../../../../shared/storage/disposal-messages';
import { DISPOSAL_NOTE_MAX_LENGTH, type ParcelDisposal } from '../../../../shared/storage/disposal-schema';
import type { OverdueParcelList } from '../../../../shared/storage/overdue-parcel-schema';
import { writeTransaction } from '../../../db/client';
import { alertLog, overstayWarnings, packages, packageWorkflow, photos } from '../../../db/tables';
import { createPackage, createSubscription, createUser, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';
import { runStorageReminders } from '../../alerts/push-alerts-job';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York. Basic stores 15 days: the last day is the 24th. By the
// default policy (3 grace days, disposal after 60) the warnings go out on the 28th and on May 16th, and disposal may
// start on May 23rd.
describe('POST /api/admin/overdue-parcels/{packageId}/dispose: a disposal recorded under the overstay policy', () => {
  let testApp: TestApp;
  beforeEach(async () => void (testApp = await createTestApp()));
  afterEach(() => testApp.close());

  const advanceDays = (days: number) => testApp.clock.advance(days * DAY_MS);
  const runReminders = async () => {
    await runStorageReminders(testApp.deps);
    await testApp.deps.alerts.drain();
  };
  const refusal = async (response: Response) => [response.status, (await jsonOf<{ error: string }>(response)).error];
  const addPhoto = (packageId: number) =>
    writeTransaction(testApp.db, (tx) => tx.insert(photos).values({ packageId, storageKey: `photos/${packageId}.jpg`, contentType: 'image/jpeg', byteSize: 10, width: 4, height: 3 }).returning());

  /** A Basic customer with a photographed parcel, and staff signed in afresh at each call (the clock outlives a session). */
  async function scene() {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id, { planType: 'basic' });
    const parcel = await createPackage(testApp, user.id, { title: 'Lámpara', trackingNumber: '1ZLAMP' });
    await addPhoto(parcel.id);
    const { user: admin } = await createUser(testApp, { role: 'admin' });
    const staffToken = () => loginAs(testApp, admin.email);
    const dispose = async (packageId: number, body: unknown = { note: 'Donated to the shelter' }, key: string = crypto.randomUUID(), token?: string) =>
      call(testApp, 'POST', `/api/admin/overdue-parcels/${packageId}/dispose`, { token: token ?? (await staffToken()), body, headers: { 'Idempotency-Key': key } });
    const overdue = async () => jsonOf<OverdueParcelList>(await call(testApp, 'GET', '/api/admin/overdue-parcels', { token: await staffToken() }));
    return { user, token, parcel, admin, staffToken, dispose, overdue };
  }

  it('refuses until the warnings with the photo are on record and the policy’s day has come, each with its reason', async () => {
    const { user, parcel, dispose, overdue } = await scene();
    // Not overdue yet.
    expect(await refusal(await dispose(parcel.id))).toEqual([409, DISPOSAL_MESSAGES.notOverdue]);

    advanceDays(15); // the 25th: overdue, no warning yet
    await runReminders();
    expect(await refusal(await dispose(parcel.id))).toEqual([409, DISPOSAL_MESSAGES.warningsMissing]);

    advanceDays(3); // the 28th: the first warning
    await runReminders();
    expect((await overdue()).parcels[0]).toMatchObject({ package_id: parcel.id, delivery_status: 'received', disposal_from: null, disposal_block: 'warnings' });
    expect((await overdue()).parcels[0]!.warnings).toHaveLength(1);
    expect(await refusal(await dispose(parcel.id))).toEqual([409, DISPOSAL_MESSAGES.warningsMissing]);

    // Two warnings on record without a photo do not count.
    const unphotographed = await createPackage(testApp, user.id, { receivedAt: new Date('2026-03-10T15:00:00Z') });
    await writeTransaction(testApp.db, (tx) =>
      tx.insert(overstayWarnings).values([
        { packageId: unphotographed.id, daysOverdue: 4, photoId: null, sentAt: testApp.clock.now() },
        { packageId: unphotographed.id, daysOverdue: 4, photoId: null, sentAt: testApp.clock.now() },
      ]),
    );
    expect((await overdue()).parcels.find((row) => row.package_id === unphotographed.id)).toMatchObject({ disposal_from: null });
    expect(await refusal(await dispose(unphotographed.id))).toEqual([409, DISPOSAL_MESSAGES.warningsMissing]);

    advanceDays(49); // May 16th: the second warning; eligible from May 23rd
    await runReminders();
    expect((await overdue()).parcels.find((row) => row.package_id === parcel.id)).toMatchObject({ disposal_from: '2026-05-23', disposal_block: 'date' });
    const early = await dispose(parcel.id);
    expect(early.status).toBe(409);
    expect(await jsonOf(early)).toEqual({ error: DISPOSAL_MESSAGES.tooEarly, disposal_from: '2026-05-23' });
    advanceDays(6); // May 22nd
    expect(await refusal(await dispose(parcel.id))).toEqual([409, DISPOSAL_MESSAGES.tooEarly]);
    expect((await testApp.db.select({ status: packages.deliveryStatus }).from(packages).where(eq(packages.id, parcel.id)))[0]?.status).toBe('received');
  });

  it('records it once from its day: disposed, who, when and why, the customer mailed in their language, and nothing counts it as waiting', async () => {
    const { user, parcel, admin, staffToken, dispose, overdue } = await scene();
    advanceDays(18); // the 28th
    await runReminders();
    advanceDays(49); // May 16th
    await runReminders();
    advanceDays(7); // May 23rd
    expect((await overdue()).parcels[0]).toMatchObject({ package_id: parcel.id, disposal_from: '2026-05-23', disposal_block: null });
    const key = crypto.randomUUID();
    const first = await dispose(parcel.id, { note: '  Donated to the shelter on 5th Street  ' }, key);
    expect(first.status).toBe(200);
    const answer = await jsonOf<ParcelDisposal>(first);
    expect(answer).toEqual({
      message: DISPOSAL_MESSAGES.recorded,
      disposal: { package_id: parcel.id, delivery_status: 'disposed', disposed_at: testApp.clock.now().toISOString(), disposed_by: admin.id, note: 'Donated to the shelter on 5th Street' },
    });
    const again = await dispose(parcel.id, { note: '  Donated to the shelter on 5th Street  ' }, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await jsonOf(again)).toEqual(answer);
    expect(await refusal(await dispose(parcel.id))).toEqual([409, DISPOSAL_MESSAGES.alreadyDisposed]);
    // Nor can it be handed over at the counter any more.
    const handOver = await call(testApp, 'PUT', `/api/packages/${parcel.id}/picked-up`, { token: await staffToken(), body: { pickup_by: 'Ana' } });
    expect(await refusal(handOver)).toEqual([409, DISPOSAL_MESSAGES.disposedNotHandedOver]);

    const [row] = await testApp.db.select().from(packages).where(eq(packages.id, parcel.id));
    expect(row).toMatchObject({ deliveryStatus: 'disposed', disposedBy: admin.id, disposalNote: 'Donated to the shelter on 5th Street' });
    expect(row!.disposedAt?.toISOString()).toBe(testApp.clock.now().toISOString());
    expect(await testApp.db.select({ type: packageWorkflow.type, actor: packageWorkflow.actorUserId }).from(packageWorkflow).where(eq(packageWorkflow.packageId, parcel.id))).toEqual([
      { type: 'disposed', actor: admin.id },
    ]);

    // The customer is told once, by e-mail, in Spanish.
    await testApp.deps.alerts.drain();
    const notices = (await testApp.db.select({ kind: alertLog.kind }).from(alertLog).orderBy(asc(alertLog.id))).filter((alert) => alert.kind === 'storage-disposed');
    expect(notices).toHaveLength(1);
    await vi.waitFor(() => expect(testApp.mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toContain('Desechamos tu paquete - Miami Drop'));
    const mail = testApp.mailer.sent.find((sent) => sent.subject === 'Desechamos tu paquete - Miami Drop')!;
    expect(mail.text).toContain('Lámpara (1ZLAMP) siguió en el depósito después de su último día de almacenamiento, el 24 de marzo de 2026.');
    expect(mail.text).toContain('Tras 2 avisos, lo desechamos el 23 de mayo de 2026, según la política de almacenamiento.');
    expect(mail.text).toContain(`${testApp.deps.config.appUrl}/dashboard/packages/${parcel.id}`);

    // The customer sees it disposed, with the date in its workflow, and no storage clock.
    const detail = (await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${parcel.id}`, { token: await loginAs(testApp, user.email) }))).tracking;
    expect(detail).toMatchObject({ delivery_status: 'disposed', storage_last_day: null, storage_period_start: null });
    expect(detail.post_delivery_workflow.map((entry) => [entry.type, entry.date])).toEqual([['disposed', testApp.clock.now().toISOString()]]);

    // No longer overdue, warned nor reminded; staff find it with the status filter, and the counts move with it.
    expect((await overdue()).parcels).toEqual([]);
    const alertsBefore = (await testApp.db.select().from(alertLog)).length;
    for (let day = 0; day < 10; day++) {
      advanceDays(1);
      await runReminders();
    }
    expect(await testApp.db.select().from(alertLog)).toHaveLength(alertsBefore);
    expect(await testApp.db.select().from(overstayWarnings)).toHaveLength(2);
    const admins = async (status: string) => jsonOf<AdminPackageList>(await call(testApp, 'GET', `/api/admin/packages?status=${status}`, { token: await staffToken() }));
    const disposed = await admins('disposed');
    expect(disposed.packages.map((pkg) => [pkg.id, pkg.delivery_status, pkg.disposal_note])).toEqual([[parcel.id, 'disposed', 'Donated to the shelter on 5th Street']]);
    expect(disposed.total).toBe(1);
    expect((await admins('received')).total).toBe(0);
    // Its plan slot is free: it left the warehouse.
    const subscription = await jsonOf<{ shipments_used: number }>(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token: await loginAs(testApp, user.email) }));
    expect(subscription.shipments_used).toBe(0);
  });

  it('refuses a parcel booked on a pickup, one not waiting, an unknown one, a bad note and a customer', async () => {
    const { user, parcel, admin, dispose } = await scene();
    const booked = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    await addPhoto(booked.id);
    const pending = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
    const pickedUp = await createPackage(testApp, user.id, { deliveryStatus: 'picked_up' });
    advanceDays(18);
    await runReminders();
    advanceDays(49);
    await runReminders();
    advanceDays(7); // May 23rd: both photographed parcels have their two warnings
    expect((await jsonOf<OverdueParcelList>(await call(testApp, 'GET', '/api/admin/overdue-parcels', { token: await loginAs(testApp, admin.email) }))).parcels.find((row) => row.package_id === booked.id)).toMatchObject({
      delivery_status: 'scheduled',
      disposal_from: '2026-05-23',
      disposal_block: 'pickup',
    });
    expect(await refusal(await dispose(booked.id))).toEqual([409, DISPOSAL_MESSAGES.pickupBooked]);
    expect(await refusal(await dispose(pending.id))).toEqual([409, DISPOSAL_MESSAGES.notWaiting]);
    expect(await refusal(await dispose(pickedUp.id))).toEqual([409, DISPOSAL_MESSAGES.notWaiting]);
    expect(await refusal(await dispose(999_999))).toEqual([404, 'Package not found']);
    expect(await refusal(await dispose(parcel.id, {}))).toEqual([400, 'Write a note saying what was done']);
    expect(await refusal(await dispose(parcel.id, { note: '   ' }))).toEqual([400, 'Write a note saying what was done']);
    expect(await refusal(await dispose(parcel.id, { note: 'x'.repeat(DISPOSAL_NOTE_MAX_LENGTH + 1) }))).toEqual([400, 'This field is too long']);
    const customer = await dispose(parcel.id, undefined, undefined, await loginAs(testApp, user.email));
    expect(customer.status).toBe(403);
    expect((await testApp.db.select({ status: packages.deliveryStatus }).from(packages).where(eq(packages.id, parcel.id)))[0]?.status).toBe('received');
    // The note at its limit is taken.
    expect((await dispose(parcel.id, { note: 'x'.repeat(DISPOSAL_NOTE_MAX_LENGTH) })).status).toBe(200);
  });
});
