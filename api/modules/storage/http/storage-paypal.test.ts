import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYPAL_ERRORS } from '../../../../shared/payments/paypal-order-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import type { StorageExtensionAnswer, StoragePaypalOrder } from '../../../../shared/storage/storage-extension-schema';
import { STORAGE_MESSAGES } from '../../../../shared/storage/storage-messages';
import { DEFAULT_STORAGE_POLICY } from '../../../../shared/storage/storage-policy-schema';
import { MINUTE_MS } from '../../../../shared/time/durations';
import { writeTransaction } from '../../../db/client';
import { localSandboxPaypalOrders, localSandboxTransactions, packages, storageExtensions, trips } from '../../../db/tables';
import { createPackage, createSubscription, createUser, loginAs, signedIn, subscribeViaApi } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { PAYPAL_APPROVAL_WINDOW_MS } from '../../deliveries/stale-reservations';
import { setSetting } from '../../settings/settings-service';

// The test clock starts on 2026-03-10 (New York). Premium stores 45 days: received today, the last day is 2026-04-23.
const LAST_DAY = '2026-04-23';
const PRICE = DEFAULT_STORAGE_POLICY.extension_cents_per_day;

describe('/api/packages/{id}/storage-extension through PayPal: storage days paid with a PayPal order', () => {
  let testApp: TestApp;
  const start = async (options: TestAppOptions = {}) => (testApp = await createTestApp(options));
  beforeEach(async () => void (await start()));
  afterEach(() => testApp.close());

  /** A Premium customer whose plan was paid with PayPal (no card at all), with one package received today. */
  async function paypalCustomer() {
    const { user } = await createUser(testApp);
    await createSubscription(testApp, user.id, { planType: 'premium', provider: 'paypal' });
    const token = await loginAs(testApp, user.email);
    const parcel = await createPackage(testApp, user.id, { title: 'Zapatillas' });
    return { user, token, parcel };
  }
  const order = (token: string, id: number, body: unknown, key: string = crypto.randomUUID()) =>
    call(testApp, 'POST', `/api/packages/${id}/storage-extension/paypal-order`, { token, body, headers: { 'Idempotency-Key': key } });
  async function ordered(token: string, id: number, body: unknown = { days: 5 }, key?: string) {
    const response = await order(token, id, body, key);
    expect(response.status).toBe(201);
    return jsonOf<StoragePaypalOrder>(response);
  }
  const capture = (token: string, id: number, extensionId: number) => call(testApp, 'POST', `/api/packages/${id}/storage-extension/${extensionId}/paypal-capture`, { token });
  const giveUp = (token: string, id: number, extensionId: number) => call(testApp, 'DELETE', `/api/packages/${id}/storage-extension/${extensionId}/paypal-order`, { token });
  const approveLink = (placed: StoragePaypalOrder) => placed.order.links.find((link) => link.rel === 'approve')?.href ?? '';
  const approve = (placed: StoragePaypalOrder) => callRaw(testApp, 'POST', approveLink(placed), { contentType: 'application/x-www-form-urlencoded', body: '' });
  const refusal = async (response: Response) => [response.status, (await jsonOf(response)).error];
  const sandboxOrder = async (orderId: string) => (await testApp.db.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.orderId, orderId)).limit(1))[0]!;
  const lastDayOf = async (token: string, id: number) => (await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${id}`, { token }))).tracking.storage_last_day;
  const rows = () => testApp.db.select({ id: storageExtensions.id, state: storageExtensions.state, days: storageExtensions.days }).from(storageExtensions).orderBy(storageExtensions.id);
  const oneOffCharges = async () => (await testApp.db.select().from(localSandboxTransactions)).filter((row) => row.subscriptionId === null);

  it('reserves the quoted days, sends the customer to PayPal and back to the package, then captures: paid, last day moved, receipt mailed', async () => {
    const { user, token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id, { days: 5 });
    expect(placed).toMatchObject({ package_id: parcel.id, days: 5, amount_cents: 5 * PRICE, new_last_day: '2026-04-28', order: { status: 'CREATED' } });
    expect((await sandboxOrder(placed.order.id)).amountCents).toBe(5 * PRICE);
    // Waiting at PayPal: not bought yet anywhere.
    expect(await rows()).toEqual([{ id: placed.extension_id, state: 'paying', days: 5 }]);
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);

    const page = await call(testApp, 'GET', approveLink(placed));
    expect(await page.text()).toContain(`/dashboard/packages/${parcel.id}/storage/${placed.extension_id}/paypal-cancel?token=${placed.order.id}`);
    const approved = await approve(placed);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`^/dashboard/packages/${parcel.id}/storage/${placed.extension_id}/paypal-return\\?token=${placed.order.id}&PayerID=`));

    const captured = await capture(token, parcel.id, placed.extension_id);
    expect(captured.status).toBe(200);
    const answer = await jsonOf<StorageExtensionAnswer>(captured);
    expect(answer).toMatchObject({
      message: STORAGE_MESSAGES.extended,
      extension: { id: placed.extension_id, package_id: parcel.id, days: 5, amount_cents: 5 * PRICE, previous_last_day: LAST_DAY, new_last_day: '2026-04-28', payment_method: 'paypal', card_last4: null },
    });
    expect(await lastDayOf(token, parcel.id)).toBe('2026-04-28');
    const [row] = await testApp.db.select().from(storageExtensions);
    expect(row).toMatchObject({ state: 'paid', walletOrderId: placed.order.id, transactionId: (await sandboxOrder(placed.order.id)).captureId });
    // The return page twice (a reload) answers the same and captures nothing more.
    expect(await jsonOf(await capture(token, parcel.id, placed.extension_id))).toEqual(answer);
    expect(await oneOffCharges()).toEqual([]);
    await vi.waitFor(() => expect(testApp.mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toContain('Recibo: almacenamiento extendido - Miami Drop'));
    const receipt = testApp.mailer.sent.find((mail) => mail.subject === 'Recibo: almacenamiento extendido - Miami Drop')!;
    expect(receipt.text).toContain(`a tu cuenta de PayPal por 5 días más de almacenamiento. Zapatillas se queda en el depósito hasta el 28 de abril de 2026.`);
    // Days after those follow the new last day.
    expect((await ordered(token, parcel.id, { days: 1 })).new_last_day).toBe('2026-04-29');
  });

  it('holds until the trip through PayPal as the card path does', async () => {
    const { user, token, parcel } = await paypalCustomer();
    expect(await refusal(await order(token, parcel.id, { until: 'trip' }))).toEqual([409, STORAGE_MESSAGES.noTrip]);
    await testApp.db.insert(trips).values({ userId: user.id, arrivalDate: '2026-04-25', departureDate: '2026-05-02', createdAt: testApp.clock.now(), updatedAt: testApp.clock.now() });
    const placed = await ordered(token, parcel.id, { until: 'trip' });
    expect(placed).toMatchObject({ days: 9, amount_cents: 9 * PRICE, new_last_day: '2026-05-02' });
    await approve(placed);
    expect((await jsonOf<StorageExtensionAnswer>(await capture(token, parcel.id, placed.extension_id))).extension.new_last_day).toBe('2026-05-02');
  });

  it('refuses to capture before the customer approves, and captures once approved', async () => {
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([422, PAYPAL_ERRORS.notApproved]);
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);
    await approve(placed);
    expect((await capture(token, parcel.id, placed.extension_id)).status).toBe(200);
  });

  it('the same days asked again resume the order; other days replace it; one key replays its answer', async () => {
    const { token, parcel } = await paypalCustomer();
    const first = await ordered(token, parcel.id, { days: 5 });
    expect(await ordered(token, parcel.id, { days: 5 })).toEqual(first);
    const key = crypto.randomUUID();
    const other = await ordered(token, parcel.id, { days: 7 }, key);
    expect(other.extension_id).not.toBe(first.extension_id);
    expect(other.order.id).not.toBe(first.order.id);
    const replayed = await order(token, parcel.id, { days: 7 }, key);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await jsonOf(replayed)).toEqual(other);
    expect(await rows()).toEqual([
      { id: first.extension_id, state: 'abandoned', days: 5 },
      { id: other.extension_id, state: 'paying', days: 7 },
    ]);
    // The first order, approved late, is not captured: its row was given up.
    await approve(first);
    expect(await refusal(await capture(token, parcel.id, first.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalExpired]);
    expect((await sandboxOrder(first.order.id)).captureId).toBeNull();
    await approve(other);
    expect((await jsonOf<StorageExtensionAnswer>(await capture(token, parcel.id, other.extension_id))).extension.days).toBe(7);
  });

  it('cancelled at PayPal: nothing charged, the last day unchanged, later it cannot be captured; once paid, giving up is refused', async () => {
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    const cancelled = await giveUp(token, parcel.id, placed.extension_id);
    expect(cancelled.status).toBe(200);
    expect(await jsonOf(cancelled)).toEqual({ message: STORAGE_MESSAGES.paypalCancelled });
    // The cancel page twice says the same.
    expect((await giveUp(token, parcel.id, placed.extension_id)).status).toBe(200);
    await approve(placed);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalExpired]);
    expect((await sandboxOrder(placed.order.id)).captureId).toBeNull();
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);

    const again = await ordered(token, parcel.id);
    expect(again.extension_id).not.toBe(placed.extension_id);
    await approve(again);
    await capture(token, parcel.id, again.extension_id);
    expect(await refusal(await giveUp(token, parcel.id, again.extension_id))).toEqual([409, STORAGE_MESSAGES.alreadyPaid]);
  });

  it('an order left at PayPal lapses after the approval window and is not captured late', async () => {
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    await approve(placed);
    testApp.clock.advance(PAYPAL_APPROVAL_WINDOW_MS + MINUTE_MS);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalExpired]);
    expect((await sandboxOrder(placed.order.id)).captureId).toBeNull();
    expect(await rows()).toEqual([{ id: placed.extension_id, state: 'abandoned', days: 5 }]);
    // Asking again after the window starts a new order, even for the same days.
    const fresh = await ordered(token, parcel.id);
    expect(fresh.extension_id).not.toBe(placed.extension_id);
  });

  it('a capture that lands after the order was given up is refunded at once, and so is one whose quote changed', async () => {
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
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    await approve(placed);
    meanwhile.run = async () => giveUp(token, parcel.id, placed.extension_id);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalRefunded]);
    expect((await sandboxOrder(placed.order.id)).refundId).toMatch(/^LOCALREFUND/);
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);

    const repriced = await ordered(token, parcel.id, { days: 2 });
    await approve(repriced);
    meanwhile.run = () => setSetting(testApp.db, 'storage_policy', { ...DEFAULT_STORAGE_POLICY, extension_cents_per_day: 99 }, null, testApp.clock.now());
    expect(await refusal(await capture(token, parcel.id, repriced.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalQuoteChanged]);
    expect((await sandboxOrder(repriced.order.id)).refundId).toMatch(/^LOCALREFUND/);

    const pickedUp = await ordered(token, parcel.id, { days: 2 });
    await approve(pickedUp);
    meanwhile.run = () => writeTransaction(testApp.db, async (tx) => void (await tx.update(packages).set({ deliveryStatus: 'picked_up' }).where(eq(packages.id, parcel.id))));
    expect(await refusal(await capture(token, parcel.id, pickedUp.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalQuoteChanged]);
    expect((await sandboxOrder(pickedUp.order.id)).refundId).toMatch(/^LOCALREFUND/);
    expect((await rows()).map((row) => row.state)).toEqual(['abandoned', 'abandoned', 'abandoned']);
  });

  it('a capture of another amount than the reserved days is refunded', async () => {
    await testApp.close();
    await start({ wallet: (local) => ({ ...local, captureOrder: async (orderId, requestId) => ({ ...(await local.captureOrder(orderId, requestId)), amountCents: 1 }) }) });
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    await approve(placed);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalAmountMismatch]);
    expect((await sandboxOrder(placed.order.id)).refundId).toMatch(/^LOCALREFUND/);
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);
  });

  it('PayPal’s approval webhook captures storage days whose customer never came back', async () => {
    const { token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    await testApp.localWallet.approve(placed.order.id);
    const signed = await testApp.localWallet.signWebhook({ id: 'WH-STORAGE-1', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: testApp.clock.now().toISOString(), resource: { id: placed.order.id } });
    const hook = await callRaw(testApp, 'POST', '/api/webhooks/paypal', { contentType: 'application/json', body: signed.body, headers: signed.headers });
    expect(hook.status).toBe(200);
    expect(await lastDayOf(token, parcel.id)).toBe('2026-04-28');
    expect(await rows()).toEqual([{ id: placed.extension_id, state: 'paid', days: 5 }]);
    // The customer comes back afterwards: the same paid days.
    expect((await jsonOf<StorageExtensionAnswer>(await capture(token, parcel.id, placed.extension_id))).extension).toMatchObject({ id: placed.extension_id, payment_method: 'paypal' });
  });

  it('days bought by card give up an order still waiting at PayPal', async () => {
    const { user, token } = await signedIn(testApp);
    await subscribeViaApi(testApp, token, { planId: 'premium_drop', email: user.email });
    const parcel = await createPackage(testApp, user.id);
    const placed = await ordered(token, parcel.id);
    const byCard = await call(testApp, 'POST', `/api/packages/${parcel.id}/storage-extension`, { token, body: { days: 3 }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(byCard.status).toBe(201);
    await approve(placed);
    expect(await refusal(await capture(token, parcel.id, placed.extension_id))).toEqual([409, STORAGE_MESSAGES.paypalExpired]);
    expect((await rows()).map((row) => row.state)).toEqual(['abandoned', 'paid']);
  });

  it('refuses another customer’s package or purchase, a package not waiting, bad days, free days and no session', async () => {
    const { user, token, parcel } = await paypalCustomer();
    const placed = await ordered(token, parcel.id);
    const stranger = await paypalCustomer();
    expect(await refusal(await order(stranger.token, parcel.id, { days: 3 }))).toEqual([404, 'Package not found']);
    expect(await refusal(await capture(stranger.token, parcel.id, placed.extension_id))).toEqual([404, STORAGE_MESSAGES.extensionNotFound]);
    expect(await refusal(await giveUp(stranger.token, parcel.id, placed.extension_id))).toEqual([404, STORAGE_MESSAGES.extensionNotFound]);
    // The purchase named under another of the caller's packages is not found either.
    expect((await capture(stranger.token, stranger.parcel.id, placed.extension_id)).status).toBe(404);
    expect((await capture(token, parcel.id, 999_999)).status).toBe(404);
    for (const deliveryStatus of ['pending', 'picked_up'] as const) {
      const gone = await createPackage(testApp, user.id, { deliveryStatus });
      expect(await refusal(await order(token, gone.id, { days: 3 }))).toEqual([409, STORAGE_MESSAGES.notWaiting]);
    }
    for (const days of [0, -1, 121]) expect(await refusal(await order(token, parcel.id, { days }))).toEqual([400, STORAGE_MESSAGES.daysOutOfRange]);
    for (const body of [{}, { days: '3' }, { days: 2, until: 'trip' }]) expect((await order(token, parcel.id, body)).status).toBe(400);
    expect((await order('', parcel.id, { days: 3 })).status).toBe(401);
    expect([400, 404]).toContain((await call(testApp, 'POST', `/api/packages/${parcel.id}/storage-extension/abc/paypal-capture`, { token })).status);
    await setSetting(testApp.db, 'storage_policy', { ...DEFAULT_STORAGE_POLICY, extension_cents_per_day: 0 }, null, testApp.clock.now());
    expect(await refusal(await order(token, parcel.id, { days: 3 }))).toEqual([409, STORAGE_MESSAGES.nothingToPay]);
    // Nothing of the refusals was kept; the first order still waits.
    expect(await rows()).toEqual([{ id: placed.extension_id, state: 'paying', days: 5 }]);
  });

  it('an order PayPal cannot create keeps no waiting row', async () => {
    await testApp.close();
    await start({ wallet: (local) => ({ ...local, createOrder: () => Promise.reject(new Error('PayPal is down')) }) });
    const { token, parcel } = await paypalCustomer();
    expect(await refusal(await order(token, parcel.id, { days: 3 }))).toEqual([502, STORAGE_MESSAGES.paypalFailed]);
    expect(await rows()).toEqual([]);
  });
});
