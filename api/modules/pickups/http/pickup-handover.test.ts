import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { PICKUP_PASS_MESSAGES, StagingListSchema, type CounterPickupAnswer } from '../../../../shared/pickup/pickup-pass-schema';
import { packageWorkflow, packages, pickups } from '../../../db/tables';
import { createPackage, createPickup, createSubscription, createUser, loginAs } from '../../../test/factories';
import { cameraJpeg, smallGif } from '../../../test/photo-fixtures';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const TODAY = '2026-03-10';

describe('the counter: handover, its photo, shelves and the staging list (decision 175)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async () => {
    const { user } = await createUser(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id);
    return { user, token: await loginAs(testApp, user.email) };
  };
  const staff = async () => {
    const { user } = await createUser(testApp, { role: 'admin' });
    return { staffUser: user, staffToken: await loginAs(testApp, user.email) };
  };
  const booked = async (userId: number, time = '15:00', date = TODAY) => {
    const first = await createPackage(testApp, userId, { deliveryStatus: 'scheduled', shelf: 'C-1' });
    const second = await createPackage(testApp, userId, { deliveryStatus: 'scheduled' });
    return { pickup: await createPickup(testApp, userId, { date, time }, [first.id, second.id]), first, second };
  };
  const handOver = (token: string, pickupId: number, collectedBy: string, headers?: Record<string, string>) =>
    call(testApp, 'PUT', `/api/pickup/${pickupId}/handover`, { token, body: { collected_by: collectedBy }, headers });
  const uploadPhoto = async (token: string, pickupId: number, bytes: Uint8Array, type = 'image/jpeg') => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type }), 'signature.jpg');
    return testApp.app.request(`/api/pickup/${pickupId}/handover/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.10' }, body: form });
  };

  describe('PUT /api/pickup/{id}/handover', () => {
    it('marks every package picked up by the collector, one workflow entry each, and completes the pickup with who and when', async () => {
      const { user } = await customer();
      const { staffUser, staffToken } = await staff();
      const { pickup, first, second } = await booked(user.id);
      const answer = await handOver(staffToken, pickup.id, 'Marta Gómez');
      expect(answer.status).toBe(200);
      const now = testApp.clock.now();
      expect((await jsonOf<CounterPickupAnswer>(answer)).pickup).toMatchObject({
        status: 'completed',
        collected_by: 'Marta Gómez',
        handed_over_at: now.toISOString(),
        has_handover_photo: false,
        packages: [
          { id: first.id, delivery_status: 'picked_up' },
          { id: second.id, delivery_status: 'picked_up' },
        ],
      });
      for (const pkg of await testApp.db.select().from(packages)) expect([pkg.deliveryStatus, pkg.pickedUpBy, pkg.pickedUpAt]).toEqual(['picked_up', 'Marta Gómez', now]);
      const steps = await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.type, 'picked_up'));
      expect(steps.map((step) => [step.packageId, step.pickupBy, step.actorUserId]).sort()).toEqual([
        [first.id, 'Marta Gómez', staffUser.id],
        [second.id, 'Marta Gómez', staffUser.id],
      ]);
      const [row] = await testApp.db.select().from(pickups).where(eq(pickups.id, pickup.id));
      expect(row).toMatchObject({ status: 'completed', collectedBy: 'Marta Gómez', handedOverAt: now, handedOverBy: staffUser.id });
    });

    it('refuses a second handover (409, saying to whom and when) and changes nothing; the same Idempotency-Key replays the first', async () => {
      const { user } = await customer();
      const { staffToken } = await staff();
      const { pickup } = await booked(user.id);
      const first = await jsonOf(await handOver(staffToken, pickup.id, 'Lucía Tester', { 'Idempotency-Key': 'handover-1' }));
      const replay = await handOver(staffToken, pickup.id, 'Lucía Tester', { 'Idempotency-Key': 'handover-1' });
      expect([replay.status, replay.headers.get('Idempotent-Replayed'), await jsonOf(replay)]).toEqual([200, 'true', first]);
      const handedOverAt = testApp.clock.now().toISOString();
      testApp.clock.advance(60_000);
      const again = await handOver(staffToken, pickup.id, 'Someone Else');
      expect(again.status).toBe(409);
      expect(await jsonOf(again)).toEqual({ error: PICKUP_PASS_MESSAGES.alreadyCollected, collected_by: 'Lucía Tester', handed_over_at: handedOverAt });
      expect((await testApp.db.select().from(packages)).map((pkg) => pkg.pickedUpBy)).toEqual(['Lucía Tester', 'Lucía Tester']);
      expect(await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.type, 'picked_up'))).toHaveLength(2);
    });

    it('refuses a cancelled pickup, a package not received (nothing changed), customers, a blank name and an unknown pickup', async () => {
      const { user, token } = await customer();
      const { staffToken } = await staff();
      const { pickup } = await booked(user.id);
      expect((await handOver(token, pickup.id, 'Lucía')).status).toBe(403);
      expect((await handOver(staffToken, pickup.id, '  ')).status).toBe(400);
      expect((await handOver(staffToken, 999_999, 'Lucía')).status).toBe(404);
      const late = await createPackage(testApp, user.id, { deliveryStatus: 'pending' });
      const withPending = await createPickup(testApp, user.id, { date: TODAY, time: '16:00' }, [(await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' })).id, late.id]);
      const refused = await handOver(staffToken, withPending.id, 'Lucía');
      expect([refused.status, (await jsonOf(refused)).error]).toEqual([409, PACKAGE_MESSAGES.notReceived]);
      expect(await testApp.db.select().from(packageWorkflow)).toHaveLength(0);
      await testApp.db.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, pickup.id));
      const cancelled = await handOver(staffToken, pickup.id, 'Lucía');
      expect([cancelled.status, (await jsonOf(cancelled)).error]).toEqual([409, PICKUP_PASS_MESSAGES.cancelled]);
    });

    it('records the collector on the pickup when its last package is marked picked up one by one', async () => {
      const { user } = await customer();
      const { staffUser, staffToken } = await staff();
      const { pickup, first, second } = await booked(user.id);
      for (const pkg of [first, second]) await call(testApp, 'PUT', `/api/packages/${pkg.id}/picked-up`, { token: staffToken, body: { pickup_by: 'Marta' } });
      const [row] = await testApp.db.select().from(pickups).where(eq(pickups.id, pickup.id));
      expect(row).toMatchObject({ status: 'completed', collectedBy: 'Marta', handedOverBy: staffUser.id });
    });
  });

  describe('the handover photo', () => {
    it('stores one photo after the handover, stripped like parcel photos, for staff only; a second is refused', async () => {
      const { user, token } = await customer();
      const { staffToken } = await staff();
      const { pickup } = await booked(user.id);
      const jpeg = await cameraJpeg();
      const early = await uploadPhoto(staffToken, pickup.id, jpeg);
      expect([early.status, (await jsonOf(early)).error]).toEqual([409, PICKUP_PASS_MESSAGES.notHandedOver]);
      await handOver(staffToken, pickup.id, 'Lucía Tester');
      expect((await uploadPhoto(token, pickup.id, jpeg)).status).toBe(403);
      expect((await uploadPhoto(staffToken, pickup.id, await smallGif(), 'image/gif')).status).toBe(415);
      const missing = await call(testApp, 'GET', `/api/pickup/${pickup.id}/handover/photo`, { token: staffToken });
      expect([missing.status, (await jsonOf(missing)).error]).toEqual([404, PICKUP_PASS_MESSAGES.noPhoto]);

      const stored = await uploadPhoto(staffToken, pickup.id, jpeg);
      expect(stored.status).toBe(201);
      expect((await jsonOf<CounterPickupAnswer>(stored)).pickup.has_handover_photo).toBe(true);
      const photo = await call(testApp, 'GET', `/api/pickup/${pickup.id}/handover/photo`, { token: staffToken });
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect([meta.format, meta.exif, Math.max(meta.width!, meta.height!)]).toEqual(['jpeg', undefined, 1600]);
      expect((await call(testApp, 'GET', `/api/pickup/${pickup.id}/handover/photo`, { token })).status).toBe(403);

      const second = await uploadPhoto(staffToken, pickup.id, jpeg);
      expect([second.status, (await jsonOf(second)).error]).toEqual([409, PICKUP_PASS_MESSAGES.photoExists]);
    });
  });

  describe('shelves and GET /api/admin/pickups/staging', () => {
    it('keeps the shelf typed at receipt (trimmed, blank as none, limited) and shows it to staff', async () => {
      const { user } = await customer();
      const { staffToken } = await staff();
      const pkg = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
      const tooLong = await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: staffToken, body: { shelf: 'x'.repeat(21) } });
      expect(tooLong.status).toBe(400);
      expect((await call(testApp, 'PUT', `/api/packages/${pkg.id}/received`, { token: staffToken, body: { shelf: ' B-07 ' } })).status).toBe(200);
      const blank = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null });
      await call(testApp, 'PUT', `/api/packages/${blank.id}/received`, { token: staffToken, body: { shelf: '  ' } });
      const rows = await testApp.db.select({ id: packages.id, shelf: packages.shelf }).from(packages).orderBy(packages.id);
      expect(rows).toEqual([{ id: pkg.id, shelf: 'B-07' }, { id: blank.id, shelf: null }]);
    });

    it("lists a day's pickups slot by slot with their shelves and collectors, today in New York by default, for staff only", async () => {
      const { user, token } = await customer();
      const { staffToken } = await staff();
      const late = await booked(user.id, '16:30');
      const early = await booked(user.id, '09:00');
      await call(testApp, 'PUT', `/api/pickup/${early.pickup.id}/delegate`, { token, body: { name: 'Marta Gómez', id_last4: '1234' } });
      const cancelled = await booked(user.id, '09:00');
      await testApp.db.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, cancelled.pickup.id));
      await booked(user.id, '10:00', '2026-03-11');

      expect((await call(testApp, 'GET', '/api/admin/pickups/staging', { token })).status).toBe(403);
      expect((await call(testApp, 'GET', '/api/admin/pickups/staging?date=2026-02-30', { token: staffToken })).status).toBe(400);
      const list = StagingListSchema.parse(await jsonOf(await call(testApp, 'GET', '/api/admin/pickups/staging', { token: staffToken })));
      expect(list.date).toBe(TODAY);
      expect(list.slots.map((slot) => [slot.time, slot.pickups.map((pickup) => [pickup.id, pickup.expected_collector])])).toEqual([
        ['09:00', [[early.pickup.id, 'Marta Gómez']]],
        ['16:30', [[late.pickup.id, 'Lucía Tester']]],
      ]);
      expect(list.slots[0]!.pickups[0]!.packages.map((pkg) => [pkg.id, pkg.shelf])).toEqual([
        [early.first.id, 'C-1'],
        [early.second.id, null],
      ]);
      const tomorrow = StagingListSchema.parse(await jsonOf(await call(testApp, 'GET', '/api/admin/pickups/staging?date=2026-03-11', { token: staffToken })));
      expect(tomorrow.slots.map((slot) => slot.time)).toEqual(['10:00']);
    });
  });
});
