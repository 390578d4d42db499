import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import type { PaidPlanType } from '../../../shared/plans/plan-catalog';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import type { TrackingProvider, TrackingResult } from '../../adapters/tracking/tracking-provider';
import { alertLog, packages, pushDeliveries } from '../../db/tables';
import { createPackage, createSubscription, signedIn } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../test/test-app';
import { DAY_MS, MINUTE_MS } from '../../test/test-clock';
import { ENHANCED_TRACKING_RECHECK_MS, TRACKING_RECHECK_MS } from './enhanced-tracking';
import { duePackages, refreshDuePackages } from './tracking-refresh-job';

/** A carrier that reports what the test says about each number (in transit until told otherwise), and takes webhooks as { trackingNumber, status }. */
function scriptedCarrier() {
  const statuses = new Map<string, TrackingStatus>();
  const result = (status: TrackingStatus): TrackingResult => ({ status, estimatedDelivery: null, events: [], carrier: null, raw: { status } });
  const provider: TrackingProvider = {
    name: 'easypost',
    track: (request) => Promise.resolve(result(statuses.get(request.trackingNumber) ?? 'in_transit')),
    parseWebhook: (_headers, body) => {
      const { trackingNumber, status } = JSON.parse(body) as { trackingNumber: string; status: TrackingStatus };
      return Promise.resolve({ trackingNumber, result: result(status) });
    },
  };
  return { provider, report: (trackingNumber: string, status: TrackingStatus) => statuses.set(trackingNumber, status) };
}

