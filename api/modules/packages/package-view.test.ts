import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageWorkflow, trackingEvents } from '../../db/tables';
import { createPackage, createSubscription, createTestAppWithUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { HOUR_MS } from '../../test/test-clock';
import { storageByOwner, toPackageDetails } from './package-view';

describe('package views', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
  });
  afterEach(() => testApp.close());

  const at = (hours: number) => new Date(testApp.clock.now().getTime() - hours * HOUR_MS);
  const scan = (packageId: number, description: string, hoursAgo: number) =>
    testApp.db.insert(trackingEvents).values({ packageId, status: 'in_transit', description, eventTime: at(hoursAgo) });
  const stage = (packageId: number, description: string, hoursAgo: number) =>
    testApp.db.insert(packageWorkflow).values({ packageId, type: 'received', description, date: at(hoursAgo) });

  it('gives each package of a page only its own scans and workflow, newest first', async () => {
    const first = await createPackage(testApp, userId);
    const second = await createPackage(testApp, userId);
    await scan(first.id, 'first: left Miami', 2);
    await scan(second.id, 'second: left Doral', 3);
    await scan(first.id, 'first: arrived', 1);
    await stage(first.id, 'first received', 1);
    await stage(second.id, 'second received', 2);
    const [one, two] = await toPackageDetails(testApp.db, [first, second]);
    expect(one!.events.map((event) => event.description)).toEqual(['first: arrived', 'first: left Miami']);
    expect(one!.last_event?.description).toBe('first: arrived');
    expect(two!.events.map((event) => event.description)).toEqual(['second: left Doral']);
    expect(one!.post_delivery_workflow.map((entry) => entry.description)).toEqual(['first received']);
    expect(two!.post_delivery_workflow.map((entry) => entry.description)).toEqual(['second received']);
  });

  it('an owner with nothing waiting at the warehouse has no storage period, only the plan days', async () => {
    await createSubscription(testApp, userId, { planType: 'basic' });
    await createPackage(testApp, userId, { deliveryStatus: 'picked_up' });
    expect((await storageByOwner(testApp.db, [userId])).get(userId)).toEqual({ periodStart: null, storageDays: 15 });
  });
});
