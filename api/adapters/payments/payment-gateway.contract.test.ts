import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString } from '../../../shared/time/calendar-dates';
import { newYorkToday } from '../../../shared/time/new-york';
import { localSandboxSubscriptions, localSandboxTransactions } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { braintreeFailure, braintreeSampleNotification, createBraintreePaymentGateway, type BraintreeConfig } from './braintree-payment-gateway';
import { createLocalPaymentGateway, type LocalPaymentGateway } from './local-payment-gateway';
import { GatewayError, type PaymentGateway } from './payment-gateway';
import { rejectionOf } from '../../test/rejection';

const BRAINTREE: BraintreeConfig = { environment: 'sandbox', merchantId: 'offline-merchant', publicKey: 'offline-public', privateKey: 'offline-private' };

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, GatewayError);

type Sample = (kind: 'subscription_charged_successfully' | 'subscription_went_past_due' | 'subscription_canceled' | 'subscription_expired' | 'check', id: string) => Promise<{ bt_signature: string; bt_payload: string }>;

/** The webhook half of the contract: both gateways verify signatures and read notifications the same way. */
type ContractSetup = { gateway: PaymentGateway; sample: Sample; teardown?: () => unknown };

function webhookContract(name: string, setup: () => ContractSetup | Promise<ContractSetup>) {
  describe(`${name}: webhook contract`, () => {
    let gateway: PaymentGateway;
    let sample: Sample;
    let teardown: (() => unknown) | undefined;
    beforeEach(async () => {
      ({ gateway, sample, teardown } = await setup());
    });
    afterEach(() => teardown?.());

    it.each([
      ['subscription_charged_successfully', 'charged'],
      ['subscription_went_past_due', 'past_due'],
      ['subscription_canceled', 'cancelled'],
      ['subscription_expired', 'expired'],
    ] as const)('reads %s as %s for the subscription', async (kind, event) => {
      const notification = await gateway.parseWebhook(...Object.values(await sample(kind, 'sub-42')) as [string, string]);
      expect(notification).toMatchObject({ kind, event, subscriptionId: 'sub-42' });
      expect(notification.occurredAt.getTime()).not.toBeNaN();
      expect(notification.eventKey).toContain(kind);
    });

    it('gives a replayed notification the same event key', async () => {
      const signed = await sample('subscription_went_past_due', 'sub-7');
      const first = await gateway.parseWebhook(signed.bt_signature, signed.bt_payload);
      const again = await gateway.parseWebhook(signed.bt_signature, signed.bt_payload);
      expect(again.eventKey).toBe(first.eventKey);
    });

    it('reads a check notification as nothing to act on', async () => {
      const signed = await sample('check', '');
      expect((await gateway.parseWebhook(signed.bt_signature, signed.bt_payload)).event).toBeNull();
    });

    it('refuses a tampered signature or payload', async () => {
      const signed = await sample('subscription_canceled', 'sub-9');
      const flipped = signed.bt_signature.slice(0, -1) + (signed.bt_signature.endsWith('0') ? '1' : '0');
      expect((await rejection(gateway.parseWebhook(flipped, signed.bt_payload))).kind).toBe('invalid_signature');
      const other = await sample('subscription_canceled', 'sub-10');
      expect((await rejection(gateway.parseWebhook(signed.bt_signature, other.bt_payload))).kind).toBe('invalid_signature');
    });
  });
}

webhookContract('local sandbox', async () => {
  const testApp = await createTestApp();
  const gateway = createLocalPaymentGateway(testApp.db, testApp.clock.now);
  return { gateway, sample: async (kind: Parameters<Sample>[0], id: string) => gateway.sampleNotification(kind, id), teardown: testApp.close };
});

webhookContract('Braintree adapter (offline, SDK sample notifications)', () => ({
  gateway: createBraintreePaymentGateway(BRAINTREE),
  sample: (kind, id) => braintreeSampleNotification(BRAINTREE, kind, id),
}));

