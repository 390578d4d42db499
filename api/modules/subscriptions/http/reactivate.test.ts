import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ACTION_MESSAGES, SubscriptionActionResponseSchema } from '../../../../shared/subscription/subscription-actions-schema';
import { SubscriptionSchema } from '../../../../shared/subscription/subscription-schema';
import { localSandboxSubscriptions, localSandboxTransactions, subscriptions } from '../../../db/tables';
import { createSubscription, loginAs, signedIn, subscribeViaApi } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';
import { firstBillingDayAfter } from '../reactivation-service';

describe('POST /api/subscriptions/reactivate', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const reactivate = (token: string) => call(testApp, 'POST', '/api/subscriptions/reactivate', { token });
  const rowOf = async (userId: number) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).at(-1)!;
  const charges = async () => (await testApp.db.select().from(localSandboxTransactions)).length;

  /** A customer who paid for Standard with a card, then cancelled ten days into the month. */
  async function cancelledCustomer() {
    const { user, token: first } = await signedIn(testApp);
    await subscribeViaApi(testApp, first, { planId: 'plus_drop' });
    testApp.clock.advance(10 * DAY_MS);
    const token = await loginAs(testApp, user.email);
    expect((await call(testApp, 'DELETE', `/api/users/${user.id}/subscription`, { token })).status).toBe(200);
    return { user, token, cancelled: await rowOf(user.id) };
  }

  it('turns a cancelled card plan active again, charging nothing now and first on the day the paid period ends', async () => {
    const { user, token, cancelled } = await cancelledCustomer();
    const chargedBefore = await charges();

    const response = await reactivate(token);
    expect(response.status).toBe(200);
    const body = SubscriptionActionResponseSchema.parse(await response.json());
    expect(body.message).toBe(SUBSCRIPTION_ACTION_MESSAGES.reactivated);
    expect(body.subscription).toMatchObject({
      subscription_status: 'active',
      plan_type: 'plus',
      access_until: cancelled.accessUntil.toISOString(),
      next_billing_date: cancelled.accessUntil.toISOString(),
      cancellation_effective_date: null,
      can_cancel: true,
    });
    expect(await charges()).toBe(chargedBefore);

    const row = await rowOf(user.id);
    expect(row).toMatchObject({ id: cancelled.id, status: 'active', cancelledAt: null, accessUntil: cancelled.accessUntil, storagePeriodResetAt: cancelled.storagePeriodResetAt });
    expect(row.providerSubscriptionId).not.toBe(cancelled.providerSubscriptionId);
    const [gatewaySubscription] = await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, row.providerSubscriptionId!));
    expect(gatewaySubscription).toMatchObject({ status: 'Pending', planId: 'plus_drop', priceCents: 3990, paymentMethodToken: cancelled.paymentMethodToken });
  });

  it('can be cancelled again afterwards, and GET /api/subscription-status answers as the user\'s own GET', async () => {
    const { user, token } = await cancelledCustomer();
    await reactivate(token);
    const status = await call(testApp, 'GET', '/api/subscription-status', { token });
    expect(status.status).toBe(200);
    const own = await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token }));
    expect(SubscriptionSchema.parse(await status.json())).toEqual(own);

    const cancelled = await call(testApp, 'POST', '/api/subscriptions/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()) as unknown).toMatchObject({ message: SUBSCRIPTION_ACTION_MESSAGES.cancelled, subscription: { subscription_status: 'cancelled' } });
    const row = await rowOf(user.id);
    const [gatewaySubscription] = await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, row.providerSubscriptionId!));
    expect(gatewaySubscription?.status).toBe('Canceled');
  });

  it('refuses an active plan, by card or PayPal (409), an ended one or none (404), and signed-out callers (401), changing nothing', async () => {
    const active = await signedIn(testApp);
    await subscribeViaApi(testApp, active.token);
    expect(await jsonOf(await reactivate(active.token))).toEqual({ error: SUBSCRIPTION_ACTION_MESSAGES.alreadyActive });
    expect((await reactivate(active.token)).status).toBe(409);

    const none = await signedIn(testApp);
    const refusedNone = await reactivate(none.token);
    expect(refusedNone.status).toBe(404);
    expect(await refusedNone.json()).toEqual({ error: SUBSCRIPTION_ACTION_MESSAGES.nothingToReactivate });

    const wallet = await signedIn(testApp);
    await createSubscription(testApp, wallet.user.id, { provider: 'paypal', status: 'active' });
    expect((await reactivate(wallet.token)).status).toBe(409);

    const { user, cancelled } = await cancelledCustomer();
    testApp.clock.advance(30 * DAY_MS);
    expect((await reactivate(await loginAs(testApp, user.email))).status).toBe(404);
    expect(await rowOf(user.id)).toEqual(cancelled);

    expect((await call(testApp, 'POST', '/api/subscriptions/reactivate')).status).toBe(401);
  });

  it('answers a card the gateway no longer has as a refusal, and leaves the plan cancelled', async () => {
    const { user, token, cancelled } = await cancelledCustomer();
    await testApp.deps.payments.deleteCard(cancelled.paymentMethodToken!);
    const response = await reactivate(token);
    expect(response.status).toBe(400);
    expect(await rowOf(user.id)).toEqual(cancelled);
  });

  it('of two reactivations at once, one reactivates and the other is refused; no second gateway subscription stays live', async () => {
    const { user, token } = await cancelledCustomer();
    const answers = await Promise.all([reactivate(token), reactivate(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await rowOf(user.id);
    const live = (await testApp.db.select().from(localSandboxSubscriptions)).filter((gatewaySubscription) => gatewaySubscription.status !== 'Canceled');
    expect(live.map((gatewaySubscription) => gatewaySubscription.subscriptionId)).toEqual([row.providerSubscriptionId]);
  });
});

describe('the first billing day of a reactivated plan', () => {
  it('is the day the paid period ends in New York, or tomorrow when that is today', () => {
    const now = new Date('2026-12-01T15:00:00Z');
    expect(firstBillingDayAfter(new Date('2026-12-20T15:00:00Z'), now)).toBe('2026-12-20');
    expect(firstBillingDayAfter(new Date('2026-12-01T23:00:00Z'), now)).toBe('2026-12-02');
    // 22:00 in New York on the 1st: still today there.
    expect(firstBillingDayAfter(new Date('2026-12-02T03:00:00Z'), now)).toBe('2026-12-02');
  });
});
