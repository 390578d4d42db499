import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptions, webhookEvents } from '../../db/tables';
import { INVALID_WEBHOOK_SIGNATURE } from '../../modules/webhooks/http/webhooks-routes';
import { createSubscription, createUser } from '../../test/factories';
import { callRaw, createTestApp, jsonOf, type TestApp } from '../../test/test-app';
import { createPaypalWalletGateway, PAYPAL_TRANSMISSION_HEADERS } from './paypal-wallet-gateway';
import recorded from './recorded/paypal-verify-webhook-signature.json';

const ORDER_ID = '5O190127TN364715T';
const TOKEN = recorded.exchanges.success.request.headers.authorization.replace('Bearer ', '');
const config = { environment: 'sandbox' as const, clientId: 'client', clientSecret: 'secret', webhookId: '1JE4291016473214C', brandName: 'Miami Drop' };

type Exchange = { response: { status: number; headers: Record<string, string>; body: unknown } };

/** Plays PayPal's side from the recording: one answer per call, each request kept for the test to read. */
function replay(answers: (Exchange | Error)[]) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('no recorded answer left');
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.response.body), { status: next.response.status, headers: next.response.headers });
  }) as typeof fetch;
  return { fetchImpl, sent };
}

describe('the real PayPal adapter verifies each webhook with verify-webhook-signature', () => {
  let testApp: TestApp;
  let paypal: ReturnType<typeof replay>;
  let userId: number;
  const answers: (Exchange | Error)[] = [];

  beforeEach(async () => {
    answers.length = 0;
    paypal = replay(answers);
    testApp = await createTestApp({ wallet: () => createPaypalWalletGateway(config, paypal.fetchImpl, async () => TOKEN) });
    userId = (await createUser(testApp)).user.id;
    // A 30-day plan bought with PayPal order ORDER_ID.
    const subscription = await createSubscription(testApp, userId, { provider: 'paypal', providerSubscriptionId: ORDER_ID });
    const now = testApp.clock.now();
    await testApp.db.insert(payments).values({ userId, subscriptionId: subscription.id, provider: 'paypal', providerReference: ORDER_ID, kind: 'wallet_order', planType: 'plus', amountCents: 2990, status: 'settled', createdAt: now, updatedAt: now });
    testApp.clock.advance(24 * 60 * 60 * 1000);
  });
  afterEach(() => testApp.close());

  const deliver = (headers: Record<string, string> = recorded.delivery.headers, body = recorded.delivery.body) =>
    callRaw(testApp, 'POST', '/api/webhooks/paypal', { contentType: 'application/json', body, headers });
  const subscriptionRow = async () => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1))[0];
  const paymentRow = async () => (await testApp.db.select().from(payments).where(eq(payments.userId, userId)).limit(1))[0];
  const expectNothingApplied = async () => {
    expect((await subscriptionRow())?.status).toBe('active');
    expect((await paymentRow())?.status).toBe('settled');
    expect(await testApp.db.select().from(webhookEvents)).toEqual([]);
  };

  it('asks PayPal exactly as documented and applies the event when it answers SUCCESS', async () => {
    answers.push(recorded.exchanges.success);
    const response = await deliver();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, outcome: 'applied' });

    expect(paypal.sent).toHaveLength(1);
    const [{ url, init }] = paypal.sent as [{ url: string; init: RequestInit }];
    const expected = recorded.exchanges.success.request;
    expect(url).toBe(expected.url);
    expect(init.method).toBe(expected.method);
    expect(init.headers).toEqual(expected.headers);
    const body = String(init.body);
    expect(JSON.parse(body)).toEqual({ ...expected.body, webhook_event: JSON.parse(recorded.delivery.body) });
    // The event goes back byte for byte (its \u00e1 escape included), never re-serialised.
    expect(body.endsWith(`"webhook_event":${recorded.delivery.body}}`)).toBe(true);

    // A denied capture: the payment failed and the 30 days it bought end.
    expect(await paymentRow()).toMatchObject({ status: 'failed', failureMessage: 'PAYMENT.CAPTURE.DENIED' });
    expect(await subscriptionRow()).toMatchObject({ status: 'expired', nextBillingDate: null });
  });

  it('refuses the webhook (400) when PayPal answers FAILURE', async () => {
    answers.push(recorded.exchanges.failure);
    const response = await deliver();
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: INVALID_WEBHOOK_SIGNATURE });
    await expectNothingApplied();
    expect(testApp.logs).toContain('webhook refused: Webhook signature verification failed');
  });

  it.each([
    ['an expired token (401)', recorded.exchanges.expiredToken],
    ['a validation error (400)', recorded.exchanges.validationError],
    ['a server error (500)', recorded.exchanges.serverError],
  ])('refuses the webhook (502, so PayPal retries) when verification answers %s', async (_case, exchange) => {
    answers.push(exchange);
    const response = await deliver();
    expect(response.status).toBe(502);
    expect(await jsonOf(response)).toEqual({ error: 'Webhook verification unavailable' });
    await expectNothingApplied();
    expect(testApp.logs.some((line) => line.includes(`verify-webhook-signature answered ${exchange.response.status}`))).toBe(true);
  });

  it('refuses the webhook (502) when PayPal cannot be reached', async () => {
    answers.push(new TypeError('fetch failed'));
    expect((await deliver()).status).toBe(502);
    await expectNothingApplied();
  });

  it.each(PAYPAL_TRANSMISSION_HEADERS)('refuses a delivery without %s (400) without asking PayPal', async (missing) => {
    const headers: Record<string, string> = { ...recorded.delivery.headers };
    delete headers[missing];
    const response = await deliver(headers);
    expect(response.status).toBe(400);
    expect(paypal.sent).toEqual([]);
    await expectNothingApplied();
    expect(testApp.logs).toContain('webhook refused: Webhook transmission headers missing');
  });

  it('refuses a body that is not JSON (400) without asking PayPal', async () => {
    expect((await deliver(recorded.delivery.headers, '{"id":')).status).toBe(400);
    expect(paypal.sent).toEqual([]);
    expect(testApp.logs).toContain('webhook refused: Not a webhook event');
  });
});
