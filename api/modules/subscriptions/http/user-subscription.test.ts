import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SubscriptionActionResponseSchema, SubscriptionManagementSchema } from '../../../../shared/subscription/subscription-actions-schema';
import { NO_SUBSCRIPTION, SubscriptionSchema } from '../../../../shared/subscription/subscription-schema';
import { SANDBOX_NONCES } from '../../../../shared/payments/local-sandbox';
import type { LocalPaymentGateway } from '../../../adapters/payments/local-payment-gateway';
import { GatewayError } from '../../../adapters/payments/payment-gateway';
import { localSandboxSubscriptions, payments, subscriptions } from '../../../db/tables';
import { createPackages, createSubscription, loginAs, signedIn, subscribeViaApi } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

describe('/api/users/{id}/subscription', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const path = (id: number, rest = '') => `/api/users/${id}/subscription${rest}`;
  const sandboxStatus = async (id: string) => (await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, id)).limit(1))[0]?.status;
  const rowOf = async (userId: number) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).at(-1);

  describe('GET', () => {
    it('answers the NO_SUBSCRIPTION shape with the shipments in use when there is none', async () => {
      const { user, token } = await signedIn(testApp);
      await createPackages(testApp, user.id, ['pending', 'received', 'picked_up']);
      const response = await call(testApp, 'GET', path(user.id), { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...NO_SUBSCRIPTION, current_shipment_count: 2, shipments_used: 2 });
    });

    it('answers the subscription with the shipments in use and can_add_shipment', async () => {
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token, { planId: 'drop_basic' });
      await createPackages(testApp, user.id, ['pending', 'in_transit', 'received', 'scheduled', 'picked_up']);
      const body = SubscriptionSchema.parse(await (await call(testApp, 'GET', path(user.id), { token })).json());
      expect(body).toMatchObject({ plan_type: 'basic', max_shipments: 5, current_shipment_count: 4, shipments_used: 4, can_add_shipment: true, delivery_enabled: false });
      await createPackages(testApp, user.id, ['pending']);
      expect((await jsonOf(await call(testApp, 'GET', path(user.id), { token }))).can_add_shipment).toBe(false);
    });

    it('management adds status (= subscription_status)', async () => {
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token);
      const body = SubscriptionManagementSchema.parse(await (await call(testApp, 'GET', path(user.id, '/management'), { token })).json());
      expect(body).toMatchObject({ status: 'active', subscription_status: 'active', plan_type: 'plus', plan_name: 'Standard Drop', plan_price: 39.9 });
      expect(body.features).toContain('priority_support');
    });

    it('shows a lapsed past-due plan as expired', async () => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { status: 'past_due' });
      expect((await jsonOf(await call(testApp, 'GET', path(user.id), { token }))).subscription_status).toBe('active');
      testApp.clock.advance(31 * DAY_MS);
      const later = await loginAs(testApp, user.email);
      expect((await jsonOf(await call(testApp, 'GET', path(user.id), { token: later }))).subscription_status).toBe('expired');
    });
  });

  describe('access', () => {
    it('a customer can never read or change another customer subscription (403)', async () => {
      const a = await signedIn(testApp);
      const b = await signedIn(testApp);
      await subscribeViaApi(testApp, a.token);
      const attempts = [
        call(testApp, 'GET', path(a.user.id), { token: b.token }),
        call(testApp, 'GET', path(a.user.id, '/management'), { token: b.token }),
        call(testApp, 'DELETE', path(a.user.id), { token: b.token }),
        call(testApp, 'PUT', path(a.user.id), { token: b.token, body: { plan_type: 'premium' } }),
        call(testApp, 'POST', path(a.user.id, '/validate'), { token: b.token, body: { plan_type: 'premium' } }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: 'You do not have permission to do this' });
      }
      const row = await rowOf(a.user.id);
      expect(row).toMatchObject({ status: 'active', planType: 'plus' });
    });

    it('needs a session (401)', async () => {
      const { user } = await signedIn(testApp);
      for (const [method, rest] of [['GET', ''], ['GET', '/management'], ['DELETE', ''], ['PUT', ''], ['POST', '/validate']] as const) {
        expect((await call(testApp, method, path(user.id, rest), { body: method === 'GET' || method === 'DELETE' ? undefined : { plan_type: 'plus' } })).status).toBe(401);
      }
    });

    it('staff can read anyone; an unknown user is 404', async () => {
      const customer = await signedIn(testApp);
      await subscribeViaApi(testApp, customer.token);
      const admin = await signedIn(testApp, { role: 'admin' });
      expect((await jsonOf(await call(testApp, 'GET', path(customer.user.id), { token: admin.token }))).plan_type).toBe('plus');
      expect((await call(testApp, 'GET', path(99999), { token: admin.token })).status).toBe(404);
    });
  });

  describe('DELETE (cancel)', () => {
    it('cancels at the gateway and keeps access until the end of the period', async () => {
      const { user, token } = await signedIn(testApp);
      const subscribed = await subscribeViaApi(testApp, token);
      testApp.clock.advance(5 * DAY_MS);
      const fresh = await loginAs(testApp, user.email);
      const response = await call(testApp, 'DELETE', path(user.id), { token: fresh });
      expect(response.status).toBe(200);
      const body = SubscriptionActionResponseSchema.parse(await response.json());
      expect(body.message).toBe('Subscription cancelled. You keep access until the end of the current period.');
      expect(body.error).toBeUndefined();
      expect(body.subscription).toMatchObject({
        subscription_status: 'cancelled',
        can_cancel: false,
        access_until: '2026-04-10T15:00:00.000Z',
        cancellation_effective_date: '2026-04-10T15:00:00.000Z',
        next_billing_date: null,
        can_add_shipment: true,
      });
      expect(await sandboxStatus(subscribed.subscription_id)).toBe('Canceled');
      testApp.clock.advance(30 * DAY_MS);
      const later = await loginAs(testApp, user.email);
      expect((await jsonOf(await call(testApp, 'GET', path(user.id), { token: later }))).subscription_status).toBe('expired');
    });

    it('cancelling twice changes nothing the second time', async () => {
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token);
      const first = await jsonOf(await call(testApp, 'DELETE', path(user.id), { token }));
      const second = await call(testApp, 'DELETE', path(user.id), { token });
      expect(second.status).toBe(200);
      const body = await jsonOf(second);
      expect(body.message).toBe('Subscription already cancelled');
      expect(body.subscription).toEqual(first.subscription);
    });

    it('answers 404 without an active subscription', async () => {
      const { user, token } = await signedIn(testApp);
      const response = await call(testApp, 'DELETE', path(user.id), { token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No active subscription found' });
    });

    it('refuses to cancel a one-time PayPal plan', async () => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { provider: 'paypal', providerSubscriptionId: 'ORDER-1' });
      const response = await call(testApp, 'DELETE', path(user.id), { token });
      expect(response.status).toBe(409);
      expect((await jsonOf(response)).error).toBe('This subscription was paid once through PayPal and has nothing to cancel');
    });

    it('keeps the plan active when the gateway cannot cancel (502 Failed to cancel subscription)', async () => {
      testApp.close();
      testApp = await createTestApp({ payments: (local) => ({ ...local, cancelSubscription: () => Promise.reject(new GatewayError('failed', 'timeout')) }) });
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token);
      const response = await call(testApp, 'DELETE', path(user.id), { token });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'Failed to cancel subscription' });
      expect((await rowOf(user.id))?.status).toBe('active');
    });

    it('cancels the demo-style subscription the sandbox does not know', async () => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { providerSubscriptionId: 'demo-subscription' });
      expect((await call(testApp, 'DELETE', path(user.id), { token })).status).toBe(200);
    });
  });

  describe('PUT (plan change)', () => {
    it('charges the full new price now and restarts the billing cycle and storage period', async () => {
      const { user, token } = await signedIn(testApp);
      const subscribed = await subscribeViaApi(testApp, token);
      testApp.clock.advance(12 * DAY_MS);
      const now = testApp.clock.now();
      const fresh = await loginAs(testApp, user.email);
      const response = await call(testApp, 'PUT', path(user.id), { token: fresh, body: { plan_type: 'premium' } });
      expect(response.status).toBe(200);
      const body = SubscriptionActionResponseSchema.parse(await response.json());
      expect(body).toMatchObject({ message: 'Plan changed successfully' });
      expect(body.error).toBeUndefined();
      expect(body.subscription).toMatchObject({
        plan_type: 'premium',
        plan_price: 49.9,
        max_shipments: 20,
        subscription_status: 'active',
        next_billing_date: '2026-04-22T15:00:00.000Z',
        provider_subscription_id: 'local-subscription-2',
      });
      expect(await sandboxStatus(subscribed.subscription_id)).toBe('Canceled');
      expect(await sandboxStatus('local-subscription-2')).toBe('Active');
      const row = await rowOf(user.id);
      expect(row).toMatchObject({ currentPeriodStart: now, storagePeriodResetAt: now, priceCents: 4990 });
      const charges = await testApp.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(charges.map((payment) => [payment.kind, payment.status, payment.amountCents])).toEqual([
        ['subscription', 'settled', 3990],
        ['plan_change', 'settled', 4990],
      ]);
    });

    // Once armed, the card on file declines: the charge fails exactly as the local sandbox fails a declining nonce.
    let cardDeclines = false;
    const declinesLikeTheSandbox = (local: LocalPaymentGateway) => ({
      ...local,
      createSubscription: async (input: Parameters<LocalPaymentGateway['createSubscription']>[0]) => {
        if (cardDeclines) await local.vaultCard({ customerId: 'any', nonce: SANDBOX_NONCES.declinedVisa, makeDefault: false });
        return local.createSubscription(input);
      },
    });

    it('keeps the old plan when the upgrade is declined: 402 with the processor\'s text, nothing paid', async () => {
      testApp.close();
      testApp = await createTestApp({ payments: declinesLikeTheSandbox });
      const { user, token } = await signedIn(testApp);
      const subscribed = await subscribeViaApi(testApp, token);
      cardDeclines = true;
      const before = await rowOf(user.id);
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } });
      expect(response.status).toBe(402);
      expect(await response.json()).toEqual({ error: 'Payment declined: Do Not Honor', code: '2000' });
      expect(await rowOf(user.id)).toEqual(before);
      expect(await rowOf(user.id)).toMatchObject({ planType: 'plus', priceCents: 3990, providerSubscriptionId: subscribed.subscription_id });
      expect(await sandboxStatus(subscribed.subscription_id)).toBe('Active');
      const charges = await testApp.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(charges.map((payment) => [payment.kind, payment.status, payment.amountCents])).toEqual([
        ['subscription', 'settled', 3990],
        ['plan_change', 'declined', 4990],
      ]);
      const shown = SubscriptionSchema.parse(await (await call(testApp, 'GET', path(user.id), { token })).json());
      expect(shown).toMatchObject({ plan_type: 'plus', plan_price: 39.9 });
    });

    it('keeps the old plan when the gateway fails to charge: 502, the charge recorded as failed', async () => {
      testApp.close();
      testApp = await createTestApp({ payments: (local) => ({ ...local, createSubscription: () => Promise.reject(new GatewayError('failed', 'Plan ID is invalid.')) }) });
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { providerSubscriptionId: 'demo-subscription', paymentMethodToken: 'demo-card' });
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'Payment service unavailable. Please try again later.' });
      expect(await rowOf(user.id)).toMatchObject({ planType: 'plus', providerSubscriptionId: 'demo-subscription' });
      expect(await testApp.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([expect.objectContaining({ kind: 'plan_change', status: 'failed' })]);
    });

    it('answers partial success when the new plan is paid but the old gateway subscription cannot be cancelled', async () => {
      testApp.close();
      testApp = await createTestApp({ payments: (local) => ({ ...local, cancelSubscription: () => Promise.reject(new GatewayError('failed', 'timeout')) }) });
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token);
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } });
      expect(response.status).toBe(200);
      const body = SubscriptionActionResponseSchema.parse(await response.json());
      expect(body.message).toBe('Plan changed locally, but there was an issue with payment processing. Please contact support.');
      expect(body.error).toBe('Braintree operations failed: timeout');
      expect(body.subscription.plan_type).toBe('premium');
      const charges = await testApp.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(charges.map((payment) => [payment.kind, payment.status])).toEqual([
        ['subscription', 'settled'],
        ['plan_change', 'settled'],
      ]);
    });

    it.each([
      [{ plan_type: 'plus' }, 400, 'This is your current plan'],
      [{ plan_type: 'gold' }, 400, 'Invalid plan'],
      [{}, 400, 'Invalid plan'],
    ])('refuses %j', async (body, status, error) => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id);
      const response = await call(testApp, 'PUT', path(user.id), { token, body });
      expect(response.status).toBe(status);
      expect((await jsonOf(response)).error).toBe(error);
      expect((await rowOf(user.id))?.planType).toBe('plus');
    });

    it('changes once for a double click', async () => {
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token);
      const both = await Promise.all([1, 2].map(() => call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } })));
      const statuses = both.map((response) => response.status).sort();
      // The second finds either the charge in flight (409) or the plan already changed (400).
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      expect(await testApp.db.select().from(payments).where(eq(payments.kind, 'plan_change'))).toHaveLength(1);
      const again = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } });
      expect((await jsonOf(again)).error).toBe('This is your current plan');
    });

    it('answers 404 No subscription found without an active plan', async () => {
      const { user, token } = await signedIn(testApp);
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No subscription found' });
    });

    it('refuses a downgrade with too many shipments in use', async () => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { planType: 'premium' });
      await createPackages(testApp, user.id, Array(7).fill('received'));
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'basic' } });
      expect(response.status).toBe(400);
      expect((await jsonOf(response)).error).toBe('Cannot downgrade: You have 7 shipments but Basic Drop only allows 5 shipments. Please contact support to resolve this.');
    });

    it('refuses a PayPal plan (changed by buying the new plan with PayPal)', async () => {
      const { user, token } = await signedIn(testApp);
      await createSubscription(testApp, user.id, { provider: 'paypal' });
      expect((await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'premium' } })).status).toBe(409);
    });

    it('changes a subscription bought through the API (its gateway subscription and card) to another plan', async () => {
      const { user, token } = await signedIn(testApp);
      await subscribeViaApi(testApp, token, { planId: 'premium_drop' });
      const response = await call(testApp, 'PUT', path(user.id), { token, body: { plan_type: 'plus' } });
      expect((await jsonOf(response)).message).toBe('Plan changed successfully');
    });
  });

  describe('POST validate', () => {
    const validate = async (token: string, id: number, plan_type: string) => jsonOf(await call(testApp, 'POST', path(id, '/validate'), { token, body: { plan_type } }));

    it('answers the shared plan-change rules', async () => {
      const { user, token } = await signedIn(testApp);
      expect(await validate(token, user.id, 'premium')).toEqual({ is_safe: false, reason: 'No subscription found' });
      await createSubscription(testApp, user.id);
      expect(await validate(token, user.id, 'premium')).toEqual({ is_safe: true, reason: null });
      expect(await validate(token, user.id, 'plus')).toEqual({ is_safe: false, reason: 'This is your current plan' });
      expect(await validate(token, user.id, 'gold')).toEqual({ is_safe: false, reason: 'Invalid plan' });
      expect(await validate(token, user.id, 'basic')).toEqual({ is_safe: true, reason: null });
      await createPackages(testApp, user.id, Array(6).fill('pending'));
      expect(await validate(token, user.id, 'basic')).toEqual({
        is_safe: false,
        reason: 'Cannot downgrade: You have 6 shipments but Basic Drop only allows 5 shipments. Please contact support to resolve this.',
      });
      await createPackages(testApp, user.id, Array(4).fill('pending'));
      expect(await validate(token, user.id, 'basic')).toEqual({
        is_safe: false,
        reason: 'Cannot downgrade: You are currently using all 10 shipments. Please wait until some shipments are completed or contact support.',
      });
    });
  });
});
