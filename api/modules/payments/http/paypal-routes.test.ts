import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaypalCaptureResponseSchema, PaypalOrderDetailsSchema, PaypalOrderSchema } from '../../../../shared/payments/paypal-order-schema';
import { idempotencyKeys, payments, subscriptions } from '../../../db/tables';
import { createSubscription, loginAs, signedIn } from '../../../test/factories';
import { call, callRaw, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

describe('/api/paypal', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const createOrder = async (token: string, plan_type = 'premium', headers: Record<string, string> = {}) => {
    const response = await call(testApp, 'POST', '/api/paypal/orders', { token, body: { plan_type, amount: '0.01' }, headers });
    expect(response.status).toBe(201);
    return PaypalOrderSchema.parse(await response.json());
  };
  const approveLink = (order: { links: { rel: string; href: string }[] }) => order.links.find((link) => link.rel === 'approve')?.href ?? '';
  const approve = (order: { links: { rel: string; href: string }[] }) => callRaw(testApp, 'POST', approveLink(order), { contentType: 'application/x-www-form-urlencoded', body: '' });
  const capture = (id: string, token?: string) => call(testApp, 'POST', `/api/paypal/orders/${id}/capture`, { token });
  const paymentsOf = async (userId: number) => await testApp.db.select().from(payments).where(eq(payments.userId, userId));

  it('creates an order with the catalogue amount and an approve link to the local approval page', async () => {
    const { user, token } = await signedIn(testApp);
    const order = await createOrder(token);
    expect(order).toMatchObject({ id: expect.stringMatching(/^LOCALORDER[A-Z2-9]{16}$/), status: 'CREATED' });
    expect(approveLink(order)).toBe(`/api/paypal/local/approve/${order.id}`);
    expect(await paymentsOf(user.id)).toEqual([expect.objectContaining({ provider: 'paypal', kind: 'wallet_order', status: 'pending', amountCents: 4990, planType: 'premium', providerReference: order.id })]);
  });

  it('needs a session and a known plan to create', async () => {
    expect((await call(testApp, 'POST', '/api/paypal/orders', { body: { plan_type: 'plus' } })).status).toBe(401);
    const { token } = await signedIn(testApp);
    const response = await call(testApp, 'POST', '/api/paypal/orders', { token, body: { plan_type: 'gold' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid plan', field: 'plan_type' });
  });

  it('returns the same order for a replayed Idempotency-Key', async () => {
    const { user, token } = await signedIn(testApp);
    const first = await createOrder(token, 'plus', { 'Idempotency-Key': 'order-1' });
    const again = await createOrder(token, 'plus', { 'Idempotency-Key': 'order-1' });
    expect(again).toEqual(first);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('refuses a wallet order while a card subscription is active (409)', async () => {
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const response = await call(testApp, 'POST', '/api/paypal/orders', { token, body: { plan_type: 'premium' } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'You already have an active subscription' });
  });

  it('runs create, approve (a form POST answered 303 to /paypal/return), capture: 30 days one-time', async () => {
    const { user, token } = await signedIn(testApp);
    const order = await createOrder(token);
    const page = await call(testApp, 'GET', approveLink(order));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('49.90 USD');
    expect(html).toContain('<form method="post">');
    expect(html).toContain(`href="/paypal/cancel?token=${order.id}"`);

    const approved = await approve(order);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`^/paypal/return\\?token=${order.id}&PayerID=LOCALPAYER[A-Z2-9]{16}$`));

    const response = await capture(order.id, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plan_type: 'premium', access_until: '2026-04-09T15:00:00.000Z' });
    const subscription = await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token }));
    expect(subscription).toMatchObject({
      subscription_status: 'active',
      plan_type: 'premium',
      payment_provider: 'paypal',
      provider_subscription_id: order.id,
      can_cancel: false,
      access_until: '2026-04-09T15:00:00.000Z',
      next_billing_date: '2026-04-09T15:00:00.000Z',
    });
    expect(await paymentsOf(user.id)).toEqual([expect.objectContaining({ status: 'settled', subscriptionId: subscription.id })]);

    testApp.clock.advance(30 * DAY_MS + 1);
    const later = await loginAs(testApp, user.email);
    expect((await jsonOf(await call(testApp, 'GET', `/api/users/${user.id}/subscription`, { token: later }))).subscription_status).toBe('expired');
  });

  it('refuses to capture an order that was not approved (422), then captures it once approved', async () => {
    const { token } = await signedIn(testApp);
    const order = await createOrder(token);
    const refused = await capture(order.id, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'Order not approved' });
    await approve(order);
    expect((await capture(order.id, token)).status).toBe(200);
  });

  it('capturing twice returns the first answer and grants access once', async () => {
    const { user, token } = await signedIn(testApp);
    const order = await createOrder(token);
    await approve(order);
    const first = await jsonOf(await capture(order.id, token));
    testApp.clock.advance(60_000);
    const [again, concurrent] = await Promise.all([capture(order.id, token), capture(order.id)]);
    expect(await again.json()).toEqual(first);
    expect(await concurrent.json()).toEqual(first);
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });

  it('lets the return page capture without a session (access goes to the order creator)', async () => {
    const { user, token } = await signedIn(testApp);
    const order = await createOrder(token, 'basic');
    await approve(order);
    const response = await capture(order.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plan_type: 'basic', access_until: '2026-04-09T15:00:00.000Z' });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]?.provider).toBe('paypal');
  });

  it('never answers the creator\'s subscription to a signed-out capture, even from an answer stored with it', async () => {
    const { token } = await signedIn(testApp);
    const order = await createOrder(token, 'plus');
    await approve(order);
    const first = await capture(order.id);
    expect(Object.keys(await jsonOf(first)).sort()).toEqual(['access_until', 'plan_type']);
    // An answer stored by an earlier version held the whole subscription (shipments, provider ids, prices).
    const stored = (await testApp.db.select().from(idempotencyKeys)).at(-1);
    const body = JSON.parse(stored?.responseBody ?? '{}') as Record<string, unknown>;
    await testApp.db.update(idempotencyKeys).set({ responseBody: JSON.stringify({ ...body, subscription: { provider_customer_id: 'PAYER', current_shipment_count: 3 } }) });
    const replayed = await capture(order.id);
    expect(await replayed.json()).toEqual(body);
  });

  it("a customer's own Idempotency-Key that spells the server's capture key never blocks the capture", async () => {
    const { user, token } = await signedIn(testApp);
    const order = await createOrder(token, 'plus');
    await createOrder(token, 'basic', { 'Idempotency-Key': `paypal-capture:${order.id}` });
    await approve(order);
    const response = await capture(order.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plan_type: 'plus' });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1))[0]).toMatchObject({ providerSubscriptionId: order.id });
  });

  it('answers 404 for an unknown order', async () => {
    const { token } = await signedIn(testApp);
    expect((await capture('NOPE', token)).status).toBe(404);
    expect((await call(testApp, 'GET', '/api/paypal/local/approve/NOPE')).status).toBe(404);
    expect((await call(testApp, 'POST', '/api/paypal/local/approve/NOPE')).status).toBe(404);
  });

  it('shows an order to its creator only', async () => {
    const a = await signedIn(testApp);
    const b = await signedIn(testApp);
    const order = await createOrder(a.token, 'plus');
    const mine = await call(testApp, 'GET', `/api/paypal/orders/${order.id}`, { token: a.token });
    expect(PaypalOrderDetailsSchema.parse(await mine.json())).toEqual({ id: order.id, status: 'CREATED', plan_type: 'plus', amount: '39.90' });
    const theirs = await call(testApp, 'GET', `/api/paypal/orders/${order.id}`, { token: b.token });
    expect(theirs.status).toBe(404);
    expect((await call(testApp, 'GET', `/api/paypal/orders/${order.id}`)).status).toBe(401);
  });

  it('buying again while a wallet plan runs restarts the 30 days with the new plan', async () => {
    const { user, token } = await signedIn(testApp);
    const first = await createOrder(token, 'basic');
    await approve(first);
    await capture(first.id, token);
    testApp.clock.advance(10 * DAY_MS);
    const fresh = await loginAs(testApp, user.email);
    const second = await createOrder(fresh, 'premium');
    await approve(second);
    const body = PaypalCaptureResponseSchema.parse(await (await capture(second.id, fresh)).json());
    expect(body).toMatchObject({ plan_type: 'premium', access_until: '2026-04-19T15:00:00.000Z' });
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });
});
