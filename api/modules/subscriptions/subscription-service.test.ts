import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE } from '../../../shared/accounts/user-schema';
import { SANDBOX_NONCES } from '../../../shared/payments/local-sandbox';
import { SUBSCRIPTION_ACTION_MESSAGES } from '../../../shared/subscription/subscription-actions-schema';
import { GatewayError, type CustomerInput, type VaultCardInput } from '../../adapters/payments/payment-gateway';
import { localSandboxSubscriptions, subscriptions } from '../../db/tables';
import { createSubscription, createUser, signedIn, subscribeBody, subscribeViaApi } from '../../test/factories';
import { call, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../test/test-app';
import { changePlan } from './plan-change-service';
import { CANCEL_FAILED, cancelSubscription, subscribe } from './subscription-service';

let testApp: TestApp;
afterEach(() => testApp.close());

/** The card gateway as the service uses it: the local sandbox, with what it was asked recorded. */
async function recordingApp(overrides: NonNullable<TestAppOptions['payments']> = (local) => local) {
  const customers: CustomerInput[] = [];
  const vaulted: VaultCardInput[] = [];
  testApp = await createTestApp({
    payments: (local) => {
      const gateway = overrides(local);
      return {
        ...gateway,
        createCustomer: (input) => (customers.push(input), gateway.createCustomer(input)),
        vaultCard: (input) => (vaulted.push(input), gateway.vaultCard(input)),
      };
    },
  });
  return { customers, vaulted };
}

const subscriptionOf = async (userId: number) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1))[0];

describe('subscribing with a card', () => {
  it('sends the gateway the checkout e-mail and phone, and the billing address as typed (the bank checks it)', async () => {
    const { customers, vaulted } = await recordingApp();
    const { token } = await signedIn(testApp);
    await subscribeViaApi(testApp, token);
    expect(customers).toEqual([expect.objectContaining({ email: 'ana@example.com', phone: '+541122334455' })]);
    expect(vaulted).toEqual([
      expect.objectContaining({
        nonce: SANDBOX_NONCES.validVisa,
        makeDefault: true,
        cardholderName: 'Ana Gómez',
        billingAddress: {
          streetAddress: 'Av. Corrientes 1234',
          extendedAddress: '5B',
          locality: 'Buenos Aires',
          region: 'CABA',
          postalCode: 'C1043',
          countryName: 'United States',
        },
      }),
    ]);
  });

  it('makes the card it pays with the default, even when the customer saved another one before', async () => {
    await recordingApp();
    const { user, token } = await signedIn(testApp);
    const first = await subscribeViaApi(testApp, token);
    const earlierCard = (await subscriptionOf(user.id))!.paymentMethodToken;
    await testApp.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));

    await subscribeViaApi(testApp, token, { paymentMethodNonce: SANDBOX_NONCES.validMastercard });
    const cards = await testApp.localPayments.listCards(first.customer_id);
    const paying = (await subscriptionOf(user.id))!.paymentMethodToken;
    expect(paying).not.toBe(earlierCard);
    expect(cards.find((card) => card.token === paying)).toMatchObject({ isDefault: true, last4: '4444' });
  });

  it('refuses an account whose e-mail is not verified with the code the app reads (not allowed), before any charge', async () => {
    const { customers } = await recordingApp();
    const { user } = await createUser(testApp, { verified: false });
    await expect(subscribe(testApp.deps, user, { ...subscribeBody(), personalInfo: {} as never })).rejects.toMatchObject({
      kind: 'not-allowed',
      message: ACCOUNT_NOT_ACTIVATED_MESSAGE,
      details: { code: 'ACCOUNT_NOT_ACTIVATED' },
    });
    expect(customers).toEqual([]);
  });

  it('refuses a plan the catalogue does not have (invalid input), before any charge', async () => {
    const { customers } = await recordingApp();
    const { user } = await createUser(testApp);
    await expect(subscribe(testApp.deps, user, { ...subscribeBody({ planId: 'gold_drop' }), personalInfo: {} as never })).rejects.toMatchObject({
      kind: 'invalid-input',
      message: 'Invalid plan',
    });
    expect(customers).toEqual([]);
  });

  it("logs a gateway outage for the operator, never a customer's declined or unusable card", async () => {
    await recordingApp((local) => ({
      ...local,
      createSubscription: async (input) => {
        if (input.priceCents === 4990) throw new GatewayError('failed', 'Gateway timeout');
        return local.createSubscription(input);
      },
    }));
    const { user, token } = await signedIn(testApp);
    const attempt = (overrides: Record<string, unknown>) => call(testApp, 'POST', '/api/subscriptions', { token, body: subscribeBody(overrides) });

    expect((await attempt({ paymentMethodNonce: SANDBOX_NONCES.declinedVisa })).status).toBe(402);
    expect((await attempt({ paymentMethodNonce: SANDBOX_NONCES.luhnInvalid })).status).toBe(400);
    expect(testApp.logRecords.filter((record) => record.module === 'payments').map((record) => record.msg)).toEqual([]);

    expect((await attempt({ planId: 'premium_drop' })).status).toBe(502);
    expect(testApp.logRecords.filter((record) => record.module === 'payments').map((record) => record.msg)).toEqual([`subscribe failed for user ${user.id}: Gateway timeout`]);
  });
});

