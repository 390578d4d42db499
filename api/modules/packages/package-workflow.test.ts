import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertLog } from '../../db/tables';
import { createPackage, createTestAppWithUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { recordWorkflowStep } from './package-workflow';

describe('recordWorkflowStep', () => {
  let testApp: TestApp;
  let userId: number;
  beforeEach(async () => {
    ({ testApp, userId } = await createTestAppWithUser());
  });
  afterEach(() => testApp.close());

  const alerts = async () => (await testApp.db.select().from(alertLog).orderBy(alertLog.id)).map((alert) => [alert.userId, alert.kind]);
  const step = (packageId: number, type: 'received' | 'scheduled' | 'picked_up') =>
    recordWorkflowStep(testApp.db, { packageId, type, description: type, actorUserId: null, at: testApp.clock.now() });

  it('tells the owner of a receipt, and of no other step', async () => {
    const scheduled = await createPackage(testApp, userId, { deliveryStatus: 'received', receivedAt: null });
    const collected = await createPackage(testApp, userId, { deliveryStatus: 'scheduled', receivedAt: null });
    await step(scheduled.id, 'scheduled');
    await step(collected.id, 'picked_up');
    expect(await alerts()).toEqual([]);
    const pending = await createPackage(testApp, userId, { status: 'pending', deliveryStatus: 'pending', receivedAt: null });
    await step(pending.id, 'received');
    expect(await alerts()).toEqual([[userId, 'package-received']]);
  });
});
