import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../../shared/addresses/address-messages';
import type { DeliveryAddress, DeliveryAddressList } from '../../../../shared/addresses/delivery-address-schema';
import type { PaidPlanType } from '../../../../shared/plans/plan-catalog';
import { gateMessage } from '../../../../shared/subscription/gate-messages';
import { isUniqueViolation } from '../../../db/database-errors';
import { deliveryAddresses, subscriptions } from '../../../db/tables';
import { collinsAvenue, countingVerifier, doral, nowhere } from '../../../test/address-fixtures';
import { createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

type Answer = { address: DeliveryAddress; message: string };

describe('/api/addresses: a customer’s delivery addresses', () => {
  let testApp: TestApp;
  let carrier: ReturnType<typeof countingVerifier>;
  beforeEach(async () => {
    carrier = countingVerifier();
    testApp = await createTestApp({ addressVerification: carrier.verifier });
  });
  afterEach(() => testApp.close());

  /** A signed-in customer on `plan` (none: no subscription). */
  async function customer(plan: PaidPlanType | 'none') {
    const { user, token } = await signedIn(testApp);
    if (plan !== 'none') await createSubscription(testApp, user.id, { planType: plan });
    return { userId: user.id, token };
  }
  const add = (token: string, body: Record<string, unknown>) => call(testApp, 'POST', '/api/addresses', { token, body });
  const added = async (token: string, body: Record<string, unknown>) => {
    const response = await add(token, body);
    expect(response.status).toBe(201);
    return (await jsonOf<Answer>(response)).address;
  };
  const list = async (token: string) => jsonOf<DeliveryAddressList>(await call(testApp, 'GET', '/api/addresses', { token }));
  const storedRows = () => testApp.db.select().from(deliveryAddresses);

  describe('plan limits', () => {
    it('lets a Premium customer keep three addresses, the first primary, and refuses a fourth with the limit message', async () => {
      const { token } = await customer('premium');
      const first = await added(token, doral());
      expect(first).toMatchObject({ name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: 'Apt 4', state: 'FL', zip: '33166', phone: '+13055550100', country: 'US', is_primary: true, verification_status: 'verified', suggested_correction: null });
      const second = await added(token, doral({ name: 'Hotel Doral', street2: null }));
      const third = await added(token, doral({ name: 'Casa de Luis', street1: '200 Biscayne Blvd Way', city: 'Miami', zip: '33131' }));
      expect([second.is_primary, third.is_primary]).toEqual([false, false]);
      const calls = carrier.calls();

      const refused = await add(token, doral({ name: 'Cuarta' }));
      expect(refused.status).toBe(409);
      expect(await jsonOf(refused)).toEqual({ error: ADDRESS_MESSAGES.limitReached, max_delivery_addresses: 3 });
      expect(carrier.calls()).toBe(calls);
      expect(await list(token)).toMatchObject({ delivery_enabled: true, max_delivery_addresses: 3, can_add_address: false, addresses: [{ id: first.id }, { id: second.id }, { id: third.id }] });
    });

    it('holds one address on Standard', async () => {
      const { token } = await customer('plus');
      expect(await list(token)).toEqual({ addresses: [], delivery_enabled: true, max_delivery_addresses: 1, can_add_address: true });
      await added(token, doral());
      const refused = await add(token, doral({ name: 'Otra' }));
      expect(refused.status).toBe(409);
      expect(await jsonOf(refused)).toMatchObject({ error: ADDRESS_MESSAGES.limitReached, max_delivery_addresses: 1 });
      expect(await storedRows()).toHaveLength(1);
    });

    it("refuses Basic with the delivery gate's message, and a customer without a plan with the subscription one, before asking the carrier", async () => {
      const basic = await customer('basic');
      const refused = await add(basic.token, doral());
      expect(refused.status).toBe(403);
      expect(await jsonOf(refused)).toEqual({ error: gateMessage('plusRequiredMessage') });
      expect(gateMessage('plusRequiredMessage')).toBe('This feature requires a Standard Drop or Premium Drop plan subscription.');
      expect(await list(basic.token)).toEqual({ addresses: [], delivery_enabled: false, max_delivery_addresses: 0, can_add_address: false });

      const none = await customer('none');
      const noPlan = await add(none.token, doral());
      expect(noPlan.status).toBe(403);
      expect(await jsonOf(noPlan)).toEqual({ error: gateMessage('subscriptionRequiredMessage') });
      expect(carrier.calls()).toBe(0);
      expect(await storedRows()).toHaveLength(0);
    });

    it('keeps the addresses of a plan that ended, to read and delete, but changes none', async () => {
      const { userId, token } = await customer('premium');
      const kept = await added(token, doral());
      await added(token, doral({ name: 'Hotel' }));
      // The plan ends: its paid period passes without a renewal.
      await testApp.db.update(subscriptions).set({ status: 'cancelled', accessUntil: new Date(testApp.clock.now().getTime() - DAY_MS) });
      expect(await list(token)).toMatchObject({ delivery_enabled: false, max_delivery_addresses: 0, can_add_address: false, addresses: [{ id: kept.id }, {}] });
      const change = await call(testApp, 'PUT', `/api/addresses/${kept.id}`, { token, body: doral({ name: 'Nuevo' }) });
      expect(change.status).toBe(403);
      expect(await jsonOf(change)).toEqual({ error: gateMessage('subscriptionRequiredMessage') });
      expect((await call(testApp, 'DELETE', `/api/addresses/${kept.id}`, { token })).status).toBe(200);
      expect((await storedRows()).map((row) => [row.userId, row.isPrimary])).toEqual([[userId, true]]);
    });

    it('keeps a Premium customer’s three addresses after moving to Standard, and adds none until one is left', async () => {
      const { userId, token } = await customer('premium');
      const [first, second] = [await added(token, doral()), await added(token, doral({ name: 'B' }))];
      await testApp.db.delete(subscriptions);
      await createSubscription(testApp, userId, { planType: 'plus' });
      expect(await list(token)).toMatchObject({ max_delivery_addresses: 1, can_add_address: false });
      expect((await add(token, doral({ name: 'C' }))).status).toBe(409);
      // Changing one is no new address: allowed over the limit.
      expect((await call(testApp, 'PUT', `/api/addresses/${second.id}`, { token, body: doral({ name: 'B2' }) })).status).toBe(200);
      await call(testApp, 'DELETE', `/api/addresses/${second.id}`, { token });
      expect(await list(token)).toMatchObject({ can_add_address: false, addresses: [{ id: first.id }] });
    });

    it('stores one of two adds sent together at the Standard limit', async () => {
      const { token } = await customer('plus');
      const answers = await Promise.all([add(token, doral({ name: 'Uno' })), add(token, doral({ name: 'Dos' }))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await storedRows()).toHaveLength(1);
    });
  });

  describe('verification by the carrier', () => {
    it('refuses an address the carrier cannot find with 400 and a clear message, storing nothing', async () => {
      const { token } = await customer('premium');
      const refused = await add(token, nowhere());
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toEqual({ error: 'The carrier could not find this address. Check the street, city, state and ZIP code.' });
      const wrongZip = await add(token, doral({ zip: '90210' }));
      expect(await jsonOf(wrongZip)).toEqual({ error: ADDRESS_MESSAGES.undeliverable, field: 'zip' });
      expect(await storedRows()).toHaveLength(0);
      expect(await list(token)).toMatchObject({ can_add_address: true });
    });

    it("stores an address the carrier corrects with its suggestion, and takes it when the customer accepts", async () => {
      const { token } = await customer('premium');
      const suggested = await added(token, collinsAvenue());
      expect(suggested).toMatchObject({
        street1: '1601 Collins Avenue',
        zip: '33139',
        verification_status: 'correction_suggested',
        suggested_correction: { street1: '1601 Collins Ave', street2: null, city: 'Miami Beach', state: 'FL', zip: '33139-3101' },
      });
      const accepted = await call(testApp, 'POST', `/api/addresses/${suggested.id}/accept-correction`, { token });
      expect(accepted.status).toBe(200);
      expect(await jsonOf(accepted)).toMatchObject({
        message: ADDRESS_MESSAGES.correctionAccepted,
        address: { id: suggested.id, street1: '1601 Collins Ave', zip: '33139-3101', name: 'Ana Gómez', verification_status: 'verified', suggested_correction: null },
      });
      const again = await call(testApp, 'POST', `/api/addresses/${suggested.id}/accept-correction`, { token });
      expect(again.status).toBe(409);
      expect(await jsonOf(again)).toEqual({ error: ADDRESS_MESSAGES.noCorrection });
    });

    it('checks a changed address again: the corrected fields sent by PUT are found as they are', async () => {
      const { token } = await customer('plus');
      const suggested = await added(token, collinsAvenue());
      const body = collinsAvenue({ ...suggested.suggested_correction, phone: '+54 9 11 2233 4455' });
      const changed = await call(testApp, 'PUT', `/api/addresses/${suggested.id}`, { token, body });
      expect(changed.status).toBe(200);
      expect(await jsonOf(changed)).toMatchObject({ message: ADDRESS_MESSAGES.updated, address: { street1: '1601 Collins Ave', zip: '33139-3101', phone: '+5491122334455', verification_status: 'verified', suggested_correction: null, is_primary: true } });
      expect(carrier.calls()).toBe(2);
    });

    it('refuses a change the carrier cannot find and keeps the address as it was', async () => {
      const { token } = await customer('plus');
      const address = await added(token, doral());
      const refused = await call(testApp, 'PUT', `/api/addresses/${address.id}`, { token, body: nowhere() });
      expect(refused.status).toBe(400);
      const [row] = await storedRows();
      expect(row).toMatchObject({ street1: '8350 NW 52nd Ter', verificationStatus: 'verified' });
    });

    it('refuses a malformed address before the carrier, naming the field', async () => {
      const { token } = await customer('premium');
      for (const [body, field, error] of [
        [doral({ zip: '3316' }), 'zip', 'Enter a ZIP code of 5 digits, or ZIP+4 (12345-6789)'],
        [doral({ state: 'ON' }), 'state', 'Choose a state of the United States'],
        [doral({ phone: '12' }), 'phone', "Enter a US phone number, or another country's starting with + and its code"],
        [doral({ street1: '' }), 'street1', 'This field is required'],
      ] as const) {
        const refused = await add(token, body);
        expect(refused.status).toBe(400);
        expect(await jsonOf(refused)).toEqual({ error, field });
      }
      expect(carrier.calls()).toBe(0);
    });
  });

  describe('the primary address', () => {
    it('is the first one; another made primary takes its place, and GET primary answers it', async () => {
      const { token } = await customer('premium');
      expect((await call(testApp, 'GET', '/api/addresses/primary', { token })).status).toBe(404);
      const first = await added(token, doral());
      const second = await added(token, doral({ name: 'Hotel' }));
      expect(await jsonOf(await call(testApp, 'GET', '/api/addresses/primary', { token }))).toEqual({ address: first });
      const made = await call(testApp, 'POST', `/api/addresses/${second.id}/primary`, { token });
      expect(await jsonOf(made)).toMatchObject({ message: ADDRESS_MESSAGES.madePrimary, address: { id: second.id, is_primary: true } });
      expect((await list(token)).addresses.map((address) => [address.id, address.is_primary])).toEqual([[second.id, true], [first.id, false]]);
      expect((await jsonOf<{ address: DeliveryAddress }>(await call(testApp, 'GET', '/api/addresses/primary', { token }))).address.id).toBe(second.id);
      // Making the primary one primary again changes nothing.
      expect((await call(testApp, 'POST', `/api/addresses/${second.id}/primary`, { token })).status).toBe(200);
      expect((await storedRows()).filter((row) => row.isPrimary)).toHaveLength(1);
    });

    it('passes to the oldest other address when the primary is deleted, and to none after the last', async () => {
      const { token } = await customer('premium');
      const first = await added(token, doral());
      const second = await added(token, doral({ name: 'B' }));
      const third = await added(token, doral({ name: 'C' }));
      await call(testApp, 'POST', `/api/addresses/${third.id}/primary`, { token });
      const deleted = await call(testApp, 'DELETE', `/api/addresses/${third.id}`, { token });
      expect(await jsonOf(deleted)).toEqual({ message: ADDRESS_MESSAGES.deleted });
      expect((await list(token)).addresses.map((address) => [address.id, address.is_primary])).toEqual([[first.id, true], [second.id, false]]);
      await call(testApp, 'DELETE', `/api/addresses/${second.id}`, { token });
      expect((await list(token)).addresses.map((address) => address.is_primary)).toEqual([true]);
      await call(testApp, 'DELETE', `/api/addresses/${first.id}`, { token });
      const none = await call(testApp, 'GET', '/api/addresses/primary', { token });
      expect(none.status).toBe(404);
      expect(await jsonOf(none)).toEqual({ error: ADDRESS_MESSAGES.noPrimary });
    });

    it('is one per customer in the database itself', async () => {
      const { userId, token } = await customer('premium');
      await added(token, doral());
      await added(token, doral({ name: 'B' }));
      const refusal: unknown = await testApp.db.update(deliveryAddresses).set({ isPrimary: true }).where(eq(deliveryAddresses.userId, userId)).then(() => null, (error: unknown) => error);
      expect(isUniqueViolation(refusal)).toBe(true);
    });
  });

  describe('who may', () => {
    it('answers 404 for another customer’s address, on every call, and lists only one’s own', async () => {
      const owner = await customer('premium');
      const other = await customer('premium');
      const address = await added(owner.token, collinsAvenue());
      for (const [method, path, body] of [
        ['PUT', `/api/addresses/${address.id}`, doral()],
        ['DELETE', `/api/addresses/${address.id}`, undefined],
        ['POST', `/api/addresses/${address.id}/primary`, undefined],
        ['POST', `/api/addresses/${address.id}/accept-correction`, undefined],
      ] as const) {
        const refused = await call(testApp, method, path, { token: other.token, body });
        expect(refused.status, `${method} ${path}`).toBe(404);
        expect(await jsonOf(refused)).toEqual({ error: ADDRESS_MESSAGES.notFound });
      }
      expect((await list(other.token)).addresses).toEqual([]);
      expect((await list(owner.token)).addresses).toEqual([address]);
      expect((await call(testApp, 'PUT', '/api/addresses/999999', { token: owner.token, body: doral() })).status).toBe(404);
    });

    it('needs a session for every call', async () => {
      for (const [method, path] of [
        ['GET', '/api/addresses'],
        ['GET', '/api/addresses/primary'],
        ['POST', '/api/addresses'],
        ['PUT', '/api/addresses/1'],
        ['DELETE', '/api/addresses/1'],
        ['POST', '/api/addresses/1/primary'],
        ['POST', '/api/addresses/1/accept-correction'],
      ] as const) {
        const refused = await call(testApp, method, path, { body: method === 'POST' || method === 'PUT' ? doral() : undefined });
        expect(refused.status, `${method} ${path}`).toBe(401);
      }
    });
  });
});
