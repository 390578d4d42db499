import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../adapters/payments/payment-gateway';
import { localSandboxSubscriptions, localSandboxTransactions, payments, subscriptions } from '../../db/tables';
import { createSubscription, signedIn, subscribeViaApi } from '../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';

describe('a plan change on a subscription without a stored card (seeded or imported)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  async function customerWithTwoCards() {
    const { user, token } = await signedIn(testApp);
    const customerId = await testApp.localPayments.createCustomer({ email: user.email, firstName: 'Ana', lastName: 'Gómez' });
    const first = await testApp.localPayments.vaultCard({ customerId, nonce: 'fake-valid-visa-nonce', makeDefault: false });
    const chosen = await testApp.localPayments.vaultCard({ customerId, nonce: 'fake-valid-mastercard-nonce', makeDefault: true });
    await createSubscription(testApp, user.id, { planType: 'plus', providerCustomerId: customerId, paymentMethodToken: null });
    return { user, token, customerId, first, chosen };
  }
  const change = (userId: number, token: string, plan_type: string) => call(testApp, 'PUT', `/api/users/${userId}/subscription`, { token, body: { plan_type } });

  it('charges the default card, not the first one saved', async () => {
    const { user, token, first, chosen } = await customerWithTwoCards();
    expect(first.token).not.toBe(chosen.token);
    const response = await change(user.id, token, 'premium');
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).message).toBe('Plan changed successfully');

    const row = (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0];
    expect(row).toMatchObject({ planType: 'premium', priceCents: 4990, paymentMethodToken: chosen.token });
    const charged = (await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, row!.providerSubscriptionId!)).limit(1))[0];
    expect(charged).toMatchObject({ paymentMethodToken: chosen.token, priceCents: 4990 });
    expect(await testApp.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([
      expect.objectContaining({ kind: 'plan_change', status: 'settled', amountCents: 4990, subscriptionId: row!.id }),
    ]);
  });

  it('without any saved card changes nothing and says so (400), the charge recorded failed', async () => {
    const { user, token } = await signedIn(testApp);
    const customerId = await testApp.localPayments.createCustomer({ email: user.email, firstName: 'Ana', lastName: 'Gómez' });
    const before = await createSubscription(testApp, user.id, { planType: 'plus', providerCustomerId: customerId, paymentMethodToken: null });
    const response = await change(user.id, token, 'premium');
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ error: 'Invalid payment method' });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]).toEqual(before);
    expect(await testApp.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([expect.objectContaining({ kind: 'plan_change', status: 'failed', failureMessage: 'No saved card to charge' })]);
  });
});

describe('a plan change as the books and support see it', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function subscribedCustomer(options: TestAppOptions = {}) {
    testApp = await createTestApp(options);
    const { user, token } = await signedIn(testApp);
    const subscribed = await subscribeViaApi(testApp, token);
    return { user, token, oldSubscription: subscribed.subscription_id };
  }
  const change = (userId: number, token: string) => call(testApp, 'PUT', `/api/users/${userId}/subscription`, { token, body: { plan_type: 'premium' } });
  const rowOf = async (userId: number) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1))[0];
  const paymentLogs = () => testApp.logRecords.filter((record) => record.module === 'payments').map((record) => record.msg);

  it("records the change's charge under its transaction: Braintree's notice of that charge extends nothing", async () => {
    const { user, token } = await subscribedCustomer();
    expect((await change(user.id, token)).status).toBe(200);
    const row = (await rowOf(user.id))!;
    const charge = (await testApp.db.select().from(localSandboxTransactions).where(eq(localSandboxTransactions.subscriptionId, row.providerSubscriptionId!)).limit(1))[0]!;
    expect((await testApp.db.select().from(payments).where(eq(payments.kind, 'plan_change')).limit(1))[0]?.providerReference).toBe(charge.transactionId);

    const notice = await testApp.localPayments.sampleNotification('subscription_charged_successfully', row.providerSubscriptionId!, {
      transactionId: charge.transactionId,
      timestamp: new Date(testApp.clock.now().getTime() + MINUTE_MS),
    });
    const response = await callRaw(testApp, 'POST', '/api/webhooks/braintree', { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(notice).toString() });
    expect(response.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ accessUntil: row.accessUntil, nextBillingDate: row.nextBillingDate });
    expect((await testApp.db.select().from(payments).where(eq(payments.userId, user.id))).map((payment) => payment.kind)).toEqual(['subscription', 'plan_change']);
  });

  it('an old subscription the gateway no longer knows counts as cancelled: a plain success, nothing for support', async () => {
    const { user, token } = await subscribedCustomer({ payments: (local) => ({ ...local, cancelSubscription: () => Promise.reject(new GatewayError('not_found', 'Subscription not found')) }) });
    const response = await change(user.id, token);
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body.message).toBe('Plan changed successfully');
    expect(body.error).toBeUndefined();
    expect(paymentLogs()).toEqual([]);
  });

  it('an old subscription that could not be cancelled is logged by id, so support can cancel it by hand', async () => {
    const { user, token, oldSubscription } = await subscribedCustomer({ payments: (local) => ({ ...local, cancelSubscription: () => Promise.reject(new GatewayError('failed', 'timeout')) }) });
    expect((await jsonOf(await change(user.id, token))).error).toBe('Braintree operations failed: timeout');
    expect(paymentLogs()).toEqual([expect.stringContaining(`old subscription ${oldSubscription} could not be cancelled: timeout`)]);
  });

  it("logs a gateway failure to charge (an outage for the operator), never a customer's declined or missing card", async () => {
    let failure: Error | null = null;
    const { user, token } = await subscribedCustomer({
      payments: (local) => ({ ...local, createSubscription: (input) => (failure ? Promise.reject(failure) : local.createSubscription(input)) }),
    });
    failure = new GatewayError('declined', 'Do Not Honor', '2000');
    expect((await change(user.id, token)).status).toBe(402);
    failure = new GatewayError('invalid_payment_method', 'No saved card to charge');
    expect((await change(user.id, token)).status).toBe(400);
    expect(paymentLogs()).toEqual([]);
    failure = new GatewayError('failed', 'Gateway timeout');
    expect((await change(user.id, token)).status).toBe(502);
    expect(paymentLogs()).toEqual([expect.stringContaining(`plan change of user ${user.id} to premium failed: Gateway timeout`)]);
  });
});
