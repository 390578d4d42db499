import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../../shared/deliveries/delivery-messages';
import type { Delivery, DeliveryAnswer, DeliveryList, DeliveryQuote } from '../../../../shared/deliveries/delivery-schema';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { gateMessage } from '../../../../shared/subscription/gate-messages';
import { SUBSCRIBE_ERRORS } from '../../../../shared/subscription/subscribe-request-schema';
import { GatewayError } from '../../../adapters/payments/payment-gateway';
import { QUOTE_LIFETIME_MS } from '../../../adapters/shipping/shipping-provider';
import { deliveries, deliveryAddresses, deliveryPackages, deliveryQuotes, localSandboxTransactions } from '../../../db/tables';
import { createPackage, createPickup, createUser, loginAs, signedIn, createSubscription } from '../../../test/factories';
import { askQuote, deliveryCustomer, paidDelivery, pay, quoted } from '../../../test/delivery-fixtures';
import { call, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { setSetting } from '../../settings/settings-service';

describe('/api/deliveries: received packages shipped to a customer’s US address', () => {
  let testApp: TestApp;
  const start = async (options: TestAppOptions = {}) => (testApp = await createTestApp(options));
  beforeEach(async () => void (await start()));
  afterEach(() => testApp.close());

  const transactions = () => testApp.db.select().from(localSandboxTransactions);
  /** What the card sandbox was charged for one-off orders (subscriptions aside). */
  const charges = async () => (await transactions()).filter((row) => row.subscriptionId === null);

  describe('POST /api/deliveries/quote', () => {
    it('answers the carriers’ rates cheapest first for the packages’ weight, each with the handling fee, payable for a day', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const quote = await quoted(testApp, token, parcels.map((parcel) => parcel.id), address.id);
      expect(quote).toMatchObject({
        address_id: address.id,
        destination: { name: 'Ana Gómez', street1: '8350 NW 52nd Ter', city: 'Doral', state: 'FL', zip: '33166' },
        packages: parcels.map((parcel) => ({ id: parcel.id, tracking_number: parcel.trackingNumber, weight_lb: 2.5 })),
        weight_oz: 80,
        handling_fee_cents: 500,
        currency: 'USD',
        expires_at: new Date(testApp.clock.now().getTime() + QUOTE_LIFETIME_MS).toISOString(),
      });
      expect(new Set(quote.rates.map((rate) => rate.carrier))).toEqual(new Set(['USPS', 'UPS', 'FedEx']));
      const amounts = quote.rates.map((rate) => rate.amount_cents);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      for (const rate of quote.rates) expect(rate.total_cents).toBe(rate.amount_cents + 500);
    });

    it('adds the handling fee staff set, and staff alone may set it', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const { user: admin } = await createUser(testApp, { role: 'admin' });
      const staffToken = await loginAs(testApp, admin.email);
      expect((await call(testApp, 'POST', '/api/settings/delivery', { token, body: { handling_fee_cents: 0 } })).status).toBe(403);
      expect((await call(testApp, 'POST', '/api/settings/delivery', { token: staffToken, body: { handling_fee_cents: 100_01 } })).status).toBe(400);
      const saved = await call(testApp, 'POST', '/api/settings/delivery', { token: staffToken, body: { handling_fee_cents: 750 } });
      expect(await jsonOf(saved)).toEqual({ handling_fee_cents: 750 });
      expect(await jsonOf(await call(testApp, 'GET', '/api/settings/delivery', { token: staffToken }))).toEqual({ handling_fee_cents: 750 });
      const quote = await quoted(testApp, token, [parcels[0]!.id], address.id);
      expect(quote.handling_fee_cents).toBe(750);
      expect(quote.rates[0]!.total_cents).toBe(quote.rates[0]!.amount_cents + 750);
    });

    it('gives Basic and no plan the delivery gate’s text, asking no carrier', async () => {
      for (const [plan, gate] of [['basic', 'plusRequiredMessage'], [null, 'subscriptionRequiredMessage']] as const) {
        const { user, token } = await signedIn(testApp);
        if (plan) await createSubscription(testApp, user.id, { planType: plan });
        const parcel = await createPackage(testApp, user.id, { weightLb: 1 });
        const response = await askQuote(testApp, token, { package_ids: [parcel.id], address_id: 1 });
        expect(response.status).toBe(403);
        expect((await jsonOf(response)).error).toBe(gateMessage(gate));
      }
    });

    it('refuses others’ packages and addresses, and packages not free to leave, each with its reason', async () => {
      const { user, token, address, parcels } = await deliveryCustomer(testApp);
      const other = await deliveryCustomer(testApp, { packages: 1 });
      const refusal = async (body: unknown) => {
        const response = await askQuote(testApp, token, body);
        return [response.status, (await jsonOf(response)).error];
      };
      expect(await refusal({ package_ids: [other.parcels[0]!.id], address_id: address.id })).toEqual([404, PACKAGE_MESSAGES.notFound]);
      expect((await refusal({ package_ids: [parcels[0]!.id], address_id: other.address.id }))[0]).toBe(404);
      const pending = await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null, weightLb: 1 });
      expect(await refusal({ package_ids: [pending.id], address_id: address.id })).toEqual([409, DELIVERY_MESSAGES.packageNotReceived]);
      const scheduled = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled', weightLb: 1 });
      await createPickup(testApp, user.id, { date: '2026-03-12', time: '10:00' }, [scheduled.id]);
      expect(await refusal({ package_ids: [scheduled.id], address_id: address.id })).toEqual([409, DELIVERY_MESSAGES.packageScheduled]);
      const unweighed = await createPackage(testApp, user.id, { weightLb: null });
      expect(await refusal({ package_ids: [unweighed.id], address_id: address.id })).toEqual([409, DELIVERY_MESSAGES.packageNotWeighed]);
      await testApp.db.update(deliveryAddresses).set({ verificationStatus: 'correction_suggested' }).where(eq(deliveryAddresses.id, address.id));
      expect(await refusal({ package_ids: [parcels[0]!.id], address_id: address.id })).toEqual([409, DELIVERY_MESSAGES.addressUnverified]);
      expect((await refusal({ package_ids: [], address_id: address.id }))[0]).toBe(400);
      expect((await refusal({ package_ids: [parcels[0]!.id, parcels[0]!.id], address_id: address.id }))[0]).toBe(400);
      expect((await refusal({ package_ids: ['1'], address_id: address.id }))[0]).toBe(400);
      expect((await askQuote(testApp, '', { package_ids: [parcels[0]!.id], address_id: address.id })).status).toBe(401);
    });
  });

  describe('POST /api/deliveries', () => {
    it('charges the chosen rate and the fee on the default card once, replays the same key, and holds the packages', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const quote = await quoted(testApp, token, parcels.map((parcel) => parcel.id), address.id);
      const rate = quote.rates[1]!;
      const body = { quote_id: quote.quote_id, rate_id: rate.rate_id };
      const key = crypto.randomUUID();
      const first = await pay(testApp, token, body, key);
      expect(first.status).toBe(201);
      const { delivery, message } = await jsonOf<DeliveryAnswer>(first);
      expect(message).toBe(DELIVERY_MESSAGES.paid);
      expect(delivery).toMatchObject({
        status: 'paid',
        carrier: rate.carrier,
        service: rate.service,
        rate_cents: rate.amount_cents,
        handling_fee_cents: 500,
        total_cents: rate.total_cents,
        paid_with: { card_type: 'Visa', last_4: '1881' },
        tracking_code: null,
        can_cancel: true,
        packages: parcels.map((parcel) => ({ id: parcel.id })),
      });
      const replay = await pay(testApp, token, body, key);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await jsonOf<DeliveryAnswer>(replay)).delivery.id).toBe(delivery.id);
      expect((await charges()).map((row) => row.amountCents)).toEqual([rate.total_cents]);

      const again = await pay(testApp, token, body);
      expect([again.status, (await jsonOf(again)).error]).toEqual([409, DELIVERY_MESSAGES.quoteUsed]);
      const requote = await askQuote(testApp, token, { package_ids: [parcels[0]!.id], address_id: address.id });
      expect([requote.status, (await jsonOf(requote)).error]).toEqual([409, DELIVERY_MESSAGES.packageInDelivery]);
      const pickup = await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [parcels[0]!.id], pickup_date: '2026-03-12', pickup_time: '10:00' } });
      expect(pickup.status).toBe(409);
      expect(await charges()).toHaveLength(1);
    });

    it('charges once when two payments of the same packages race under different keys', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const ids = parcels.map((parcel) => parcel.id);
      const [one, two] = await Promise.all([quoted(testApp, token, ids, address.id), quoted(testApp, token, ids, address.id)]);
      const answers = await Promise.all([one, two].map((quote) => pay(testApp, token, { quote_id: quote!.quote_id, rate_id: quote!.rates[0]!.rate_id })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await charges()).toHaveLength(1);
    });

    it('refuses an expired quote, a rate not offered, another customer’s quote and a customer without a card, charging nothing', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const quote = await quoted(testApp, token, [parcels[0]!.id], address.id);
      const other = await deliveryCustomer(testApp, { packages: 1 });
      const refusal = async (body: unknown, as = token) => {
        const response = await pay(testApp, as, body);
        return [response.status, (await jsonOf(response)).error];
      };
      expect(await refusal({ quote_id: quote.quote_id, rate_id: 'rate_nope' })).toEqual([400, DELIVERY_MESSAGES.rateNotFound]);
      expect(await refusal({ quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id }, other.token)).toEqual([404, DELIVERY_MESSAGES.quoteNotFound]);
      expect(await refusal({ quote_id: quote.quote_id })).toEqual([400, expect.any(String)]);
      // A day later (the session would have ended too): the quote's own expiry, reached.
      await testApp.db.update(deliveryQuotes).set({ expiresAt: testApp.clock.now() });
      expect(await refusal({ quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id })).toEqual([409, DELIVERY_MESSAGES.quoteExpired]);

      const { user: cardless, token: cardlessToken } = await signedIn(testApp);
      await createSubscription(testApp, cardless.id, { planType: 'premium' });
      expect(await refusal({ quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id }, cardlessToken)).toEqual([400, DELIVERY_MESSAGES.noCard]);
      expect(await charges()).toHaveLength(0);
      expect(await testApp.db.select().from(deliveries)).toHaveLength(0);
    });

    it('keeps nothing of a declined card: the packages stay free and the same key replays the decline', async () => {
      await start({ payments: (local) => ({ ...local, chargeCard: () => Promise.reject(new GatewayError('declined', 'Do Not Honor', '2000')) }) });
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const quote = await quoted(testApp, token, [parcels[0]!.id], address.id);
      const key = crypto.randomUUID();
      const body = { quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id };
      const declined = await pay(testApp, token, body, key);
      expect([declined.status, (await jsonOf(declined)).error]).toEqual([402, `${SUBSCRIBE_ERRORS.declinedPrefix}Do Not Honor`]);
      expect((await pay(testApp, token, body, key)).headers.get('idempotent-replayed')).toBe('true');
      expect(await testApp.db.select().from(deliveries)).toHaveLength(0);
      expect(await testApp.db.select().from(deliveryPackages)).toHaveLength(0);
      expect((await askQuote(testApp, token, { package_ids: [parcels[0]!.id], address_id: address.id })).status).toBe(201);
    });
  });

  describe('GET and DELETE /api/deliveries/{id}', () => {
    it('lists the customer’s own deliveries, and cancels one before its label with a full refund', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const { delivery } = await paidDelivery(testApp, token, [parcels[0]!.id], address.id);
      const other = await deliveryCustomer(testApp, { packages: 1 });
      expect((await jsonOf<DeliveryList>(await call(testApp, 'GET', '/api/deliveries', { token }))).deliveries.map((row) => row.id)).toEqual([delivery.id]);
      expect((await jsonOf<DeliveryList>(await call(testApp, 'GET', '/api/deliveries', { token: other.token }))).deliveries).toEqual([]);
      expect((await call(testApp, 'GET', `/api/deliveries/${delivery.id}`, { token: other.token })).status).toBe(404);
      expect((await call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token: other.token })).status).toBe(404);
      expect((await jsonOf<Delivery>(await call(testApp, 'GET', `/api/deliveries/${delivery.id}`, { token }))).status).toBe('paid');

      const cancelled = await call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token });
      expect(cancelled.status).toBe(200);
      expect(await jsonOf(cancelled)).toMatchObject({ message: DELIVERY_MESSAGES.cancelled, delivery: { status: 'cancelled', can_cancel: false } });
      expect((await charges()).map((row) => row.status)).toEqual(['voided']);
      const twice = await call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token });
      expect([twice.status, (await jsonOf(twice)).error]).toEqual([409, DELIVERY_MESSAGES.notCancellable]);
      expect((await askQuote(testApp, token, { package_ids: [parcels[0]!.id], address_id: address.id })).status).toBe(201);
    });

    it('keeps a delivery paid when the refund fails', async () => {
      await start({ payments: (local) => ({ ...local, refundCharge: () => Promise.reject(new GatewayError('failed', 'Gateway down')) }) });
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const { delivery } = await paidDelivery(testApp, token, [parcels[0]!.id], address.id);
      const refused = await call(testApp, 'DELETE', `/api/deliveries/${delivery.id}`, { token });
      expect([refused.status, (await jsonOf(refused)).error]).toEqual([502, DELIVERY_MESSAGES.refundFailed]);
      expect((await jsonOf<Delivery>(await call(testApp, 'GET', `/api/deliveries/${delivery.id}`, { token }))).status).toBe('paid');
    });

    it('uses the fee of the moment of the quote, whatever staff set after', async () => {
      const { token, address, parcels } = await deliveryCustomer(testApp);
      const quote: DeliveryQuote = await quoted(testApp, token, [parcels[0]!.id], address.id);
      await setSetting(testApp.db, 'delivery_handling_fee_cents', 1000, null, testApp.clock.now());
      const answer = await jsonOf<DeliveryAnswer>(await pay(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id }));
      expect(answer.delivery.total_cents).toBe(quote.rates[0]!.total_cents);
    });
  });
});
