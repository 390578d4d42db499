import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../../shared/deliveries/delivery-messages';
import type { DeliveryAnswer, DeliveryList, DeliveryPaypalOrder, DeliveryQuote, StaffDeliveryList } from '../../../../shared/deliveries/delivery-schema';
import { PAYPAL_ERRORS } from '../../../../shared/payments/paypal-order-schema';
import { MINUTE_MS } from '../../../../shared/time/durations';
import { deliveries, deliveryPackages, deliveryQuotes, localSandboxPaypalOrders, localSandboxTransactions } from '../../../db/tables';
import { deliveryCustomer, pay, payWithPaypal, quoted } from '../../../test/delivery-fixtures';
import { createUser, loginAs, signedIn } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { PAYPAL_APPROVAL_WINDOW_MS } from '../stale-reservations';

/** A weekday after the test clock's start. */
const THURSDAY = '2026-03-12';

describe('/api/deliveries through PayPal: a customer without a card pays a delivery with a PayPal order', () => {
  let testApp: TestApp;
  const start = async (options: TestAppOptions = {}) => (testApp = await createTestApp(options));
  beforeEach(async () => void (await start()));
  afterEach(() => testApp.close());

  const approveLink = (order: DeliveryPaypalOrder['order']) => order.links.find((link) => link.rel === 'approve')?.href ?? '';
  const approve = (order: DeliveryPaypalOrder['order']) => callRaw(testApp, 'POST', approveLink(order), { contentType: 'application/x-www-form-urlencoded', body: '' });
  const capture = (token: string, id: number) => call(testApp, 'POST', `/api/deliveries/${id}/paypal-capture`, { token });
  const giveUp = (token: string, id: number) => call(testApp, 'DELETE', `/api/deliveries/${id}/paypal-order`, { token });
  const listed = async (token: string) => (await jsonOf<DeliveryList>(await call(testApp, 'GET', '/api/deliveries', { token }))).deliveries;
  const sandboxOrder = async (orderId: string) => (await testApp.db.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.orderId, orderId)).limit(1))[0]!;
  const cardCharges = async () => (await testApp.db.select().from(localSandboxTransactions)).filter((row) => row.subscriptionId === null);
  const holds = async () => (await testApp.db.select().from(deliveryPackages).where(eq(deliveryPackages.holds, true))).map((row) => row.packageId).sort();

  async function paypalCustomer() {
    const customer = await deliveryCustomer(testApp, { paidBy: 'paypal' });
    const quote = await quoted(testApp, customer.token, customer.parcels.map((parcel) => parcel.id), customer.address.id);
    return { ...customer, quote, rate: quote.rates[0]! };
  }

  async function ordered(token: string, quote: DeliveryQuote, rateId = quote.rates[0]!.rate_id) {
    const response = await payWithPaypal(testApp, token, { quote_id: quote.quote_id, rate_id: rateId });
    expect(response.status).toBe(201);
    return jsonOf<DeliveryPaypalOrder>(response);
  }

  it('creates an order of the rate plus the fee, approved at PayPal, back to the delivery’s page, then captured: paid, no card charged', async () => {
    const { token, quote, rate, parcels } = await paypalCustomer();
    expect((await pay(testApp, token, { quote_id: quote.quote_id, rate_id: rate.rate_id })).status).toBe(400);
    const { delivery_id: id, order } = await ordered(token, quote);
    expect(order.status).toBe('CREATED');
    expect((await sandboxOrder(order.id)).amountCents).toBe(rate.total_cents);
    // Reserved while the customer is at PayPal: held, but not one of their deliveries yet.
    expect(await holds()).toEqual(parcels.map((parcel) => parcel.id).sort());
    expect(await listed(token)).toEqual([]);

    const page = await call(testApp, 'GET', approveLink(order));
    expect(await page.text()).toContain(`/dashboard/deliveries/${id}/paypal-cancel?token=${order.id}`);
    const approved = await approve(order);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`^/dashboard/deliveries/${id}/paypal-return\\?token=${order.id}&PayerID=LOCALPAYER[A-Z2-9]{16}$`));

    const captured = await capture(token, id);
    expect(captured.status).toBe(200);
    const answer = await jsonOf<DeliveryAnswer>(captured);
    expect(answer).toMatchObject({ message: DELIVERY_MESSAGES.paid, delivery: { id, status: 'paid', payment_method: 'paypal', paid_with: null, total_cents: rate.total_cents, can_cancel: true } });
    expect((await sandboxOrder(order.id)).status).toBe('COMPLETED');
    // The return page twice (a reload) answers the same, capturing nothing more.
    expect(await jsonOf(await capture(token, id))).toEqual(answer);
    expect((await listed(token)).map((delivery) => delivery.id)).toEqual([id]);
    expect(await cardCharges()).toEqual([]);

    const { user: staff } = await createUser(testApp, { role: 'admin' });
    const staffToken = await loginAs(testApp, staff.email, undefined, true);
    const queue = await jsonOf<StaffDeliveryList>(await call(testApp, 'GET', '/api/admin/deliveries', { token: staffToken }));
    expect(queue.deliveries.map((delivery) => [delivery.id, delivery.payment_method])).toEqual([[id, 'paypal']]);
  });

  it('refuses to capture before the customer approves, and captures once approved', async () => {
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    const early = await capture(token, id);
    expect(early.status).toBe(422);
    expect((await jsonOf(early)).error).toBe(PAYPAL_ERRORS.notApproved);
    expect(await listed(token)).toEqual([]);
    await approve(order);
    expect((await capture(token, id)).status).toBe(200);
  });

  it('asking again for the same rate resumes the same order; another rate replaces it; one key replays its answer', async () => {
    const { token, quote } = await paypalCustomer();
    const first = await ordered(token, quote);
    expect(await ordered(token, quote)).toEqual(first);
    const key = crypto.randomUUID();
    const other = await jsonOf<DeliveryPaypalOrder>(await payWithPaypal(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[1]!.rate_id }, key));
    expect(other.delivery_id).not.toBe(first.delivery_id);
    expect(other.order.id).not.toBe(first.order.id);
    const replayed = await payWithPaypal(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[1]!.rate_id }, key);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await jsonOf(replayed)).toEqual(other);
    // The first order, approved late, is captured by nobody: its reservation is gone.
    await approve(first.order);
    expect((await capture(token, first.delivery_id)).status).toBe(404);
    expect((await sandboxOrder(first.order.id)).status).toBe('APPROVED');
    expect(await testApp.db.select({ id: deliveries.id }).from(deliveries)).toEqual([{ id: other.delivery_id }]);
  });

  it('cancelled at PayPal: nothing charged, the packages free again for a pickup or a card; later it cannot be captured', async () => {
    const { token, quote, rate } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    const cancelled = await giveUp(token, id);
    expect(cancelled.status).toBe(200);
    expect(await jsonOf(cancelled)).toEqual({ message: DELIVERY_MESSAGES.paypalCancelled });
    expect(await holds()).toEqual([]);
    await approve(order);
    expect((await capture(token, id)).status).toBe(404);
    expect((await sandboxOrder(order.id)).captureId).toBeNull();
    // The same rates are payable again, here by PayPal once more.
    const again = await ordered(token, quote, rate.rate_id);
    expect(again.delivery_id).not.toBe(id);
  });

  it('once paid, giving up the order is refused: the delivery is cancelled instead, refunded to PayPal', async () => {
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    await approve(order);
    await capture(token, id);
    const late = await giveUp(token, id);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).error).toBe(DELIVERY_MESSAGES.alreadyPaid);

    const cancelled = await call(testApp, 'DELETE', `/api/deliveries/${id}`, { token });
    expect(cancelled.status).toBe(200);
    expect(await jsonOf<DeliveryAnswer>(cancelled)).toMatchObject({ message: DELIVERY_MESSAGES.cancelled, delivery: { status: 'cancelled', payment_method: 'paypal' } });
    expect((await sandboxOrder(order.id)).refundId).toMatch(/^LOCALREFUND/);
    expect(await holds()).toEqual([]);
    expect(await jsonOf(await capture(token, id))).toMatchObject({ message: DELIVERY_MESSAGES.cancelled, delivery: { status: 'cancelled' } });
  });

  it('a refund PayPal refuses leaves the delivery paid', async () => {
    await testApp.close();
    await start({ wallet: (local) => ({ ...local, refundCapture: () => Promise.reject(new Error('PayPal is down')) }) });
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    await approve(order);
    await capture(token, id);
    const refused = await call(testApp, 'DELETE', `/api/deliveries/${id}`, { token });
    expect(refused.status).toBe(502);
    expect((await jsonOf(refused)).error).toBe(DELIVERY_MESSAGES.refundFailed);
    expect((await listed(token))[0]).toMatchObject({ id, status: 'paid' });
  });

  it('an order left at PayPal releases its packages after its window, and is not captured late', async () => {
    const { token, quote, parcels, address } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    testApp.clock.advance(PAYPAL_APPROVAL_WINDOW_MS + MINUTE_MS);
    // Rates asked again for the same packages: the reservation has lapsed.
    await quoted(testApp, token, parcels.map((parcel) => parcel.id), address.id);
    expect(await holds()).toEqual([]);
    await approve(order);
    const late = await capture(token, id);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).error).toBe(DELIVERY_MESSAGES.paypalExpired);
    expect((await sandboxOrder(order.id)).captureId).toBeNull();
  });

  it('choosing something else for the packages gives the waiting order up at once: new rates, or a pickup', async () => {
    const { token, quote, parcels, address } = await paypalCustomer();
    const first = await ordered(token, quote);
    await quoted(testApp, token, [parcels[0]!.id], address.id);
    expect(await holds()).toEqual([]);
    expect((await capture(token, first.delivery_id)).status).toBe(409);

    const second = await ordered(token, await quoted(testApp, token, [parcels[1]!.id], address.id));
    expect(await holds()).toEqual([parcels[1]!.id]);
    const booked = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [parcels[1]!.id], pickup_date: THURSDAY, pickup_time: '10:00' } });
    expect(booked.status).toBe(201);
    expect(await holds()).toEqual([]);
    expect((await capture(token, second.delivery_id)).status).toBe(409);
  });

  it('a capture that lands after the reservation was given up is refunded at once', async () => {
    await testApp.close();
    const meanwhile: { run?: () => Promise<unknown> } = {};
    await start({
      wallet: (local) => ({
        ...local,
        captureOrder: async (orderId, requestId) => {
          const captured = await local.captureOrder(orderId, requestId);
          await meanwhile.run?.();
          return captured;
        },
      }),
    });
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    await approve(order);
    meanwhile.run = async () => giveUp(token, id);
    const late = await capture(token, id);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).error).toBe(DELIVERY_MESSAGES.paypalRefunded);
    const sandbox = await sandboxOrder(order.id);
    expect(sandbox.captureId).not.toBeNull();
    expect(sandbox.refundId).toMatch(/^LOCALREFUND/);
    expect(await listed(token)).toEqual([]);
  });

  it('PayPal’s approval webhook captures a delivery whose customer never came back', async () => {
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id, order } = await ordered(token, quote);
    await testApp.localWallet.approve(order.id);
    const signed = await testApp.localWallet.signWebhook({ id: 'WH-DELIVERY-1', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: testApp.clock.now().toISOString(), resource: { id: order.id } });
    const hook = await callRaw(testApp, 'POST', '/api/webhooks/paypal', { contentType: 'application/json', body: signed.body, headers: signed.headers });
    expect(hook.status).toBe(200);
    expect((await listed(token))[0]).toMatchObject({ id, status: 'paid', payment_method: 'paypal' });
    expect((await capture(token, id)).status).toBe(200);
  });

  it('another customer’s delivery is 404 to capture or give up; a quote that expired reserves nothing', async () => {
    const { token, quote } = await paypalCustomer();
    const { delivery_id: id } = await ordered(token, quote);
    const stranger = await signedIn(testApp);
    expect((await capture(stranger.token, id)).status).toBe(404);
    expect((await giveUp(stranger.token, id)).status).toBe(404);
    expect(await holds()).not.toEqual([]);

    const late = await deliveryCustomer(testApp, { paidBy: 'paypal', packages: 1 });
    const lateQuote = await quoted(testApp, late.token, [late.parcels[0]!.id], late.address.id);
    // The quote's own expiry, reached (a day later the session would have ended too).
    await testApp.db.update(deliveryQuotes).set({ expiresAt: testApp.clock.now() }).where(eq(deliveryQuotes.id, lateQuote.quote_id));
    const refused = await payWithPaypal(testApp, late.token, { quote_id: lateQuote.quote_id, rate_id: lateQuote.rates[0]!.rate_id });
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).error).toBe(DELIVERY_MESSAGES.quoteExpired);
    expect(await testApp.db.select().from(deliveries).where(eq(deliveries.userId, late.user.id))).toEqual([]);
  });

  it('an order PayPal cannot create keeps no reservation', async () => {
    await testApp.close();
    await start({ wallet: (local) => ({ ...local, createOrder: () => Promise.reject(new Error('PayPal is down')) }) });
    // With PayPal down, this customer's plan was bought by card.
    const { token, parcels, address } = await deliveryCustomer(testApp);
    const quote = await quoted(testApp, token, parcels.map((parcel) => parcel.id), address.id);
    const refused = await payWithPaypal(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id });
    expect(refused.status).toBe(502);
    expect((await jsonOf(refused)).error).toBe(DELIVERY_MESSAGES.paypalFailed);
    expect(await testApp.db.select().from(deliveries)).toEqual([]);
    expect(await holds()).toEqual([]);
  });
});