describe('cancelling a card subscription', () => {
  const cancelAt = async (fails: (subscriptionId: string) => void | Promise<void>) =>
    await recordingApp((local) => ({
      ...local,
      cancelSubscription: async (subscriptionId) => {
        await fails(subscriptionId);
        return local.cancelSubscription(subscriptionId);
      },
    }));

  it('cancels here too when the gateway no longer knows the subscription', async () => {
    await cancelAt(() => {
      throw new GatewayError('not_found', 'Subscription not found');
    });
    const { user } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    expect(await cancelSubscription(testApp.deps, user.id)).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.cancelled });
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'cancelled', nextBillingDate: null });
  });

  it('answers "already cancelled" when a cancel running alongside finished while the gateway refused this one', async () => {
    await cancelAt(async () => {
      await testApp.db.update(subscriptions).set({ status: 'cancelled' });
      throw new GatewayError('failed', 'Subscription has already been canceled.');
    });
    const { user } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    expect(await cancelSubscription(testApp.deps, user.id)).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled });
    expect(testApp.logRecords.filter((record) => record.module === 'payments').map((record) => record.msg)).toEqual([]);
  });

  /** The gateway cancels what it is asked to, then `meanwhile` runs once, before the service records the cancel. */
  const thenMeanwhile = async (meanwhile: { run?: () => Promise<unknown> }) =>
    await recordingApp((local) => ({
      ...local,
      cancelSubscription: async (subscriptionId) => {
        await local.cancelSubscription(subscriptionId);
        const run = meanwhile.run;
        meanwhile.run = undefined;
        await run?.();
      },
    }));
  const gatewayStatus = async (subscriptionId: string | null) =>
    (await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, subscriptionId ?? '')).limit(1))[0]?.status;

  it('cancels the new gateway subscription of a plan change that finished while the old one was being cancelled', async () => {
    const meanwhile: { run?: () => Promise<unknown> } = {};
    await thenMeanwhile(meanwhile);
    const { user, token } = await signedIn(testApp);
    const { subscription_id: oldId } = await subscribeViaApi(testApp, token);
    meanwhile.run = async () => expect(await changePlan(testApp.deps, user.id, 'premium')).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.planChanged });

    expect(await cancelSubscription(testApp.deps, user.id)).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.cancelled });
    const row = (await subscriptionOf(user.id))!;
    expect(row).toMatchObject({ planType: 'premium', status: 'cancelled', nextBillingDate: null });
    expect(row.providerSubscriptionId).not.toBe(oldId);
    // The row marked cancelled holds a subscription the gateway no longer bills, and so does the old one.
    expect(await gatewayStatus(row.providerSubscriptionId)).toBe('Canceled');
    expect(await gatewayStatus(oldId)).toBe('Canceled');
  });

  it('leaves a cancel notice that landed meanwhile as it recorded the cancel, and answers "already cancelled"', async () => {
    const meanwhile: { run?: () => Promise<unknown> } = {};
    await thenMeanwhile(meanwhile);
    const { user } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const noticeAt = new Date(testApp.clock.now().getTime() - 1000);
    meanwhile.run = () => testApp.db.update(subscriptions).set({ status: 'cancelled', cancelledAt: noticeAt, nextBillingDate: null });

    expect(await cancelSubscription(testApp.deps, user.id)).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled });
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'cancelled', cancelledAt: noticeAt });
  });

  it('keeps the plan running and tells the operator which subscription could not be cancelled (502)', async () => {
    await cancelAt(() => {
      throw new GatewayError('failed', 'Gateway timeout');
    });
    const { user, token } = await signedIn(testApp);
    const row = await createSubscription(testApp, user.id);
    const response = await call(testApp, 'DELETE', `/api/users/${user.id}/subscription`, { token });
    expect(response.status).toBe(502);
    expect(await jsonOf(response)).toEqual({ error: CANCEL_FAILED });
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'active' });
    expect(testApp.logs).toContain(`cancel of ${row.providerSubscriptionId} failed: Gateway timeout`);
  });
});
