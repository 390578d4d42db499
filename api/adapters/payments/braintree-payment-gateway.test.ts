import braintree from 'braintree';
import { describe, expect, it } from 'vitest';
import { braintreeException, braintreeFailure, braintreeSdk, createBraintreePaymentGateway, type BraintreeConfig, type BraintreeSdk } from './braintree-payment-gateway';
import { GatewayError } from './payment-gateway';
import { rejectionOf } from '../../test/rejection';

const CONFIG: BraintreeConfig = { environment: 'sandbox', merchantId: 'merchant', publicKey: 'public', privateKey: 'private' };

type Answer = (...args: unknown[]) => unknown;

/** Braintree's SDK as the adapter sees it: each call recorded, answered by `answers` (a missing one is a test error). */
function braintreeStandIn(answers: Record<string, Answer>) {
  const calls: unknown[][] = [];
  const call = (name: string) => async (...args: unknown[]) => {
    calls.push([name, ...args]);
    const answer = answers[name];
    if (!answer) throw new Error(`Braintree was not expected to be asked ${name}`);
    return answer(...args);
  };
  const sdk = {
    clientToken: { generate: call('clientToken.generate') },
    customer: { create: call('customer.create'), find: call('customer.find') },
    paymentMethod: { create: call('paymentMethod.create'), update: call('paymentMethod.update'), delete: call('paymentMethod.delete') },
    subscription: { create: call('subscription.create'), cancel: call('subscription.cancel'), update: call('subscription.update') },
    transaction: { sale: call('transaction.sale'), find: call('transaction.find'), void: call('transaction.void'), refund: call('transaction.refund') },
  } as unknown as BraintreeSdk;
  return { calls, gateway: createBraintreePaymentGateway(CONFIG, sdk) };
}

const sdkError = (type: string, message: string) => Object.assign(new Error(message), { type });
const thrown = () => {
  throw sdkError('notFoundError', '');
};

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, GatewayError);

const VISA = { token: 'card-1', cardType: 'Visa', last4: '1111', cardholderName: 'Ana Pérez', expirationMonth: '12', expirationYear: '2030', default: true };
const VISA_VAULTED = { token: 'card-1', cardType: 'Visa', last4: '1111', cardholderName: 'Ana Pérez', expirationMonth: '12', expirationYear: '2030', isDefault: true };

