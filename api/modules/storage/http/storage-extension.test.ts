import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package, PackageDetail } from '../../../../shared/packages/package-schema';
import type { StorageExtensionAnswer, StorageExtensionQuote } from '../../../../shared/storage/storage-extension-schema';
import { STORAGE_MESSAGES } from '../../../../shared/storage/storage-messages';
import { DEFAULT_STORAGE_POLICY } from '../../../../shared/storage/storage-policy-schema';
import { SUBSCRIBE_ERRORS } from '../../../../shared/subscription/subscribe-request-schema';
import { GatewayError } from '../../../adapters/payments/payment-gateway';
import { writeTransaction } from '../../../db/client';
import { localSandboxTransactions, packages, storageExtensions, trips } from '../../../db/tables';
import { createPackage, createSubscription, createUser, loginAs, signedIn, subscribeViaApi } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { setSetting } from '../../settings/settings-service';

// The test clock starts on 2026-03-10 (New York). Premium stores 45 days: received today, the last day is 2026-04-23.
const LAST_DAY = '2026-04-23';

describe('/api/packages/{id}/storage-extension: storage days priced before they are charged', () => {
  let testApp: TestApp;
  const start = async (options: TestAppOptions = {}) => (testApp = await createTestApp(options));
  beforeEach(async () => void (await start()));
  afterEach(() => testApp.close());

  /** A Premium customer who subscribed with a card (their default), with one package received today. */
  async function cardCustomer() {
    const { user, token } = await signedIn(testApp);
    await subscribeViaApi(testApp, token, { planId: 'premium_drop', email: user.email });
    const parcel = await createPackage(testApp, user.id, { title: 'Zapatillas' });
    return { user, token, parcel };
  }
  const quote = (token: string, id: number, query: string) => call(testApp, 'GET', `/api/packages/${id}/storage-extension?${query}`, { token });
  const extend = (token: string, id: number, body: unknown, key: string = crypto.randomUUID()) =>
    call(testApp, 'POST', `/api/packages/${id}/storage-extension`, { token, body, headers: { 'Idempotency-Key': key } });
  const refusal = async (response: Response) => [response.status, (await jsonOf(response)).error];
  const oneOffCharges = async () => (await testApp.db.select().from(localSandboxTransactions)).filter((row) => row.subscriptionId === null);
  const lastDayOf = async (token: string, id: number) => (await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${id}`, { token }))).tracking.storage_last_day;
  const addTrip = (userId: number, arrivalDate: string, departureDate: string) =>
    testApp.db.insert(trips).values({ userId, arrivalDate, departureDate, createdAt: testApp.clock.now(), updatedAt: testApp.clock.now() }).returning();

  it('answers the price per day times the days and the new last day, charging nothing', async () => {
    const { token, parcel } = await cardCustomer();
    const response = await quote(token, parcel.id, 'days=5');
    expect(response.status).toBe(200);
    expect(await jsonOf<StorageExtensionQuote>(response)).toEqual({
      package_id: parcel.id,
      days: 5,
      cents_per_day: DEFAULT_STORAGE_POLICY.extension_cents_per_day,
      amount_cents: 5 * DEFAULT_STORAGE_POLICY.extension_cents_per_day,
      currency: 'USD',
      current_last_day: LAST_DAY,
      new_last_day: '2026-04-28',
      trip: null,
    });
    expect(await oneOffCharges()).toEqual([]);
    expect(await lastDayOf(token, parcel.id)).toBe(LAST_DAY);
  });

  it('charges exactly the quote on the default card once, moves the last day, replays the same key and mails a receipt', async () => {
    const { user, token, parcel } = await cardCustomer();
    await setSetting(testApp.db, 'storage_policy', { ...DEFAULT_STORAGE_POLICY, extension_cents_per_day: 75 }, null, testApp.clock.now());
    const key = crypto.randomUUID();
    const first = await extend(token, parcel.id, { days: 10 }, key);
    expect(first.status).toBe(201);
    const answer = await jsonOf<StorageExtensionAnswer>(first);
    expect(answer).toMatchObject({
      message: STORAGE_MESSAGES.extended,
      extension: { package_id: parcel.id, days: 10, amount_cents: 750, previous_last_day: LAST_DAY, new_last_day: '2026-05-03', payment_method: 'card', card_last4: '1881' },
    });
    const again = await extend(token, parcel.id, { days: 10 }, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await jsonOf(again)).toEqual(answer);
    expect((await oneOffCharges()).map((row) => row.amountCents)).toEqual([750]);
    expect(await testApp.db.select({ days: storageExtensions.days, transactionId: storageExtensions.transactionId }).from(storageExtensions)).toEqual([
      { days: 10, transactionId: (await oneOffCharges())[0]!.transactionId },
    ]);
    // The list and the detail count from the package's own last day.
    expect(await lastDayOf(token, parcel.id)).toBe('2026-05-03');
    const list = await jsonOf<{ packages: Package[] }>(await call(testApp, 'GET', '/api/tracking', { token }));
    expect(list.packages.find((pkg) => pkg.id === parcel.id)?.storage_last_day).toBe('2026-05-03');
    await vi.waitFor(() => expect(testApp.mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toContain('Recibo: almacenamiento extendido - Miami Drop'));
    const receipt = testApp.mailer.sent.find((mail) => mail.subject === 'Recibo: almacenamiento extendido - Miami Drop')!;
    expect(receipt.text).toContain('Cobramos $7.50');
    expect(receipt.text).toContain('por 10 días más de almacenamiento. Zapatillas se queda en el depósito hasta el 3 de mayo de 2026.');
    // A new key buys more days after the new last day.
    const more = await jsonOf<StorageExtensionAnswer>(await extend(token, parcel.id, { days: 1 }));
    expect(more.extension).toMatchObject({ previous_last_day: '2026-05-03', new_last_day: '2026-05-04' });
  });

  it('holds until the trip: exactly the days to its departure, and refuses when none is current or it is covered', async () => {
    const { user, token, parcel } = await cardCustomer();
    expect(await refusal(await quote(token, parcel.id, 'until=trip'))).toEqual([409, STORAGE_MESSAGES.noTrip]);
    expect(await refusal(await extend(token, parcel.id, { until: 'trip' }))).toEqual([409, STORAGE_MESSAGES.noTrip]);
    const [trip] = await addTrip(user.id, '2026-04-25', '2026-05-02');
    // A trip already over is not the current one.
    await addTrip(user.id, '2026-03-01', '2026-03-05');
    const priced = await jsonOf<StorageExtensionQuote>(await quote(token, parcel.id, 'until=trip'));
    expect(priced).toMatchObject({ days: 9, amount_cents: 450, current_last_day: LAST_DAY, new_last_day: '2026-05-02', trip: { id: trip!.id, departure_date: '2026-05-02' } });
    const held = await extend(token, parcel.id, { until: 'trip' });
    expect(held.status).toBe(201);
    expect((await jsonOf<StorageExtensionAnswer>(held)).extension).toMatchObject({ days: 9, amount_cents: 450, new_last_day: '2026-05-02' });
    expect(await refusal(await quote(token, parcel.id, 'until=trip'))).toEqual([409, STORAGE_MESSAGES.tripCovered]);
    await testApp.db.delete(trips);
    await addTrip(user.id, '2026-09-01', '2026-09-10');
    expect(await refusal(await quote(token, parcel.id, 'until=trip'))).toEqual([409, STORAGE_MESSAGES.tripTooFar]);
  });

  it('refuses another’s package, one not waiting, days out of range and a bad query, each with its reason', async () => {
    const { user, token, parcel } = await cardCustomer();
    const other = await cardCustomer();
    expect(await refusal(await quote(token, other.parcel.id, 'days=3'))).toEqual([404, 'Package not found']);
    expect(await refusal(await extend(token, other.parcel.id, { days: 3 }))).toEqual([404, 'Package not found']);
    for (const deliveryStatus of ['pending', 'picked_up'] as const) {
      const gone = await createPackage(testApp, user.id, { deliveryStatus });
      expect(await refusal(await quote(token, gone.id, 'days=3'))).toEqual([409, STORAGE_MESSAGES.notWaiting]);
      expect(await refusal(await extend(token, gone.id, { days: 3 }))).toEqual([409, STORAGE_MESSAGES.notWaiting]);
    }
    for (const days of [0, -1, 121]) {
      expect(await refusal(await quote(token, parcel.id, `days=${days}`))).toEqual([400, STORAGE_MESSAGES.daysOutOfRange]);
      expect(await refusal(await extend(token, parcel.id, { days }))).toEqual([400, STORAGE_MESSAGES.daysOutOfRange]);
    }
    expect((await quote(token, parcel.id, 'days=120')).status).toBe(200);
    for (const query of ['days=abc', 'days=1.5', '', 'days=2&until=trip', 'until=forever']) expect((await quote(token, parcel.id, query)).status).toBe(400);
    for (const body of [{}, { days: '3' }, { days: 2, until: 'trip' }, { until: 'home' }]) expect((await extend(token, parcel.id, body)).status).toBe(400);
    expect((await quote('', parcel.id, 'days=3')).status).toBe(401);
    expect(await oneOffCharges()).toEqual([]);
  });

  it('refuses without a card, naming it, and keeps nothing of a declined card', async () => {
    const { user } = await createUser(testApp);
    await createSubscription(testApp, user.id, { planType: 'premium' });
    const token = await loginAs(testApp, user.email);
    const parcel = await createPackage(testApp, user.id);
    expect(await refusal(await extend(token, parcel.id, { days: 3 }))).toEqual([400, STORAGE_MESSAGES.noCard]);

    testApp.close();
    await start({ payments: (local) => ({ ...local, chargeCard: () => Promise.reject(new GatewayError('declined', 'Do Not Honor', '2000')) }) });
    const customer = await cardCustomer();
    const key = crypto.randomUUID();
    const declined = await extend(customer.token, customer.parcel.id, { days: 3 }, key);
    expect(await refusal(declined)).toEqual([402, `${SUBSCRIBE_ERRORS.declinedPrefix}Do Not Honor`]);
    expect(await testApp.db.select().from(storageExtensions)).toEqual([]);
    expect(await lastDayOf(customer.token, customer.parcel.id)).toBe(LAST_DAY);
    expect((await extend(customer.token, customer.parcel.id, { days: 3 }, key)).status).toBe(402);
  });

  it('refunds a charge whose quote changed before it was recorded, or whose package left meanwhile', async () => {
    let during: () => Promise<void> = async () => undefined;
    await start({
      payments: (local) => ({
        ...local,
        chargeCard: async (input) => {
          const charged = await local.chargeCard(input);
          await during();
          return charged;
        },
      }),
    });
    const { token, parcel } = await cardCustomer();
    during = () => setSetting(testApp.db, 'storage_policy', { ...DEFAULT_STORAGE_POLICY, extension_cents_per_day: 99 }, null, testApp.clock.now());
    expect(await refusal(await extend(token, parcel.id, { days: 2 }))).toEqual([409, STORAGE_MESSAGES.lastDayMoved]);
    during = () => writeTransaction(testApp.db, async (tx) => void (await tx.update(packages).set({ deliveryStatus: 'picked_up' }).where(eq(packages.id, parcel.id))));
    expect(await refusal(await extend(token, parcel.id, { days: 2 }))).toEqual([409, STORAGE_MESSAGES.notWaiting]);
    expect(await testApp.db.select().from(storageExtensions)).toEqual([]);
    expect((await oneOffCharges()).map((row) => [row.amountCents, row.status])).toEqual([
      [100, 'voided'],
      [198, 'voided'],
    ]);
  });
});

describe('/api/settings/storage and /api/storage-policy', () => {
  let testApp: TestApp;
  beforeEach(async () => void (testApp = await createTestApp()));
  afterEach(() => testApp.close());

  it('staff read and change the policy, customers may not, a bad one is refused; everyone reads it publicly', async () => {
    const { token } = await signedIn(testApp);
    const { user: admin } = await createUser(testApp, { role: 'admin' });
    const staff = await loginAs(testApp, admin.email);
    const policy = { extension_cents_per_day: 80, overstay_grace_days: 5, overstay_fee_cents_per_day: 150, disposal_after_days: 45 };
    expect(await jsonOf(await call(testApp, 'GET', '/api/storage-policy'))).toEqual({ ...DEFAULT_STORAGE_POLICY, min_warnings: 2 });
    expect((await call(testApp, 'GET', '/api/settings/storage', { token })).status).toBe(403);
    expect((await call(testApp, 'POST', '/api/settings/storage', { token, body: policy })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/settings/storage')).status).toBe(401);
    for (const bad of [{ ...policy, disposal_after_days: 5 }, { ...policy, extension_cents_per_day: 50_01 }, { ...policy, overstay_grace_days: -1 }, { ...policy, disposal_after_days: undefined }]) {
      expect((await call(testApp, 'POST', '/api/settings/storage', { token: staff, body: bad })).status).toBe(400);
    }
    expect(await jsonOf(await call(testApp, 'POST', '/api/settings/storage', { token: staff, body: policy }))).toEqual(policy);
    expect(await jsonOf(await call(testApp, 'GET', '/api/settings/storage', { token: staff }))).toEqual(policy);
    expect(await jsonOf(await call(testApp, 'GET', '/api/storage-policy'))).toEqual({ ...policy, min_warnings: 2 });
  });
});
