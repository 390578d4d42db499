import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSandboxSubscriptions } from '../db/schema/payment-gateways';
import { payments } from '../db/schema/payments';
import { subscriptions } from '../db/schema/subscriptions';
import { createSubscription, signedIn } from '../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../test/test-app';

describe('a plan change on a subscription without a stored card (seeded or imported)', () => {
  let testApp: TestApp;
  beforeEach(() => {
    testApp = createTestApp();
  });
  afterEach(() => testApp.close());

  async function customerWithTwoCards() {
    const { user, token } = await signedIn(testApp);
    const customerId = await testApp.localPayments.createCustomer({ email: user.email, firstName: 'Ana', lastName: 'Gómez' });
    const first = await testApp.localPayments.vaultCard({ customerId, nonce: 'fake-valid-visa-nonce', makeDefault: false });
    const chosen = await testApp.localPayments.vaultCard({ customerId, nonce: 'fake-valid-mastercard-nonce', makeDefault: true });
    createSubscription(testApp, user.id, { planType: 'plus', providerCustomerId: customerId, paymentMethodToken: null });
    return { user, token, customerId, first, chosen };
  }
  const change = (userId: number, token: string, plan_type: string) => call(testApp, 'PUT', `/api/users/${userId}/subscription`, { token, body: { plan_type } });

  it('charges the default card, not the first one saved', async () => {
    const { user, token, first, chosen } = await customerWithTwoCards();
    expect(first.token).not.toBe(chosen.token);
    const response = await change(user.id, token, 'premium');
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).message).toBe('Plan changed successfully');

    const row = testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get();
    expect(row).toMatchObject({ planType: 'premium', priceCents: 4990, paymentMethodToken: chosen.token });
    const charged = testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, row!.providerSubscriptionId!)).get();
    expect(charged).toMatchObject({ paymentMethodToken: chosen.token, priceCents: 4990 });
    expect(testApp.db.select().from(payments).where(eq(payments.userId, user.id)).all()).toEqual([
      expect.objectContaining({ kind: 'plan_change', status: 'settled', amountCents: 4990, subscriptionId: row!.id }),
    ]);
  });

  it('without any saved card changes nothing and says so (400), the charge recorded failed', async () => {
    const { user, token } = await signedIn(testApp);
    const customerId = await testApp.localPayments.createCustomer({ email: user.email, firstName: 'Ana', lastName: 'Gómez' });
    const before = createSubscription(testApp, user.id, { planType: 'plus', providerCustomerId: customerId, paymentMethodToken: null });
    const response = await change(user.id, token, 'premium');
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ error: 'Invalid payment method' });
    expect(testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get()).toEqual(before);
    expect(testApp.db.select().from(payments).where(eq(payments.userId, user.id)).all()).toEqual([expect.objectContaining({ kind: 'plan_change', status: 'failed', failureMessage: 'No saved card to charge' })]);
  });
});
