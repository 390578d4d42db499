import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../../shared/deliveries/delivery-messages';
import type { Delivery, StaffDeliveryAnswer, StaffDeliveryList } from '../../../../shared/deliveries/delivery-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import { createLocalShippingProvider } from '../../../adapters/shipping/local-shipping-provider';
import { QUOTE_LIFETIME_MS, type ShippingProvider } from '../../../adapters/shipping/shipping-provider';
import { alertLog, deliveries, packages } from '../../../db/tables';
import { createUser, loginAs } from '../../../test/factories';
import { deliveryCustomer, paidDelivery } from '../../../test/delivery-fixtures';
import { call, callRaw, createTestApp, jsonOf, SIMULATED_SPAN_HOURS, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { HOUR_MS } from '../../../../shared/time/durations';
import { applyTrackingUpdate } from '../../tracking/tracking-webhook-service';
import { refreshDueDeliveries } from '../delivery-tracking';

/** The local carrier on the test's clock, recording the labels refunded; `beforeBuy` runs as a label is bought. */
function recordingCarrier(now: () => Date) {
  const hooks: { beforeBuy?: () => Promise<unknown> } = {};
  const refunded: string[] = [];
  const local = createLocalShippingProvider(now);
  const provider: ShippingProvider = {
    name: 'local',
    quote: (request) => local.quote(request),
    buyLabel: async (request) => {
      await hooks.beforeBuy?.();
      return local.buyLabel(request);
    },
    labelPdf: (id) => local.labelPdf(id),
    refund: async (id) => (refunded.push(id), local.refund(id)),
  };
  return { provider, hooks, refunded };
}

describe('/api/admin/deliveries: the staff’s “to ship” queue, its labels and hand-over', () => {
  let testApp: TestApp;
  let staffToken: string;
  const start = async (options: TestAppOptions = {}) => {
    testApp = await createTestApp(options);
    const { user } = await createUser(testApp, { role: 'admin' });
    staffToken = await loginAs(testApp, user.email, undefined, true);
  };
  beforeEach(async () => start());
  afterEach(() => testApp.close());

  const queue = async (filter = 'to_ship') => (await jsonOf<StaffDeliveryList>(await call(testApp, 'GET', `/api/admin/deliveries?filter=${filter}`, { token: staffToken }))).deliveries;
  const buyLabel = (id: number) => call(testApp, 'POST', `/api/admin/deliveries/${id}/label`, { token: staffToken });
  const handOver = (id: number) => call(testApp, 'POST', `/api/admin/deliveries/${id}/handed-over`, { token: staffToken });

  it('lists paid deliveries oldest first with their customer and weight, to staff only', async () => {
    const first = await deliveryCustomer(testApp);
    const second = await deliveryCustomer(testApp, { packages: 1, weightLb: 1 });
    const older = await paidDelivery(testApp, first.token, first.parcels.map((parcel) => parcel.id), first.address.id);
    testApp.clock.advance(60_000);
    const newer = await paidDelivery(testApp, second.token, [second.parcels[0]!.id], second.address.id);
    expect((await queue()).map((row) => [row.id, row.customer.email, row.weight_oz, row.has_label])).toEqual([
      [older.delivery.id, first.user.email, 80, false],
      [newer.delivery.id, second.user.email, 16, false],
    ]);
    expect(await queue('shipped')).toEqual([]);
    expect((await queue('all')).map((row) => row.id)).toEqual([newer.delivery.id, older.delivery.id]);
    expect((await call(testApp, 'GET', '/api/admin/deliveries', { token: first.token })).status).toBe(403);
    expect((await call(testApp, 'POST', `/api/admin/deliveries/${older.delivery.id}/label`, { token: first.token })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/admin/deliveries?filter=nope', { token: staffToken })).status).toBe(400);
  });

  it('buys the label once, prints its PDF, and the customer can no longer cancel', async () => {
    const customer = await deliveryCustomer(testApp);
    const { delivery } = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    expect([(await handOver(delivery.id)).status]).toEqual([409]);
    const bought = await buyLabel(delivery.id);
    expect(bought.status).toBe(200);
    const { delivery: labelled, message } = await jsonOf<StaffDeliveryAnswer>(bought);
    expect(message).toBe(DELIVERY_MESSAGES.labelBought);
    expect(labelled).toMatchObject({ status: 'label_bought', has_label: true, tracking_code: expect.any(String), can_cancel: false });
    const again = await jsonOf<StaffDeliveryAnswer>(await buyLabel(delivery.id));
    expect(again.delivery.tracking_code).toBe(labelled.tracking_code);

    const pdf = await callRaw(testApp, 'GET', `/api/admin/deliveries/${delivery.id}/label`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await callRaw(testApp, 'GET', `/api/admin/deliveries/${delivery.id}/label`, { headers: { authorization: `Bearer ${customer.token}` } })).status).toBe(403);

    const cancel = await call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token: customer.token });
    expect([cancel.status, (await jsonOf(cancel)).error]).toEqual([409, DELIVERY_MESSAGES.notCancellable]);
  });

  it('hands the box to the carrier: its packages are shipped, their slots free, and the customer is told once', async () => {
    const customer = await deliveryCustomer(testApp);
    const ids = customer.parcels.map((parcel) => parcel.id);
    const { delivery } = await paidDelivery(testApp, customer.token, ids, customer.address.id);
    const { delivery: labelled } = await jsonOf<StaffDeliveryAnswer>(await buyLabel(delivery.id));
    const before = (await jsonOf<{ shipments_used: number }>(await call(testApp, 'GET', '/api/subscription-status', { token: customer.token }))).shipments_used;

    const shipped = await handOver(delivery.id);
    expect(shipped.status).toBe(200);
    expect((await jsonOf<StaffDeliveryAnswer>(shipped)).delivery).toMatchObject({ status: 'shipped', shipped_at: testApp.clock.now().toISOString() });
    expect((await handOver(delivery.id)).status).toBe(200);
    expect((await testApp.db.select().from(packages).where(eq(packages.userId, customer.user.id))).map((row) => row.deliveryStatus)).toEqual(['shipped', 'shipped']);
    const { tracking: detail } = await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${ids[0]}`, { token: customer.token }));
    expect(detail.delivery_status).toBe('shipped');
    expect(detail.post_delivery_workflow[0]).toMatchObject({ type: 'shipped', description: `Shipped with ${labelled.carrier} ${labelled.service}, tracking ${labelled.tracking_code}` });
    const after = (await jsonOf<{ shipments_used: number }>(await call(testApp, 'GET', '/api/subscription-status', { token: customer.token }))).shipments_used;
    expect(after).toBe(before - 2);

    const alerts = await testApp.db.select().from(alertLog).where(eq(alertLog.kind, 'delivery-shipped'));
    expect(alerts.map((row) => [row.userId, row.subject])).toEqual([[customer.user.id, `delivery:${delivery.id}@shipped`]]);
    const mail = testApp.mailer.sent.filter((message) => message.to === customer.user.email && message.subject.includes('en camino'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(labelled.tracking_code!);
    expect(await queue()).toEqual([]);
    expect((await queue('shipped')).map((row) => row.id)).toEqual([delivery.id]);
  });

  it('follows the label with the tracking job and the carrier’s webhook until delivered, announced once', async () => {
    const customer = await deliveryCustomer(testApp);
    const { delivery } = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    const { delivery: labelled } = await jsonOf<StaffDeliveryAnswer>(await buyLabel(delivery.id));
    await handOver(delivery.id);

    testApp.clock.advance(HOUR_MS);
    const asked = await call(testApp, 'POST', `/api/deliveries/${delivery.id}/refresh`, { token: customer.token });
    expect(await jsonOf(asked)).toMatchObject({ status: 'shipped', tracking_status: 'info_received', events: [{ status: 'info_received' }] });
    expect((await call(testApp, 'POST', `/api/deliveries/${delivery.id}/refresh`, { token: staffToken })).status).toBe(404);
    testApp.clock.advance(HOUR_MS);
    expect(await refreshDueDeliveries(testApp.deps)).toEqual({ checked: 1, failed: 0 });
    const [row] = await testApp.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect([row!.stage, row!.trackingStatus]).toEqual(['shipped', 'info_received']);
    expect(await refreshDueDeliveries(testApp.deps)).toEqual({ checked: 0, failed: 0 });

    testApp.clock.advance(SIMULATED_SPAN_HOURS * HOUR_MS);
    const result = await testApp.deps.tracking.track({ trackingNumber: labelled.tracking_code!, carrier: null, registeredAt: row!.labelBoughtAt! });
    expect(await applyTrackingUpdate(testApp.deps, { trackingNumber: labelled.tracking_code!, result })).toBe('applied');
    expect(await applyTrackingUpdate(testApp.deps, { trackingNumber: labelled.tracking_code!, result })).toBe('ignored');
    const token = await loginAs(testApp, customer.user.email);
    const view = await jsonOf<Delivery>(await call(testApp, 'GET', `/api/deliveries/${delivery.id}`, { token }));
    expect(view).toMatchObject({ status: 'delivered', tracking_status: 'delivered', delivered_at: expect.any(String) });
    expect(view.events[0]).toMatchObject({ status: 'delivered', description: 'Delivered to the recipient' });
    expect(view.events.at(-1)).toMatchObject({ status: 'info_received', location: 'Miami, FL, US' });
    expect((await testApp.db.select().from(alertLog).where(eq(alertLog.kind, 'delivery-delivered'))).map((alert) => alert.subject)).toEqual([`delivery:${delivery.id}@delivered`]);
    expect(await refreshDueDeliveries(testApp.deps)).toEqual({ checked: 0, failed: 0 });
  });

  it('stores one label when two staff buy it at once, refunding nothing', async () => {
    const carrier = recordingCarrier(() => testApp.clock.now());
    await start({ shipping: carrier.provider });
    const customer = await deliveryCustomer(testApp);
    const { delivery } = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    const answers = await Promise.all([buyLabel(delivery.id), buyLabel(delivery.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const codes = await Promise.all(answers.map(async (answer) => (await jsonOf<StaffDeliveryAnswer>(answer)).delivery.tracking_code));
    expect(codes[0]).toBe(codes[1]);
    expect(carrier.refunded).toEqual([]);
  });

  it('buys a label paid more than a day ago at the same carrier and service, quoted again', async () => {
    const customer = await deliveryCustomer(testApp);
    const { delivery } = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    testApp.clock.advance(QUOTE_LIFETIME_MS + HOUR_MS);
    const bought = await buyLabel(delivery.id);
    expect(bought.status).toBe(200);
    const { delivery: labelled } = await jsonOf<StaffDeliveryAnswer>(bought);
    expect([labelled.status, labelled.carrier, labelled.service, labelled.total_cents]).toEqual(['label_bought', delivery.carrier, delivery.service, delivery.total_cents]);
  });

  it('refunds a label bought while the customer cancelled, and says the delivery is no longer to ship', async () => {
    const carrier = recordingCarrier(() => testApp.clock.now());
    await start({ shipping: carrier.provider });
    const customer = await deliveryCustomer(testApp);
    const { delivery } = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    carrier.hooks.beforeBuy = async () => call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token: customer.token });
    const refused = await buyLabel(delivery.id);
    expect([refused.status, (await jsonOf(refused)).error]).toEqual([409, DELIVERY_MESSAGES.notShippable]);
    expect(carrier.refunded).toHaveLength(1);
    const [row] = await testApp.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect([row!.stage, row!.trackingCode]).toEqual(['cancelled', null]);
  });
});
