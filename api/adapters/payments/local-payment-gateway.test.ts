import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSandboxSubscriptions, localSandboxTransactions } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalPaymentGateway, type LocalPaymentGateway } from './local-payment-gateway';
import { GatewayError } from './payment-gateway';
import { rejectionOf } from '../../test/rejection';

const KEY = 'test-webhook-key';
const signed = (payload: string, publicKey = 'local_public_key') => `${publicKey}|${createHmac('sha256', KEY).update(payload).digest('hex')}`;
const encoded = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, GatewayError);
/** Braintree's validation errors for a plan or a payment method it does not have. */
const UNKNOWN_PLAN = { kind: 'failed', message: 'Plan ID is invalid.', code: '91904' };
const UNKNOWN_CARD = { kind: 'invalid_payment_method', message: 'Payment method token is invalid.', code: '91903' };

describe('the local card sandbox, as Braintree’s sandbox behaves', () => {
  let testApp: TestApp;
  let gateway: LocalPaymentGateway;
  beforeEach(async () => {
    testApp = await createTestApp();
    gateway = createLocalPaymentGateway(testApp.db, testApp.clock.now, KEY);
  });
  afterEach(() => testApp.close());

  const customer = () => gateway.createCustomer({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Gómez' });
  const stored = async (subscriptionId: string) => (await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, subscriptionId)).limit(1))[0];

  it("charges a saved card once, and declines Braintree's sandbox test amounts 2000.00 to 2999.99", async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { transactionId } = await gateway.chargeCard({ paymentMethodToken: card.token, amountCents: 1875, orderId: 'delivery-1' });
    const [row] = await testApp.db.select().from(localSandboxTransactions).where(eq(localSandboxTransactions.transactionId, transactionId));
    expect(row).toMatchObject({ subscriptionId: null, amountCents: 1875, status: 'submitted_for_settlement' });
    expect(await rejection(gateway.chargeCard({ paymentMethodToken: card.token, amountCents: 200_000, orderId: 'delivery-2' }))).toMatchObject({
      kind: 'declined',
      code: '2000',
      message: 'Do Not Honor',
    });
    expect(await rejection(gateway.chargeCard({ paymentMethodToken: card.token, amountCents: 250_050, orderId: 'delivery-3' }))).toMatchObject({ kind: 'declined', code: '2500' });
    expect(await rejection(gateway.chargeCard({ paymentMethodToken: 'local-card-99', amountCents: 1000, orderId: 'delivery-4' }))).toMatchObject(UNKNOWN_CARD);
    expect(await testApp.db.select().from(localSandboxTransactions)).toHaveLength(1);
  });

  it('voids a charge once, and refuses to give it back twice or one it never made', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { transactionId } = await gateway.chargeCard({ paymentMethodToken: card.token, amountCents: 1875, orderId: 'delivery-1' });
    await gateway.refundCharge(transactionId);
    const [row] = await testApp.db.select().from(localSandboxTransactions).where(eq(localSandboxTransactions.transactionId, transactionId));
    expect(row?.status).toBe('voided');
    expect(await rejection(gateway.refundCharge(transactionId))).toMatchObject({ kind: 'failed', code: '91504' });
    expect((await rejection(gateway.refundCharge('local-transaction-99'))).kind).toBe('not_found');
  });

  it('names a card after its customer when no name is given, and trims a given one; it expires in three years', async () => {
    const customerId = await customer();
    const card = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: true });
    expect(card).toMatchObject({ cardholderName: 'Ana Gómez', expirationYear: String(testApp.clock.now().getUTCFullYear() + 3) });
    expect((await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: false, cardholderName: '  Ana G  ' })).cardholderName).toBe('Ana G');
  });

  it('accepts any fake-valid-…-nonce as a Visa, but nothing else that merely contains it', async () => {
    const customerId = await customer();
    expect(await gateway.vaultCard({ customerId, nonce: 'fake-valid-country-of-issuance-usa-nonce', makeDefault: true })).toMatchObject({ cardType: 'Visa', last4: '1881' });
    for (const nonce of ['x-fake-valid-nonce', 'fake-valid-nonce-x', 'fake-valid-123-nonce']) {
      expect((await rejection(gateway.vaultCard({ customerId, nonce, makeDefault: true }))).kind).toBe('invalid_payment_method');
    }
  });

  it('leaves the default card alone when another card is deleted', async () => {
    const customerId = await customer();
    const first = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: true });
    const second = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: false });
    const third = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: true });
    await gateway.deleteCard(first.token);
    expect((await gateway.listCards(customerId)).map((card) => [card.token, card.isDefault])).toEqual([
      [second.token, false],
      [third.token, true],
    ]);
  });

  it('refuses a plan change to an unknown card or plan and changes nothing', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { id } = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 });
    expect(await rejection(gateway.updateSubscription(id, { paymentMethodToken: 'local-card-99' }))).toMatchObject(UNKNOWN_CARD);
    expect(await rejection(gateway.updateSubscription(id, { planId: 'gold_drop' as never }))).toMatchObject(UNKNOWN_PLAN);
    expect(await stored(id)).toMatchObject({ planId: 'plus_drop', priceCents: 3990, paymentMethodToken: card.token });
  });

  it('refuses a subscription to an unknown plan or card with Braintree’s validation errors, and charges nothing', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    expect(await rejection(gateway.createSubscription({ paymentMethodToken: card.token, planId: 'gold_drop' as never, priceCents: 3990 }))).toMatchObject(UNKNOWN_PLAN);
    expect(await rejection(gateway.createSubscription({ paymentMethodToken: 'local-card-99', planId: 'plus_drop', priceCents: 3990 }))).toMatchObject(UNKNOWN_CARD);
    expect(await testApp.db.select().from(localSandboxSubscriptions)).toEqual([]);
  });

  it('names a card after a customer without a last name by the first name alone', async () => {
    const customerId = await gateway.createCustomer({ email: 'ana@example.com', firstName: 'Ana', lastName: '' });
    expect((await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: true })).cardholderName).toBe('Ana');
  });

  it('changes only what the plan change names: plan and price, or the card', async () => {
    const customerId = await customer();
    const card = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: true });
    const other = await gateway.vaultCard({ customerId, nonce: 'fake-valid-nonce', makeDefault: false });
    const { id } = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 });
    await gateway.updateSubscription(id, { planId: 'premium_drop', priceCents: 4990 });
    expect(await stored(id)).toMatchObject({ planId: 'premium_drop', priceCents: 4990, paymentMethodToken: card.token });
    await gateway.updateSubscription(id, { paymentMethodToken: other.token });
    expect(await stored(id)).toMatchObject({ planId: 'premium_drop', priceCents: 4990, paymentMethodToken: other.token });
  });

  it('charges a renewal notice at the subscription’s price', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { id } = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 });
    const sample = await gateway.sampleNotification('subscription_charged_successfully', id);
    expect((await gateway.parseWebhook(sample.bt_signature, sample.bt_payload)).transactionId).toBe('local-transaction-2');
    const notice = await gateway.sampleNotification('subscription_went_past_due', id);
    expect((await gateway.parseWebhook(notice.bt_signature, notice.bt_payload)).transactionId).toBeNull();
  });

  it('gives the card form a client token naming the customer whose cards it shows, or nobody for a new payer', async () => {
    const decoded = async (customerId: string | null) => JSON.parse(Buffer.from(await gateway.generateClientToken(customerId), 'base64').toString('utf8'));
    expect(await decoded('local-customer-1')).toStrictEqual({ version: 'local-1', customerId: 'local-customer-1' });
    expect(await decoded(null)).toStrictEqual({ version: 'local-1', customerId: null });
  });

  it('records the first charge at the subscription’s price, submitted for settlement', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { id, transactionId } = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 });
    expect(await testApp.db.select().from(localSandboxTransactions)).toMatchObject([
      { transactionId, subscriptionId: id, amountCents: 3990, status: 'submitted_for_settlement' },
    ]);
  });

  it('cancels the subscriptions a deleted card paid for, as Braintree does', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const { id } = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 });
    expect((await stored(id))?.status).toBe('Active');
    await gateway.deleteCard(card.token);
    expect((await stored(id))?.status).toBe('Canceled');
  });

  it('answers with Braintree’s not-found texts for a customer or card it does not have', async () => {
    expect(await rejection(gateway.vaultCard({ customerId: 'local-customer-99', nonce: 'fake-valid-nonce', makeDefault: true }))).toMatchObject({ kind: 'not_found', message: 'Customer not found' });
    const cardNotFound = { kind: 'not_found', message: 'Payment method not found' };
    expect(await rejection(gateway.deleteCard('local-card-99'))).toMatchObject(cardNotFound);
    expect(await rejection(gateway.makeDefaultCard('local-card-99'))).toMatchObject(cardNotFound);
  });

  it('refuses a notice signed under another public key, or with a signature of the wrong length', async () => {
    const payload = encoded({ kind: 'subscription_canceled', timestamp: '2026-03-10T15:00:00Z', subscription: { id: 'sub-1' } });
    expect(await gateway.parseWebhook(signed(payload), payload)).toMatchObject({ kind: 'subscription_canceled', event: 'cancelled' });
    expect(await rejection(gateway.parseWebhook(signed(payload, 'someone_else'), payload))).toMatchObject({
      kind: 'invalid_signature',
      message: 'signature does not match payload - one has been modified',
    });
    expect((await rejection(gateway.parseWebhook('local_public_key|abc', payload))).kind).toBe('invalid_signature');
    expect((await rejection(gateway.parseWebhook('local_public_key', payload))).kind).toBe('invalid_signature');
  });

  it('refuses a signed payload that is not a notification or has no time', async () => {
    const garbage = encoded('not json');
    expect(await rejection(gateway.parseWebhook(signed(garbage), garbage))).toMatchObject({ kind: 'invalid_signature', message: 'payload is not a notification' });
    const timeless = encoded({ kind: 'subscription_canceled', subscription: { id: 'sub-1' } });
    expect(await rejection(gateway.parseWebhook(signed(timeless), timeless))).toMatchObject({ kind: 'invalid_signature', message: 'payload has no timestamp' });
    const kindless = encoded({ timestamp: '2026-03-10T15:00:00Z' });
    expect(await gateway.parseWebhook(signed(kindless), kindless)).toMatchObject({ kind: 'unknown', event: null, subscriptionId: null });
  });
});
