import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEasypostTrackingProvider } from '../../../adapters/tracking/easypost-tracking-provider';
import { EASYPOST_TEST_CODES, easypostTracker, LOCAL_EASYPOST_WEBHOOK_SECRET, signedEasypostEvent } from '../../../adapters/tracking/local-easypost-server';
import { packages, trackingEvents } from '../../../db/tables';
import { createPackage, createUser } from '../../../test/factories';
import { callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const CODE = EASYPOST_TEST_CODES.out_for_delivery;

describe('POST /api/webhooks/tracking', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ tracking: createEasypostTrackingProvider({ apiKey: 'unused', webhookSecret: LOCAL_EASYPOST_WEBHOOK_SECRET }) });
  });
  afterEach(() => testApp.close());

  const post = (body: string, headers: Record<string, string>) => callRaw(testApp, 'POST', '/api/webhooks/tracking', { body, contentType: 'application/json', headers });

  it('applies a signed update to the packages still with the carrier under that number', async () => {
    const { user } = await createUser(testApp);
    const moving = await createPackage(testApp, user.id, { trackingNumber: CODE, status: 'in_transit', deliveryStatus: 'pending', receivedAt: null });
    const { user: other } = await createUser(testApp);
    const received = await createPackage(testApp, other.id, { trackingNumber: CODE, status: 'in_transit' });
    const { body, headers } = signedEasypostEvent(easypostTracker(CODE, 'out_for_delivery'));
    const response = await post(body, headers);
    expect(await jsonOf(response)).toEqual({ ok: true, outcome: 'applied' });
    expect((await testApp.db.select().from(packages).where(eq(packages.id, moving.id)).limit(1))[0]?.status).toBe('out_for_delivery');
    expect((await testApp.db.select().from(trackingEvents).where(eq(trackingEvents.packageId, moving.id))).length).toBeGreaterThan(0);
    expect((await testApp.db.select().from(packages).where(eq(packages.id, received.id)).limit(1))[0]?.status).toBe('in_transit');
    expect(await jsonOf(await post(body, headers))).toEqual({ ok: true, outcome: 'applied' });
    const count = (await testApp.db.select().from(trackingEvents).where(eq(trackingEvents.packageId, moving.id))).length;
    expect(count).toBe(4);
  });

  it('ignores an update for a number nobody tracks, and other events', async () => {
    const unknown = signedEasypostEvent(easypostTracker('EZ9999999999', 'in_transit'));
    expect(await jsonOf(await post(unknown.body, unknown.headers))).toEqual({ ok: true, outcome: 'ignored' });
    const batch = signedEasypostEvent({ id: 'batch_1', object: 'Batch' }, 'batch.updated');
    expect(await jsonOf(await post(batch.body, batch.headers))).toEqual({ ok: true, outcome: 'ignored' });
  });

  it('refuses a bad signature and an unreadable event with 400, changing nothing', async () => {
    const { user } = await createUser(testApp);
    const moving = await createPackage(testApp, user.id, { trackingNumber: CODE, status: 'in_transit', deliveryStatus: 'pending', receivedAt: null });
    const forged = signedEasypostEvent(easypostTracker(CODE, 'delivered'), 'tracker.updated', 'not-our-secret');
    const response = await post(forged.body, forged.headers);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: 'Invalid webhook signature' });
    expect((await testApp.db.select().from(packages).where(eq(packages.id, moving.id)).limit(1))[0]?.status).toBe('in_transit');
    expect(testApp.logs).toContain('webhook refused: EasyPost webhook signature verification failed');
  });
});