describe('Braintree adapter offline', () => {
  it('refuses notifications signed with another key', async () => {
    const gateway = createBraintreePaymentGateway(BRAINTREE);
    const foreign = await braintreeSampleNotification({ ...BRAINTREE, privateKey: 'someone-else' }, 'subscription_canceled', 'sub-1');
    expect((await rejection(gateway.parseWebhook(foreign.bt_signature, foreign.bt_payload))).kind).toBe('invalid_signature');
  });

  it('reads the charged notification transaction id', async () => {
    const gateway = createBraintreePaymentGateway(BRAINTREE);
    const signed = await braintreeSampleNotification(BRAINTREE, 'subscription_charged_successfully', 'sub-5');
    expect((await gateway.parseWebhook(signed.bt_signature, signed.bt_payload)).transactionId).toBeTruthy();
  });

  it('classifies failed results: processor declines, rejected nonces, other failures', () => {
    const declined = braintreeFailure({ success: false, message: 'Do Not Honor', verification: { status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' } });
    expect(declined).toMatchObject({ kind: 'declined', message: 'Do Not Honor', code: '2000' });
    const charged = braintreeFailure({ success: false, transaction: { status: 'processor_declined', processorResponseCode: '2001', processorResponseText: 'Insufficient Funds' } });
    expect(charged).toMatchObject({ kind: 'declined', message: 'Insufficient Funds' });
    const rejected = braintreeFailure({ success: false, message: 'x', errors: { deepErrors: () => [{ code: '93107', message: 'Cannot use a payment_method_nonce more than once.' }] } });
    expect(rejected).toMatchObject({ kind: 'invalid_payment_method', code: '93107' });
    const other = braintreeFailure({ success: false, message: 'Plan ID is invalid.', errors: { deepErrors: () => [{ code: '91904', message: 'Plan ID is invalid.' }] } });
    expect(other).toMatchObject({ kind: 'failed', message: 'Plan ID is invalid.' });
  });
});

describe('local sandbox: the card contract', () => {
  let testApp: TestApp;
  let gateway: LocalPaymentGateway;
  beforeEach(async () => {
    testApp = await createTestApp();
    gateway = createLocalPaymentGateway(testApp.db, testApp.clock.now);
  });
  afterEach(() => testApp.close());

  const customer = () => gateway.createCustomer({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Gómez' });

  it('is deterministic: sequential customer, card, subscription and transaction ids', async () => {
    expect(await customer()).toBe('local-customer-1');
    expect(await customer()).toBe('local-customer-2');
    const card = await gateway.vaultCard({ customerId: 'local-customer-1', nonce: 'fake-valid-nonce', makeDefault: true });
    expect(card.token).toBe('local-card-1');
    expect(await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990 })).toEqual({
      id: 'local-subscription-1',
      transactionId: 'local-transaction-1',
    });
  });

  it.each([
    ['fake-valid-nonce', 'Visa', '1881'],
    ['fake-valid-visa-nonce', 'Visa', '1881'],
    ['fake-valid-mastercard-nonce', 'MasterCard', '4444'],
    ['fake-valid-amex-nonce', 'American Express', '0005'],
    ['fake-valid-discover-nonce', 'Discover', '1117'],
  ])('vaults %s as a %s ending in %s', async (nonce, cardType, last4) => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce, makeDefault: false, cardholderName: 'Ana G' });
    expect(card).toMatchObject({ cardType, last4, isDefault: true, cardholderName: 'Ana G', expirationMonth: '12' });
  });

  it.each(['fake-processor-declined-visa-nonce', 'fake-processor-declined-mastercard-nonce', 'fake-processor-declined-amex-nonce', 'fake-processor-declined-discover-nonce'])(
    'declines %s with Do Not Honor (2000) and saves nothing',
    async (nonce) => {
      const customerId = await customer();
      const error = await rejection(gateway.vaultCard({ customerId, nonce, makeDefault: true }));
      expect(error).toMatchObject({ kind: 'declined', message: 'Do Not Honor', code: '2000' });
      expect(await gateway.listCards(customerId)).toEqual([]);
    },
  );

  it.each([
    ['fake-luhn-invalid-nonce', '81715'],
    ['fake-consumed-nonce', '93107'],
    ['not-a-nonce', '91565'],
  ])('rejects %s as an invalid payment method (%s)', async (nonce, code) => {
    expect(await rejection(gateway.vaultCard({ customerId: await customer(), nonce, makeDefault: true }))).toMatchObject({ kind: 'invalid_payment_method', code });
  });

  it('lists, makes default and deletes cards; the next card becomes default', async () => {
    const customerId = await customer();
    const visa = await gateway.vaultCard({ customerId, nonce: 'fake-valid-visa-nonce', makeDefault: false });
    const master = await gateway.vaultCard({ customerId, nonce: 'fake-valid-mastercard-nonce', makeDefault: false });
    expect((await gateway.listCards(customerId)).map((card) => [card.token, card.isDefault])).toEqual([[visa.token, true], [master.token, false]]);
    expect((await gateway.makeDefaultCard(master.token)).isDefault).toBe(true);
    expect((await gateway.listCards(customerId)).map((card) => card.isDefault)).toEqual([false, true]);
    await gateway.deleteCard(master.token);
    expect((await gateway.listCards(customerId)).map((card) => [card.token, card.isDefault])).toEqual([[visa.token, true]]);
    expect((await rejection(gateway.deleteCard(master.token))).kind).toBe('not_found');
  });

  it('refuses a subscription on an unknown card or plan', async () => {
    expect((await rejection(gateway.createSubscription({ paymentMethodToken: 'nope', planId: 'plus_drop', priceCents: 3990 }))).kind).toBe('invalid_payment_method');
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    expect((await rejection(gateway.createSubscription({ paymentMethodToken: card.token, planId: 'gold' as 'plus_drop', priceCents: 1 }))).kind).toBe('failed');
  });

  it('starts a subscription on a later day Pending, charging nothing now; a day not in the future is refused', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const today = newYorkToday(testApp.clock.now());
    const tomorrow = addDaysToDateString(today, 1);
    expect(await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990, firstBillingDay: tomorrow })).toEqual({
      id: 'local-subscription-1',
      transactionId: null,
    });
    expect(await testApp.db.select().from(localSandboxTransactions)).toEqual([]);
    expect(await testApp.db.select({ status: localSandboxSubscriptions.status }).from(localSandboxSubscriptions)).toEqual([{ status: 'Pending' }]);
    expect(await rejection(gateway.createSubscription({ paymentMethodToken: card.token, planId: 'plus_drop', priceCents: 3990, firstBillingDay: today }))).toMatchObject({
      kind: 'failed',
      code: '91916',
    });
  });

  it('cancels and updates subscriptions, and tolerates ids it does not know (the demo seed)', async () => {
    const card = await gateway.vaultCard({ customerId: await customer(), nonce: 'fake-valid-nonce', makeDefault: true });
    const subscription = await gateway.createSubscription({ paymentMethodToken: card.token, planId: 'drop_basic', priceCents: 2990 });
    await gateway.updateSubscription(subscription.id, { planId: 'premium_drop', priceCents: 4990 });
    await gateway.cancelSubscription(subscription.id);
    await expect(gateway.cancelSubscription('demo-subscription')).resolves.toBeUndefined();
    await expect(gateway.updateSubscription('demo-subscription', { planId: 'premium_drop' })).resolves.toBeUndefined();
  });

  it('gives a client token and an empty card list for an unknown customer', async () => {
    expect(await gateway.generateClientToken(null)).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(await gateway.listCards('demo-customer')).toEqual([]);
  });
});