describe('enhanced tracking: carrier updates pushed to Standard and Premium owners, and their parcels checked sooner', () => {
  let testApp: TestApp;
  let carrier: ReturnType<typeof scriptedCarrier>;
  beforeEach(async () => {
    carrier = scriptedCarrier();
    testApp = await createTestApp({ tracking: carrier.provider });
  });
  afterEach(() => testApp.close());

  const owner = async (plan: PaidPlanType | 'expired-plus' | null, trackingNumber: string) => {
    const { user, token } = await signedIn(testApp);
    if (plan === 'expired-plus') await createSubscription(testApp, user.id, { planType: 'plus', status: 'cancelled', accessUntil: new Date(testApp.clock.now().getTime() - DAY_MS) });
    else if (plan) await createSubscription(testApp, user.id, { planType: plan });
    const parcel = await createPackage(testApp, user.id, { trackingNumber, title: `Parcel ${trackingNumber}`, status: 'in_transit', deliveryStatus: 'pending', receivedAt: null });
    return { user, token, parcel };
  };
  const alerts = async () => (await testApp.db.select().from(alertLog).orderBy(alertLog.userId, alertLog.id)).map((row) => ({ userId: row.userId, kind: row.kind, subject: row.subject, channel: row.channel }));
  const deliveries = async () => (await testApp.db.select().from(pushDeliveries)).map((row) => JSON.parse(row.payload) as { kind: string; title: string; body: string; url: string });
  const rowOf = async (id: number) => (await testApp.db.select().from(packages).where(eq(packages.id, id)).limit(1))[0]!;
  const subscribeDevice = (token: string, name: string, language: 'es' | 'en') =>
    call(testApp, 'POST', '/api/push/subscriptions', { token, body: { ...fakeBrowserSubscription(`https://push.example.com/send/${name}`).json, language } });
  const webhook = (trackingNumber: string, status: TrackingStatus) =>
    callRaw(testApp, 'POST', '/api/webhooks/tracking', { body: JSON.stringify({ trackingNumber, status }), contentType: 'application/json' });

  it('alerts a Premium and a Standard owner of a new carrier status, not a Basic owner, one whose plan ended or one with none', async () => {
    const premium = await owner('premium', 'PREMIUM1');
    const standard = await owner('plus', 'STANDARD1');
    await owner('basic', 'BASIC1');
    await owner('expired-plus', 'ENDED1');
    await owner(null, 'NONE1');
    for (const number of ['PREMIUM1', 'STANDARD1', 'BASIC1', 'ENDED1', 'NONE1']) carrier.report(number, 'out_for_delivery');
    expect((await refreshDuePackages(testApp.deps)).checked).toBe(5);
    expect(await alerts()).toEqual([
      expect.objectContaining({ userId: premium.user.id, kind: 'tracking-update', subject: `package:${premium.parcel.id}@out_for_delivery` }),
      expect.objectContaining({ userId: standard.user.id, kind: 'tracking-update', subject: `package:${standard.parcel.id}@out_for_delivery` }),
    ]);
  });

  it('checks the parcels of Standard and Premium owners again sooner than the others', async () => {
    const premium = await owner('premium', 'PREMIUM2');
    const standard = await owner('plus', 'STANDARD2');
    const basic = await owner('basic', 'BASIC2');
    const none = await owner(null, 'NONE2');
    const start = testApp.clock.now().getTime();
    await refreshDuePackages(testApp.deps);
    for (const { parcel } of [premium, standard]) expect((await rowOf(parcel.id)).trackingNextCheckAt?.getTime()).toBe(start + ENHANCED_TRACKING_RECHECK_MS);
    for (const { parcel } of [basic, none]) expect((await rowOf(parcel.id)).trackingNextCheckAt?.getTime()).toBe(start + TRACKING_RECHECK_MS);
    testApp.clock.advance(ENHANCED_TRACKING_RECHECK_MS + MINUTE_MS);
    expect((await duePackages(testApp.deps)).map((row) => row.id)).toEqual([premium.parcel.id, standard.parcel.id]);
    testApp.clock.advance(TRACKING_RECHECK_MS);
    expect((await duePackages(testApp.deps)).map((row) => row.id).sort()).toEqual([premium.parcel.id, standard.parcel.id, basic.parcel.id, none.parcel.id].sort());
  });

  it('announces each new status once, whether the webhook, the job or the customer refresh brings it, in the device language', async () => {
    const { user, token, parcel } = await owner('plus', 'STANDARD3');
    await subscribeDevice(token, 'phone', 'en');
    expect(await jsonOf(await webhook('STANDARD3', 'out_for_delivery'))).toEqual({ ok: true, outcome: 'applied' });
    expect(await jsonOf(await webhook('STANDARD3', 'out_for_delivery'))).toEqual({ ok: true, outcome: 'applied' });
    carrier.report('STANDARD3', 'failed_attempt');
    testApp.clock.advance(2 * MINUTE_MS); // the customer's refresh asks the carrier at most once a minute
    expect((await call(testApp, 'POST', `/api/tracking/${parcel.id}/refresh`, { token })).status).toBe(200);
    // Out for delivery again on the next attempt: a status already announced is not announced again.
    carrier.report('STANDARD3', 'out_for_delivery');
    testApp.clock.advance(ENHANCED_TRACKING_RECHECK_MS);
    expect((await refreshDuePackages(testApp.deps)).checked).toBe(1);
    expect((await rowOf(parcel.id)).status).toBe('out_for_delivery');
    await testApp.deps.alerts.drain();
    expect(await alerts()).toEqual([
      { userId: user.id, kind: 'tracking-update', subject: `package:${parcel.id}@out_for_delivery`, channel: 'push' },
      { userId: user.id, kind: 'tracking-update', subject: `package:${parcel.id}@failed_attempt`, channel: 'push' },
    ]);
    expect(await deliveries()).toEqual([
      { kind: 'tracking-update', title: 'Update on your package', body: 'The carrier reports “Out for delivery” for Parcel STANDARD3 (STANDARD3).', url: `/dashboard/packages/${parcel.id}`, tag: `package-${parcel.id}` },
      { kind: 'tracking-update', title: 'Update on your package', body: 'The carrier reports “Delivery attempt failed” for Parcel STANDARD3 (STANDARD3).', url: `/dashboard/packages/${parcel.id}`, tag: `package-${parcel.id}` },
    ]);
  });

  it('pushes nothing to an owner who switched carrier updates off (package arrivals stay on), and again once switched on', async () => {
    const { token, parcel } = await owner('premium', 'PREMIUM4');
    await subscribeDevice(token, 'phone', 'es');
    expect((await call(testApp, 'PUT', '/api/push/preferences', { token, body: { tracking: false } })).status).toBe(200);
    carrier.report('PREMIUM4', 'out_for_delivery');
    await refreshDuePackages(testApp.deps);
    await testApp.deps.alerts.drain();
    expect((await alerts()).map((row) => row.channel)).toEqual(['none']);
    expect(await deliveries()).toEqual([]);

    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { tracking: true } });
    carrier.report('PREMIUM4', 'failed_attempt');
    testApp.clock.advance(ENHANCED_TRACKING_RECHECK_MS);
    await refreshDuePackages(testApp.deps);
    await testApp.deps.alerts.drain();
    expect((await alerts()).map((row) => row.channel)).toEqual(['none', 'push']);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ title: 'Novedades de tu paquete', body: `El transportista informa «Intento de entrega fallido» para Parcel PREMIUM4 (PREMIUM4).`, tag: `package-${parcel.id}` }),
    ]);
  });

  it('leaves the arrival to the warehouse receipt, and says nothing of the carrier first word on a package just added', async () => {
    const { user, token, parcel } = await owner('premium', 'PREMIUM5');
    carrier.report('PREMIUM5', 'delivered');
    await webhook('PREMIUM5', 'delivered');
    expect((await rowOf(parcel.id)).status).toBe('delivered');
    expect(await alerts()).toEqual([]);
    const { token: staff } = await signedIn(testApp, { role: 'admin' });
    expect((await call(testApp, 'PUT', `/api/packages/${parcel.id}/received`, { token: staff, body: {} })).status).toBe(200);
    expect(await alerts()).toEqual([expect.objectContaining({ userId: user.id, kind: 'package-received', subject: `package:${parcel.id}` })]);

    carrier.report('NEWPARCEL12345', 'in_transit');
    expect((await call(testApp, 'POST', '/api/tracking/create', { token, body: { tracking_number: 'NEWPARCEL12345', title: 'Libros' } })).status).toBe(201);
    testApp.clock.advance(UNDO_WINDOW_MS + 1);
    await testApp.deps.alerts.drain();
    expect((await alerts()).map((row) => row.kind)).toEqual(['package-received']);
  });
});
