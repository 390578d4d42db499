import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES } from '../../../shared/pickup/pickup-schema';
import { alertLog, packageWorkflow, packages, pickups } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { createPackage, createPickup, createSubscription, createTestAppWithUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { listScheduledPickups, scheduledInSlot, slotsOfDay } from './pickup-queries';
import { reschedulePickup, schedulePickup } from './pickup-service';
import { setSetting } from '../settings/settings-service';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.
const THURSDAY = '2026-03-12';

describe('pickup service', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
    await createSubscription(testApp, userId);
  });
  afterEach(() => testApp.close());

  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof DomainError) return { kind: error.kind, message: error.message };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('books the last place of a slot once: the next booking finds it full and leaves nothing behind', async () => {
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    const first = await createPackage(testApp, userId);
    const second = await createPackage(testApp, userId);
    await schedulePickup(testApp.deps, userId, { package_ids: [first.id], pickup_date: THURSDAY, pickup_time: '10:30' });
    expect(await refusal(() => schedulePickup(testApp.deps, userId, { package_ids: [second.id], pickup_date: THURSDAY, pickup_time: '10:30' }))).toEqual({
      kind: 'conflict',
      message: PICKUP_MESSAGES.slotFull,
    });
    expect(await scheduledInSlot(testApp.db, THURSDAY, '10:30')).toBe(1);
    expect((await testApp.db.select().from(packages).where(eq(packages.id, second.id)).limit(1))[0]?.deliveryStatus).toBe('received');
    expect(await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, second.id))).toEqual([]);
  });

  it('moving a pickup does not count the pickup itself against the slot', async () => {
    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    const row = await createPackage(testApp, userId);
    const { pickup } = await schedulePickup(testApp.deps, userId, { package_ids: [row.id], pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B' });
    const moved = await reschedulePickup(testApp.deps, userId, pickup.id, { pickup_date: THURSDAY, pickup_time: '10:30' });
    expect(moved.pickup).toMatchObject({ pickup_date: THURSDAY, pickup_time: '10:30', notes: 'Gate B' });
  });

  it('tells the customer of a move to another day or time, and not of a change of notes alone', async () => {
    const row = await createPackage(testApp, userId);
    const { pickup } = await schedulePickup(testApp.deps, userId, { package_ids: [row.id], pickup_date: THURSDAY, pickup_time: '10:30' });
    const changes = async () =>
      (await testApp.db.select().from(alertLog).orderBy(alertLog.id))
        .filter((alert) => alert.kind === 'pickup-changed')
        .map((alert) => JSON.parse(alert.data) as { date: string; time: string; packages: number });
    const move = async (date: string, time: string, notes?: string) => {
      testApp.clock.advance(MINUTE_MS);
      await reschedulePickup(testApp.deps, userId, pickup.id, { pickup_date: date, pickup_time: time, notes });
    };

    await move(THURSDAY, '10:30', 'Gate B');
    expect(await changes()).toEqual([]);
    await move(THURSDAY, '11:00');
    await move('2026-03-13', '11:00');
    await move('2026-03-16', '09:00');
    expect(await changes()).toMatchObject([
      { date: THURSDAY, time: '11:00', packages: 1 },
      { date: '2026-03-13', time: '11:00', packages: 1 },
      { date: '2026-03-16', time: '09:00', packages: 1 },
    ]);
  });

  it('leaves a package already picked up out of a move', async () => {
    const waiting = await createPackage(testApp, userId, { deliveryStatus: 'scheduled' });
    const collected = await createPackage(testApp, userId, { deliveryStatus: 'picked_up' });
    const pickup = await createPickup(testApp, userId, { date: THURSDAY, time: '09:00' }, [waiting.id, collected.id]);
    const moved = await reschedulePickup(testApp.deps, userId, pickup.id, { pickup_date: '2026-03-13', pickup_time: '16:00' });
    expect(moved.packages.map((view) => [view.id, view.delivery_status, view.scheduled_delivery_date])).toEqual([
      [waiting.id, 'scheduled', '2026-03-13'],
      [collected.id, 'picked_up', null],
    ]);
  });

  it('counts only scheduled pickups in slots and lists', async () => {
    await createPickup(testApp, userId, { date: THURSDAY, time: '09:00' });
    await createPickup(testApp, userId, { date: THURSDAY, time: '09:00' }, [], { status: 'cancelled' });
    await createPickup(testApp, userId, { date: THURSDAY, time: '09:00' }, [], { status: 'completed' });
    expect((await slotsOfDay(testApp.db, userId, THURSDAY, testApp.clock.now())).slots[0]).toEqual({ time: '09:00', remaining: 5, available: true, flexible: false });
    expect(await listScheduledPickups(testApp.db, userId)).toHaveLength(1);
    expect(await testApp.db.select().from(pickups)).toHaveLength(3);
  });

  it('lists each pickup with only its own packages', async () => {
    const [a, b, c] = [await createPackage(testApp, userId), await createPackage(testApp, userId), await createPackage(testApp, userId)];
    const early = await createPickup(testApp, userId, { date: THURSDAY, time: '09:00' }, [a.id, c.id]);
    const late = await createPickup(testApp, userId, { date: THURSDAY, time: '16:00' }, [b.id]);
    const byId = new Map((await listScheduledPickups(testApp.db, userId)).map((pickup) => [pickup.id, pickup.package_ids]));
    expect(byId.get(early.id)).toEqual([a.id, c.id]);
    expect(byId.get(late.id)).toEqual([b.id]);
  });
});
