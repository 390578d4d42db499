import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_WAREHOUSE_ADDRESS } from '../../../../shared/warehouse/fallback-warehouse-address';
import { PICKUP_PASS_MESSAGES, PickupPassSchema, type CounterPickupAnswer, type PickupPass } from '../../../../shared/pickup/pickup-pass-schema';
import { PICKUP_MESSAGES } from '../../../../shared/pickup/pickup-schema';
import { parsePassToken } from '../../../../shared/pickup/pickup-pass-token';
import { pickups, signingKeys } from '../../../db/tables';
import { createPackage, createPickup, createSubscription, createUser, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';
import { signPass } from '../pickup-pass-signer';
import { signingKey } from '../signing-key';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const TODAY = '2026-03-10';
const THURSDAY = '2026-03-12';

describe('the express pickup pass (decision 175)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** A customer with two received packages booked for a pickup today at 15:00 (or another day). */
  const booked = async (date = TODAY) => {
    const { user } = await createUser(testApp, { firstName: 'Lucía' });
    // Remembered sessions: some tests move the clock by days.
    const token = await loginAs(testApp, user.email, undefined, true);
    await createSubscription(testApp, user.id);
    const first = await createPackage(testApp, user.id, { trackingNumber: '1Z999AA10123456784', title: 'Zapatos', deliveryStatus: 'scheduled', shelf: 'B-12' });
    const second = await createPackage(testApp, user.id, { trackingNumber: '9400111899223344556677', title: 'Libros', deliveryStatus: 'scheduled', shelf: 'A-3' });
    const pickup = await createPickup(testApp, user.id, { date, time: '15:00' }, [first.id, second.id]);
    return { user, token, pickup, first, second };
  };
  const staff = async () => {
    const { user } = await createUser(testApp, { role: 'admin', firstName: 'Rosa' });
    return { staffUser: user, staffToken: await loginAs(testApp, user.email, undefined, true) };
  };
  const getPass = async (token: string, pickupId: number) => PickupPassSchema.parse(await jsonOf(await call(testApp, 'GET', `/api/pickup/${pickupId}/pass`, { token })));
  const scan = (token: string, code: string) => call(testApp, 'POST', '/api/pickup/pass/scan', { token, body: { token: code } });

  describe('GET /api/pickup/{id}/pass', () => {
    it('answers a signed code naming the pickup and its day only, with the packages, slot, place and who collects', async () => {
      const { token, pickup, first, second } = await booked(THURSDAY);
      const pass = await getPass(token, pickup.id);
      expect(pass).toMatchObject({
        pickup_id: pickup.id,
        pickup_date: THURSDAY,
        pickup_time: '15:00',
        packages: [
          { id: first.id, title: 'Zapatos', tracking_last4: '6784' },
          { id: second.id, title: 'Libros', tracking_last4: '6677' },
        ],
        customer_name: 'Lucía Tester',
        delegate: null,
      });
      expect(pass.location).toMatchObject({ street_address: FALLBACK_WAREHOUSE_ADDRESS.street_address, fallback: true });
      expect(parsePassToken(pass.token)?.claim).toEqual({ pickupId: pickup.id, date: THURSDAY });
      expect(pass.token).not.toMatch(/Lucía|Tester|6784/i);
      // The same code every time, from one key made once.
      expect((await getPass(token, pickup.id)).token).toBe(pass.token);
      expect(await testApp.db.select().from(signingKeys)).toHaveLength(1);
    });

    it("is the owner's alone, and only while the pickup is scheduled", async () => {
      const { pickup } = await booked();
      const { token: otherToken } = await signedIn(testApp);
      const other = await call(testApp, 'GET', `/api/pickup/${pickup.id}/pass`, { token: otherToken });
      expect([other.status, (await jsonOf(other)).error]).toEqual([404, PICKUP_MESSAGES.notFound]);
      expect((await call(testApp, 'GET', `/api/pickup/${pickup.id}/pass`)).status).toBe(401);
      const { token, pickup: cancelled } = await booked();
      await testApp.db.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, cancelled.id));
      const refused = await call(testApp, 'GET', `/api/pickup/${cancelled.id}/pass`, { token });
      expect([refused.status, (await jsonOf(refused)).error]).toEqual([409, PICKUP_PASS_MESSAGES.noPass]);
    });
  });

  describe('PUT and DELETE /api/pickup/{id}/delegate', () => {
    it('names a delegate on the pass and the scan, and removing it gives the pickup back to the customer', async () => {
      const { token, pickup } = await booked();
      const named = await call(testApp, 'PUT', `/api/pickup/${pickup.id}/delegate`, { token, body: { name: '  Marta Gómez ', id_last4: 'x7k9' } });
      expect(named.status).toBe(200);
      expect((await jsonOf<PickupPass>(named)).delegate).toEqual({ name: 'Marta Gómez', id_last4: 'X7K9' });
      const { staffToken } = await staff();
      const seen = await jsonOf<CounterPickupAnswer>(await scan(staffToken, (await getPass(token, pickup.id)).token));
      expect(seen.pickup).toMatchObject({ customer_name: 'Lucía Tester', delegate: { name: 'Marta Gómez', id_last4: 'X7K9' }, expected_collector: 'Marta Gómez' });

      const removed = await call(testApp, 'DELETE', `/api/pickup/${pickup.id}/delegate`, { token });
      expect((await jsonOf<PickupPass>(removed)).delegate).toBeNull();
      expect((await getPass(token, pickup.id)).delegate).toBeNull();
    });

    it('refuses a bad name or ID ending, another customer, and a pickup no longer scheduled', async () => {
      const { token, pickup } = await booked();
      for (const body of [{ name: '', id_last4: '1234' }, { name: 'Marta', id_last4: '123' }, { name: 'Marta', id_last4: '12-4' }, { name: 'x'.repeat(81), id_last4: '1234' }]) {
        expect((await call(testApp, 'PUT', `/api/pickup/${pickup.id}/delegate`, { token, body })).status).toBe(400);
      }
      const { token: otherToken } = await signedIn(testApp);
      expect((await call(testApp, 'PUT', `/api/pickup/${pickup.id}/delegate`, { token: otherToken, body: { name: 'Marta', id_last4: '1234' } })).status).toBe(404);
      expect((await call(testApp, 'DELETE', `/api/pickup/${pickup.id}/delegate`, { token: otherToken })).status).toBe(404);
      await testApp.db.update(pickups).set({ status: 'completed' }).where(eq(pickups.id, pickup.id));
      expect((await call(testApp, 'PUT', `/api/pickup/${pickup.id}/delegate`, { token, body: { name: 'Marta', id_last4: '1234' } })).status).toBe(409);
      const [row] = await testApp.db.select().from(pickups).where(eq(pickups.id, pickup.id));
      expect(row!.delegateName).toBeNull();
    });
  });

  describe('POST /api/pickup/pass/scan', () => {
    it("answers the pickup, its packages shelf by shelf and the person to check, for a pass of today's pickup, typed any way", async () => {
      const { token, pickup, first, second } = await booked();
      const { staffToken } = await staff();
      const code = (await getPass(token, pickup.id)).token;
      for (const typed of [code, code.toLowerCase().replaceAll('-', ' '), code.replaceAll('0', 'O')]) {
        const answer = await scan(staffToken, typed);
        expect(answer.status).toBe(200);
        expect((await jsonOf<CounterPickupAnswer>(answer)).pickup).toMatchObject({
          id: pickup.id,
          pickup_date: TODAY,
          pickup_time: '15:00',
          status: 'scheduled',
          customer_name: 'Lucía Tester',
          delegate: null,
          expected_collector: 'Lucía Tester',
          packages: [
            { id: second.id, shelf: 'A-3', tracking_number: '9400111899223344556677' },
            { id: first.id, shelf: 'B-12', tracking_number: '1Z999AA10123456784' },
          ],
          collected_by: null,
        });
      }
    });

    it('refuses a tampered or foreign code (400), a cancelled pickup and a used pass (409), and customers (403)', async () => {
      const { token, pickup, user } = await booked();
      const { staffToken } = await staff();
      const code = (await getPass(token, pickup.id)).token;
      const lastChar = code.at(-1) === 'A' ? 'B' : 'A';
      const other = await createPickup(testApp, user.id, { date: TODAY, time: '16:00' });
      const tampered = [code.slice(0, -1) + lastChar, code.replace(`MD-${pickup.id}-`, `MD-${other.id}-`), code.replace('20260310', '20260311'), 'hello', signPass(Buffer.alloc(32), { pickupId: pickup.id, date: TODAY })];
      for (const bad of tampered) {
        const answer = await scan(staffToken, bad);
        expect([answer.status, (await jsonOf(answer)).error]).toEqual([400, PICKUP_PASS_MESSAGES.invalidPass]);
      }
      expect((await scan(token, code)).status).toBe(403);
      expect((await call(testApp, 'POST', '/api/pickup/pass/scan', { token: staffToken, body: {} })).status).toBe(400);

      await testApp.db.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, pickup.id));
      const cancelled = await scan(staffToken, code);
      expect([cancelled.status, (await jsonOf(cancelled)).error]).toEqual([409, PICKUP_PASS_MESSAGES.cancelled]);

      const handedOverAt = testApp.clock.now();
      await testApp.db.update(pickups).set({ status: 'completed', collectedBy: 'Marta Gómez', handedOverAt }).where(eq(pickups.id, pickup.id));
      const used = await scan(staffToken, code);
      expect(used.status).toBe(409);
      expect(await jsonOf(used)).toEqual({ error: PICKUP_PASS_MESSAGES.alreadyCollected, collected_by: 'Marta Gómez', handed_over_at: handedOverAt.toISOString() });
    });

    it('refuses a pass on another New York day, naming the pickup’s day, and one shown before the pickup moved', async () => {
      const { token, pickup } = await booked(THURSDAY);
      const { staffToken } = await staff();
      const code = (await getPass(token, pickup.id)).token;
      const early = await scan(staffToken, code);
      expect(early.status).toBe(409);
      expect(await jsonOf(early)).toEqual({ error: PICKUP_PASS_MESSAGES.anotherDay, pickup_date: THURSDAY });
      testApp.clock.advance(2 * DAY_MS);
      expect((await scan(staffToken, code)).status).toBe(200);
      testApp.clock.advance(DAY_MS);
      expect(await jsonOf(await scan(staffToken, code))).toEqual({ error: PICKUP_PASS_MESSAGES.anotherDay, pickup_date: THURSDAY });

      // Moved to today: the code naming Thursday is out of date, today's is good.
      const { token: laterToken, pickup: moved } = await booked('2026-03-13');
      const before = (await getPass(laterToken, moved.id)).token;
      await testApp.db.update(pickups).set({ pickupDate: '2026-03-14' }).where(eq(pickups.id, moved.id));
      testApp.clock.advance(DAY_MS);
      expect(await jsonOf(await scan(staffToken, before))).toEqual({ error: PICKUP_PASS_MESSAGES.anotherDay, pickup_date: '2026-03-14' });
      expect((await scan(staffToken, (await getPass(laterToken, moved.id)).token)).status).toBe(200);
    });
  });

  it('keeps one key for every instance: a pass made before a restart scans after it', async () => {
    const { token, pickup } = await booked();
    const code = (await getPass(token, pickup.id)).token;
    const { staffToken } = await staff();
    // Another app on the same database (another instance) reads the same key.
    const again = await createTestApp({ databaseUrl: testApp.databaseUrl });
    try {
      const answer = await again.app.request('/api/pickup/pass/scan', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}`, 'x-forwarded-for': '203.0.113.10' },
        body: JSON.stringify({ token: code }),
      });
      expect(answer.status).toBe(200);
    } finally {
      again.close();
    }
  });

  it('makes the key once when first uses race', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => signingKey(testApp.db, 'pickup-pass', testApp.clock.now())));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    expect(await testApp.db.select().from(signingKeys)).toHaveLength(1);
  });
});