describe('Braintree adapter: what Braintree is asked and what the customer gets back', () => {
  it('connects to Braintree production only when configured for production', () => {
    const production = braintreeSdk({ ...CONFIG, environment: 'production' });
    expect(production.config.environment).toBe(braintree.Environment.Production);
    expect(production.config).toMatchObject({ merchantId: 'merchant', publicKey: 'public', privateKey: 'private' });
    expect(braintreeSdk(CONFIG).config.environment).toBe(braintree.Environment.Sandbox);
  });

  it('gives the card form a token showing the customer’s saved cards, or a bare one for a new payer', async () => {
    const { calls, gateway } = braintreeStandIn({ 'clientToken.generate': () => ({ success: true, clientToken: 'client-token' }) });
    expect(await gateway.generateClientToken('cust-1')).toBe('client-token');
    await gateway.generateClientToken(null);
    expect(calls).toStrictEqual([
      ['clientToken.generate', { customerId: 'cust-1' }],
      ['clientToken.generate', {}],
    ]);
  });

  it('opens a customer with the account holder’s email and names, and the phone only when there is one', async () => {
    const { calls, gateway } = braintreeStandIn({ 'customer.create': () => ({ success: true, customer: { id: 'cust-9' } }) });
    expect(await gateway.createCustomer({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez', phone: '+13055550100' })).toBe('cust-9');
    await gateway.createCustomer({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' });
    expect(calls).toStrictEqual([
      ['customer.create', { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez', phone: '+13055550100' }],
      ['customer.create', { email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' }],
    ]);
  });

  it('saves a card only once Braintree has verified it, as the default only when asked', async () => {
    const { calls, gateway } = braintreeStandIn({ 'paymentMethod.create': () => ({ success: true, paymentMethod: VISA }) });
    const address = { streetAddress: '1 Ocean Dr', locality: 'Miami', postalCode: '33139', countryName: 'United States of America' };
    expect(await gateway.vaultCard({ customerId: 'cust-1', nonce: 'nonce-1', makeDefault: false, cardholderName: 'Ana Pérez', billingAddress: address })).toEqual(VISA_VAULTED);
    await gateway.vaultCard({ customerId: 'cust-1', nonce: 'nonce-2', makeDefault: true });
    expect(calls).toStrictEqual([
      ['paymentMethod.create', { customerId: 'cust-1', paymentMethodNonce: 'nonce-1', cardholderName: 'Ana Pérez', billingAddress: address, options: { makeDefault: false, verifyCard: true } }],
      ['paymentMethod.create', { customerId: 'cust-1', paymentMethodNonce: 'nonce-2', options: { makeDefault: true, verifyCard: true } }],
    ]);
  });

  it('refuses a card whose verification the bank declines, with the bank’s words and code', async () => {
    const { gateway } = braintreeStandIn({
      'paymentMethod.create': () => ({ success: false, message: 'Do Not Honor', verification: { status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' } }),
    });
    expect(await rejection(gateway.vaultCard({ customerId: 'cust-1', nonce: 'nonce-1', makeDefault: true }))).toMatchObject({ kind: 'declined', message: 'Do Not Honor', code: '2000' });
  });

  it('lists a PayPal account as PayPal and leaves what Braintree does not say empty', async () => {
    const paypal = { token: 'pp-1', email: 'ana@example.com', cardholderName: '', expirationMonth: '', default: false };
    const { gateway } = braintreeStandIn({ 'customer.find': () => ({ paymentMethods: [VISA, paypal, { token: 'card-2' }] }) });
    expect(await gateway.listCards('cust-1')).toEqual([
      VISA_VAULTED,
      { token: 'pp-1', cardType: 'PayPal', last4: '', cardholderName: null, expirationMonth: null, expirationYear: null, isDefault: false },
      { token: 'card-2', cardType: 'Card', last4: '', cardholderName: null, expirationMonth: null, expirationYear: null, isDefault: false },
    ]);
  });

  it('lists the credit cards of an older customer record, and nothing for one without any', async () => {
    expect(await braintreeStandIn({ 'customer.find': () => ({ creditCards: [VISA] }) }).gateway.listCards('cust-1')).toEqual([VISA_VAULTED]);
    expect(await braintreeStandIn({ 'customer.find': () => ({}) }).gateway.listCards('cust-1')).toEqual([]);
  });

  it('shows no saved card for a customer Braintree does not know, but reports any other failure', async () => {
    expect(await braintreeStandIn({ 'customer.find': thrown }).gateway.listCards('gone')).toEqual([]);
    const { gateway } = braintreeStandIn({
      'customer.find': () => {
        throw sdkError('authenticationError', 'Authentication failed');
      },
    });
    expect(await rejection(gateway.listCards('cust-1'))).toMatchObject({ kind: 'failed', message: 'Authentication failed' });
  });

  it('deletes the card named, and says so when Braintree no longer has it', async () => {
    const { calls, gateway } = braintreeStandIn({ 'paymentMethod.delete': () => undefined });
    await gateway.deleteCard('card-1');
    expect(calls).toStrictEqual([['paymentMethod.delete', 'card-1']]);
    expect((await rejection(braintreeStandIn({ 'paymentMethod.delete': thrown }).gateway.deleteCard('card-1'))).kind).toBe('not_found');
  });

  it('makes a card the default for the next charges', async () => {
    const { calls, gateway } = braintreeStandIn({ 'paymentMethod.update': () => ({ success: true, paymentMethod: VISA }) });
    expect(await gateway.makeDefaultCard('card-1')).toEqual(VISA_VAULTED);
    expect(calls).toStrictEqual([['paymentMethod.update', 'card-1', { options: { makeDefault: true } }]]);
  });

  it('subscribes at the catalogue price in dollars with cents, and keeps the first charge’s transaction', async () => {
    const { calls, gateway } = braintreeStandIn({ 'subscription.create': () => ({ success: true, subscription: { id: 'sub-1', transactions: [{ id: 'tx-1' }, { id: 'tx-0' }] } }) });
    expect(await gateway.createSubscription({ paymentMethodToken: 'card-1', planId: 'plus_drop', priceCents: 3990 })).toEqual({ id: 'sub-1', transactionId: 'tx-1' });
    expect(calls).toStrictEqual([['subscription.create', { paymentMethodToken: 'card-1', planId: 'plus_drop', price: '39.90' }]]);
  });

  it('starts a subscription on a later day when asked, Pending and charging nothing now', async () => {
    const { calls, gateway } = braintreeStandIn({ 'subscription.create': () => ({ success: true, subscription: { id: 'sub-3', status: 'Pending', transactions: [] } }) });
    expect(await gateway.createSubscription({ paymentMethodToken: 'card-1', planId: 'premium_drop', priceCents: 4990, firstBillingDay: '2027-01-15' })).toEqual({ id: 'sub-3', transactionId: null });
    expect(calls).toStrictEqual([['subscription.create', { paymentMethodToken: 'card-1', planId: 'premium_drop', price: '49.90', firstBillingDate: new Date('2027-01-15T12:00:00.000Z') }]]);
  });

  it('records no transaction when the subscription charged nothing yet', async () => {
    const { gateway } = braintreeStandIn({ 'subscription.create': () => ({ success: true, subscription: { id: 'sub-2', transactions: [] } }) });
    expect(await gateway.createSubscription({ paymentMethodToken: 'card-1', planId: 'drop_basic', priceCents: 2990 })).toEqual({ id: 'sub-2', transactionId: null });
  });

  it('charges a saved card once, submitted for settlement, with our reference and the amount in dollars', async () => {
    const { calls, gateway } = braintreeStandIn({ 'transaction.sale': () => ({ success: true, transaction: { id: 'tx-9', status: 'submitted_for_settlement' } }) });
    expect(await gateway.chargeCard({ paymentMethodToken: 'card-1', amountCents: 1875, orderId: 'delivery-4' })).toEqual({ transactionId: 'tx-9' });
    expect(calls).toStrictEqual([['transaction.sale', { paymentMethodToken: 'card-1', amount: '18.75', orderId: 'delivery-4', options: { submitForSettlement: true } }]]);
  });

  it('refuses a declined charge with the processor’s code', async () => {
    const { gateway } = braintreeStandIn({
      'transaction.sale': () => ({ success: false, message: 'Do Not Honor', transaction: { status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' } }),
    });
    expect(await rejection(gateway.chargeCard({ paymentMethodToken: 'card-1', amountCents: 200_000, orderId: 'delivery-5' }))).toMatchObject({ kind: 'declined', code: '2000', message: 'Do Not Honor' });
  });

  it('voids a charge not yet settled and refunds one that has', async () => {
    const statuses: Record<string, string> = { 'tx-open': 'submitted_for_settlement', 'tx-settled': 'settled' };
    const { calls, gateway } = braintreeStandIn({
      'transaction.find': (id) => ({ id, status: statuses[id as string] }),
      'transaction.void': () => ({ success: true }),
      'transaction.refund': () => ({ success: true }),
    });
    await gateway.refundCharge('tx-open');
    await gateway.refundCharge('tx-settled');
    expect(calls).toStrictEqual([
      ['transaction.find', 'tx-open'],
      ['transaction.void', 'tx-open'],
      ['transaction.find', 'tx-settled'],
      ['transaction.refund', 'tx-settled'],
    ]);
  });

  it('says so when the charge to give back is unknown, or was given back already', async () => {
    const missing = braintreeStandIn({ 'transaction.find': thrown });
    expect((await rejection(missing.gateway.refundCharge('tx-none'))).kind).toBe('not_found');
    const refunded = braintreeStandIn({
      'transaction.find': (id) => ({ id, status: 'settled' }),
      'transaction.refund': () => ({ success: false, message: 'Transaction has already been completely refunded.', errors: { deepErrors: () => [{ code: '91512', message: 'Transaction has already been completely refunded.' }] } }),
    });
    expect(await rejection(refunded.gateway.refundCharge('tx-1'))).toMatchObject({ kind: 'failed', code: '91512' });
  });

  it('refuses a subscription whose first charge is declined', async () => {
    const { gateway } = braintreeStandIn({
      'subscription.create': () => ({ success: false, transaction: { status: 'processor_declined', processorResponseCode: '2001', processorResponseText: 'Insufficient Funds' } }),
    });
    expect(await rejection(gateway.createSubscription({ paymentMethodToken: 'card-1', planId: 'plus_drop', priceCents: 3990 }))).toMatchObject({ kind: 'declined', code: '2001' });
  });

  it('cancels the subscription named, and reports a refusal', async () => {
    const { calls, gateway } = braintreeStandIn({ 'subscription.cancel': () => ({ success: true }) });
    await gateway.cancelSubscription('sub-1');
    expect(calls).toStrictEqual([['subscription.cancel', 'sub-1']]);
    const refused = braintreeStandIn({ 'subscription.cancel': () => ({ success: false, message: 'Subscription has already been canceled.' }) });
    expect(await rejection(refused.gateway.cancelSubscription('sub-1'))).toMatchObject({ kind: 'failed', message: 'Subscription has already been canceled.' });
  });

  it('changes only what a plan change changes: card, plan and price', async () => {
    const { calls, gateway } = braintreeStandIn({ 'subscription.update': () => ({ success: true }) });
    await gateway.updateSubscription('sub-1', { paymentMethodToken: 'card-2', planId: 'premium_drop', priceCents: 4990 });
    await gateway.updateSubscription('sub-1', {});
    expect(calls).toStrictEqual([
      ['subscription.update', 'sub-1', { paymentMethodToken: 'card-2', planId: 'premium_drop', price: '49.90' }],
      ['subscription.update', 'sub-1', {}],
    ]);
    const refused = braintreeStandIn({ 'subscription.update': () => ({ success: false, message: 'Plan ID is invalid.' }) });
    expect((await rejection(refused.gateway.updateSubscription('sub-1', { planId: 'plus_drop' }))).kind).toBe('failed');
  });
});

describe('Braintree failures in our words', () => {
  it('reads a gateway rejection as a decline naming the reason (CVV, AVS, fraud …)', () => {
    expect(braintreeFailure({ success: false, verification: { status: 'gateway_rejected', gatewayRejectionReason: 'cvv' } })).toMatchObject({ kind: 'declined', message: 'Gateway Rejected: cvv', code: null });
    expect(braintreeFailure({ success: false, transaction: { status: 'gateway_rejected' } }).message).toBe('Gateway Rejected: unknown');
  });

  it('words a decline without the processor’s text with Braintree’s message, or plainly', () => {
    expect(braintreeFailure({ success: false, message: 'Card declined', transaction: { status: 'failed' } })).toMatchObject({ kind: 'declined', message: 'Card declined', code: null });
    expect(braintreeFailure({ success: false, transaction: { status: 'settlement_declined' } }).message).toBe('Declined');
  });

  it('does not call an answer a decline unless its status is one', () => {
    expect(braintreeFailure({ success: false, message: 'Try again', transaction: { status: 'authorized' } }).kind).toBe('failed');
  });

  it('refuses with 400, not as a decline, every card or nonce Braintree rejects by name, and only those', () => {
    // The SDK's own names for the codes: a mistyped code in the adapter's list would treat that card as a server failure.
    type Codes = Record<'CreditCard' | 'Transaction' | 'PaymentMethod' | 'Subscription', Record<string, string | undefined>>;
    const codes = (braintree as unknown as { ValidationErrorCodes: Codes }).ValidationErrorCodes;
    const { CreditCard: card, Transaction: transaction, PaymentMethod: paymentMethod, Subscription: subscription } = codes;
    const rejectedByName = [
      card.NumberIsRequired, card.NumberIsInvalid, card.NumberLengthIsInvalid, card.NumberMustBeTestNumber,
      card.CvvIsInvalid, card.CvvVerificationFailed,
      card.ExpirationDateIsRequired, card.ExpirationDateIsInvalid, card.ExpirationMonthIsInvalid, card.ExpirationYearIsInvalid,
      transaction.PaymentMethodNonceConsumed, transaction.PaymentMethodNonceUnknown,
      paymentMethod.PaymentMethodNonceConsumed, paymentMethod.PaymentMethodNonceUnknown,
      subscription.PaymentMethodTokenIsInvalid,
    ];
    const kindOf = (code: string | undefined) => braintreeFailure({ success: false, errors: { deepErrors: () => [{ code: code ?? 'missing', message: 'm' }] } }).kind;
    expect(rejectedByName.map(kindOf)).toStrictEqual(rejectedByName.map(() => 'invalid_payment_method'));
    expect([card.CvvIsRequired, card.CustomerIdIsInvalid, subscription.PlanIdIsInvalid].map(kindOf)).toStrictEqual(['failed', 'failed', 'failed']);
  });

  it('words any other failure with Braintree’s message, else its first error, else plainly', () => {
    const errors = { deepErrors: () => [{ code: '91904', message: 'Plan ID is invalid.' }] };
    expect(braintreeFailure({ success: false, errors })).toMatchObject({ kind: 'failed', message: 'Plan ID is invalid.', code: '91904' });
    expect(braintreeFailure({ success: false })).toMatchObject({ kind: 'failed', message: 'Braintree request failed', code: null });
  });

  it('turns SDK exceptions into not found, bad signature or failure, keeping ours as they are', () => {
    const ours = new GatewayError('declined', 'Do Not Honor', '2000');
    expect(braintreeException(ours)).toBe(ours);
    expect(braintreeException(sdkError('notFoundError', ''))).toMatchObject({ kind: 'not_found', message: 'Not found' });
    expect(braintreeException(sdkError('notFoundError', 'Customer not found'))).toMatchObject({ kind: 'not_found', message: 'Customer not found' });
    expect(braintreeException(sdkError('invalidSignatureError', 'bad'))).toMatchObject({ kind: 'invalid_signature', message: 'bad' });
    expect(braintreeException(sdkError('invalidChallengeError', 'bad challenge')).kind).toBe('invalid_signature');
    expect(braintreeException('socket hang up')).toMatchObject({ kind: 'failed', message: 'socket hang up' });
    expect(braintreeException(new Error(''))).toMatchObject({ kind: 'failed', message: 'Braintree request failed' });
    expect(braintreeException(null).kind).toBe('failed');
  });
});
