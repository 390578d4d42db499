import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestAppWithUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { alertSubject, recordAlert, type AlertEvent } from './alert-events';

const received = (packageId: number): AlertEvent => ({ kind: 'package-received', packageId, trackingNumber: `1Z${packageId}`, title: 'Campera', storageDays: 15 });
const tracking = (packageId: number, status: 'in_transit' | 'out_for_delivery'): AlertEvent => ({ kind: 'tracking-update', packageId, trackingNumber: `1Z${packageId}`, title: 'Campera', status });
const pickup = (kind: 'pickup-confirmed' | 'pickup-changed', pickupId: number): AlertEvent => ({ kind, pickupId, date: '2026-03-23', time: '10:00', packages: 1 });
const storage = (periodStart: string): AlertEvent => ({ kind: 'storage-ending', periodStart, daysLeft: 3, packageIds: [1] });

describe('each alert happens once', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
  });
  afterEach(() => testApp.close());

  const record = (event: AlertEvent, minutesLater = 0) => recordAlert(testApp.db, userId, event, new Date(testApp.clock.now().getTime() + minutesLater * MINUTE_MS));

  it('announces each received package once, and another package again', async () => {
    expect([await record(received(1)), await record(received(1), 5), await record(received(2))]).toEqual([true, false, true]);
  });

  it('announces each carrier status of a package once, apart from its receipt', async () => {
    expect([await record(tracking(1, 'in_transit')), await record(tracking(1, 'in_transit'), 5), await record(tracking(1, 'out_for_delivery')), await record(tracking(2, 'in_transit'))]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(await record(received(1))).toBe(true);
  });

  it('confirms a booking once however late it is recorded again, and another booking again', async () => {
    expect([await record(pickup('pickup-confirmed', 7)), await record(pickup('pickup-confirmed', 7), 5), await record(pickup('pickup-confirmed', 8))]).toEqual([true, false, true]);
  });

  it('announces every change of a booking, but one change only once', async () => {
    expect([await record(pickup('pickup-changed', 7)), await record(pickup('pickup-changed', 7)), await record(pickup('pickup-changed', 7), 5), await record(pickup('pickup-changed', 8))]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('warns about each storage period once', async () => {
    expect([await record(storage('2026-03-10')), await record(storage('2026-03-10'), 5), await record(storage('2026-03-11'))]).toEqual([true, false, true]);
  });

  it('names what the alert is about in its subject', async () => {
    const at = new Date('2026-03-10T15:00:00.000Z');
    expect(alertSubject(received(42), at)).toBe('package:42');
    expect(alertSubject(tracking(42, 'in_transit'), at)).toBe('package:42@in_transit');
    expect(alertSubject(pickup('pickup-confirmed', 7), at)).toBe('pickup:7');
    expect(alertSubject(pickup('pickup-changed', 7), at)).toBe(`pickup:7@${at.getTime()}`);
    expect(alertSubject(storage('2026-03-10'), at)).toBe('storage:2026-03-10');
  });
});
