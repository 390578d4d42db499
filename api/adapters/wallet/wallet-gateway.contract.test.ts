import { createHmac } from 'node:crypto';
import { Client, CustomError, Environment } from '@paypal/paypal-server-sdk';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSandboxPaypalOrders } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localSigningKey } from '../local-signing-key';
import { createLocalWalletGateway, isLocalWallet, LOCAL_WALLET_SIGNATURE_HEADER, type LocalWalletGateway } from './local-wallet-gateway';
import { createPaypalWalletGateway, paypalClient, paypalFailure } from './paypal-wallet-gateway';
import { amountToCents, isWalletError, walletEventFromBody, WalletError, type CreateWalletOrderInput } from './wallet-gateway';
import { rejectionOf } from '../../test/rejection';

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, WalletError);

/** An error answer as PayPal's SDK throws it. */
function paypalSdkError(statusCode: number, result: unknown) {
  const error = new CustomError({ request: { method: 'POST', url: 'https://api-m.sandbox.paypal.com' }, response: { statusCode, headers: {}, body: '' } }, 'failed');
  error.result = result as never;
  return error;
}

const order = (overrides: Partial<CreateWalletOrderInput> = {}): CreateWalletOrderInput => ({
  amountCents: 4990,
  currency: 'USD',
  description: 'Miami Drop Premium Drop: 30 days',
  customId: 'user:1:plan:premium',
  requestId: 'request-1',
  returnUrl: 'http://app.test/paypal/return',
  cancelUrl: 'http://app.test/paypal/cancel',
  ...overrides,
});

describe('local PayPal stand-in: the Orders v2 contract', () => {
  let testApp: TestApp;
  let wallet: LocalWalletGateway;
  beforeEach(async () => {
    testApp = await createTestApp();
    wallet = createLocalWalletGateway(testApp.db, testApp.clock.now);
  });
  afterEach(() => testApp.close());

  it('creates a CREATED order with an approve link; the same PayPal-Request-Id returns the same order', async () => {
    const created = await wallet.createOrder(order());
    expect(created).toMatchObject({ status: 'CREATED', amountCents: 4990, currency: 'USD', customId: 'user:1:plan:premium' });
    expect(created.links.find((link) => link.rel === 'approve')?.href).toBe(`/api/paypal/local/approve/${created.id}`);
    expect((await wallet.createOrder(order())).id).toBe(created.id);
    expect((await wallet.createOrder(order({ requestId: 'request-2' }))).id).not.toBe(created.id);
  });

  it('gives unguessable ids, like PayPal: 80 random bits, nothing sequential', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, (_, index) => wallet.createOrder(order({ requestId: `request-${index}` })).then((created) => created.id)));
    for (const id of ids) expect(id).toMatch(/^LOCALORDER[A-Z2-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Neighbouring orders share no more than chance would give: no counter hides in the id.
    const shared = (a: string, b: string) => [...a.slice(10)].filter((char, index) => b[10 + index] === char).length;
    expect(Math.max(...ids.slice(1).map((id, index) => shared(id, ids[index] ?? '')))).toBeLessThan(8);
    const { payerId } = await wallet.approve(ids[0] ?? '');
    expect(payerId).toMatch(/^LOCALPAYER[A-Z2-9]{16}$/);
    expect((await wallet.captureOrder(ids[0] ?? '', 'capture-1')).captureId).toMatch(/^LOCALCAPTURE[A-Z2-9]{16}$/);
  });

  it('refuses to capture an order that was not approved', async () => {
    const created = await wallet.createOrder(order());
    expect((await rejection(wallet.captureOrder(created.id, 'capture-1'))).kind).toBe('not_approved');
  });

  it('captures an approved order once; the same request id returns the first capture', async () => {
    const created = await wallet.createOrder(order());
    const { payerId } = await wallet.approve(created.id);
    expect(payerId).toMatch(/^LOCALPAYER[A-Z2-9]{16}$/);
    expect((await wallet.getOrder(created.id)).status).toBe('APPROVED');
    const capture = await wallet.captureOrder(created.id, 'capture-1');
    expect(capture).toEqual({ orderId: created.id, captureId: expect.stringMatching(/^LOCALCAPTURE[A-Z2-9]{16}$/), payerId, amountCents: 4990, currency: 'USD' });
    expect(await wallet.captureOrder(created.id, 'capture-1')).toEqual(capture);
    expect((await rejection(wallet.captureOrder(created.id, 'another-request'))).kind).toBe('already_captured');
    expect((await wallet.getOrder(created.id)).status).toBe('COMPLETED');
  });

  it('answers not_found for an unknown order', async () => {
    expect((await rejection(wallet.getOrder('NOPE'))).kind).toBe('not_found');
    expect((await rejection(wallet.captureOrder('NOPE', 'x'))).kind).toBe('not_found');
    expect(await wallet.describe('NOPE')).toBeUndefined();
  });

  it('refunds a capture once; the same request id returns the first refund, another is already_refunded', async () => {
    const created = await wallet.createOrder(order());
    await wallet.approve(created.id);
    const { captureId } = await wallet.captureOrder(created.id, 'capture-1');
    const refund = await wallet.refundCapture(captureId ?? '', 'refund-1');
    expect(refund).toEqual({ refundId: expect.stringMatching(/^LOCALREFUND[A-Z2-9]{16}$/), status: 'COMPLETED' });
    expect(await wallet.refundCapture(captureId ?? '', 'refund-1')).toEqual(refund);
    expect((await rejection(wallet.refundCapture(captureId ?? '', 'refund-2'))).kind).toBe('already_refunded');
    expect((await rejection(wallet.refundCapture('NOPE', 'refund-3'))).kind).toBe('not_found');
  });

  it('sends the payer on to the order’s own return and cancel pages', async () => {
    const created = await wallet.createOrder(order({ returnUrl: 'http://app.test/dashboard/deliveries/7/paypal-return', cancelUrl: 'http://app.test/dashboard/deliveries/7/paypal-cancel' }));
    expect(await wallet.describe(created.id)).toMatchObject({ returnUrl: 'http://app.test/dashboard/deliveries/7/paypal-return', cancelUrl: 'http://app.test/dashboard/deliveries/7/paypal-cancel' });
  });

  it('words its refusals as PayPal does for the same answer', async () => {
    const paypalWords = (statusCode: number, result: unknown) => paypalFailure(paypalSdkError(statusCode, result)).message;
    const created = await wallet.createOrder(order());
    const notApproved = await rejection(wallet.captureOrder(created.id, 'capture-1'));
    expect(notApproved.message).toBe(paypalWords(422, { details: [{ issue: 'ORDER_NOT_APPROVED' }] }));
    expect(notApproved.message).toBe('Payer has not yet approved the Order for payment.');
    await wallet.approve(created.id);
    await wallet.captureOrder(created.id, 'capture-1');
    const captured = await rejection(wallet.captureOrder(created.id, 'capture-2'));
    expect(captured.message).toBe(paypalWords(422, { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }));
    expect(captured.message).toBe('Order already captured.');
    const { captureId } = await wallet.captureOrder(created.id, 'capture-1');
    await wallet.refundCapture(captureId ?? '', 'refund-1');
    const refunded = await rejection(wallet.refundCapture(captureId ?? '', 'refund-2'));
    expect(refunded).toMatchObject({ kind: 'already_refunded', message: paypalWords(422, { details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] }) });
    const unknown = await rejection(wallet.getOrder('NOPE'));
    expect(unknown.message).toBe(paypalWords(404, { name: 'RESOURCE_NOT_FOUND' }));
    expect(unknown.message).toBe('The specified resource does not exist.');
  });

  it('refuses to approve an order PayPal no longer offers for approval', async () => {
    const created = await wallet.createOrder(order());
    await testApp.db.update(localSandboxPaypalOrders).set({ status: 'VOIDED' }).where(eq(localSandboxPaypalOrders.orderId, created.id));
    await expect(wallet.approve(created.id)).rejects.toThrow(new WalletError('failed', 'Order cannot be approved.'));
    expect((await wallet.getOrder(created.id)).status).toBe('VOIDED');
  });

  it('verifies its webhook signature and refuses a tampered one', async () => {
    const signed = await wallet.signWebhook({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: '2026-03-10T15:00:00Z', resource: { id: 'ORDER-1' } });
    expect(await wallet.verifyWebhook(signed.headers, signed.body)).toMatchObject({ id: 'WH-1', eventType: 'CHECKOUT.ORDER.APPROVED', orderId: 'ORDER-1' });
    const tampered = signed.body.replace('ORDER-1', 'ORDER-2');
    expect((await rejection(wallet.verifyWebhook(signed.headers, tampered))).kind).toBe('invalid_signature');
    expect(await rejection(wallet.verifyWebhook({ ...signed.headers, [LOCAL_WALLET_SIGNATURE_HEADER]: 'bad' }, signed.body))).toMatchObject({
      kind: 'invalid_signature',
      message: 'Webhook signature verification failed',
    });
    expect(signed.headers['content-type']).toBe('application/json');
  });

  it('tells the payer what comes next by its links: approve while created, capture once approved, nothing after', async () => {
    const created = await wallet.createOrder(order());
    const self = { href: `/api/paypal/orders/${created.id}`, rel: 'self', method: 'GET' };
    expect(created.links).toEqual([self, { href: `/api/paypal/local/approve/${created.id}`, rel: 'approve', method: 'GET' }]);
    await wallet.approve(created.id);
    expect((await wallet.getOrder(created.id)).links).toEqual([self, { href: `/api/paypal/orders/${created.id}/capture`, rel: 'capture', method: 'POST' }]);
    await wallet.captureOrder(created.id, 'capture-1');
    expect((await wallet.getOrder(created.id)).links).toEqual([self]);
  });

  it('keeps the first payer when an order is approved again, even after its capture', async () => {
    const created = await wallet.createOrder(order());
    const { payerId } = await wallet.approve(created.id);
    expect(await wallet.approve(created.id)).toEqual({ payerId });
    await wallet.captureOrder(created.id, 'capture-1');
    expect(await wallet.approve(created.id)).toEqual({ payerId });
  });

  const localSignature = async (body: string) => createHmac('sha256', await localSigningKey(testApp.db, 'wallet')).update(body).digest('hex');

  it('refuses a correctly signed delivery that is not a webhook event', async () => {
    const body = 'not an event';
    const signature = await localSignature(body);
    expect(await rejection(wallet.verifyWebhook({ [LOCAL_WALLET_SIGNATURE_HEADER]: signature }, body))).toMatchObject({ kind: 'invalid_signature', message: 'Not a webhook event' });
    const eventless = JSON.stringify({ hello: 'PayPal' });
    const eventlessSignature = await localSignature(eventless);
    expect(await rejection(wallet.verifyWebhook({ [LOCAL_WALLET_SIGNATURE_HEADER]: eventlessSignature }, eventless))).toMatchObject({ kind: 'invalid_signature', message: 'Not a webhook event' });
  });

  it('is the only gateway whose orders the local approval page may approve', async () => {
    expect(isLocalWallet(wallet)).toBe(true);
    const paypal = createPaypalWalletGateway({ environment: 'sandbox', clientId: 'client', clientSecret: 'secret', webhookId: 'WH', brandName: 'Miami Drop' });
    expect(isLocalWallet(paypal)).toBe(false);
  });
});

describe('PayPal adapter offline', () => {
  it('connects to PayPal live only when configured for live, with the app’s credentials', async () => {
    const configOf = (client: Client) => (client as unknown as { _config: Record<string, unknown> })._config;
    const config = { environment: 'live', clientId: 'client', clientSecret: 'secret', webhookId: 'WH', brandName: 'Miami Drop' } as const;
    expect(configOf(paypalClient(config))).toMatchObject({
      environment: Environment.Production,
      clientCredentialsAuthCredentials: { oAuthClientId: 'client', oAuthClientSecret: 'secret' },
    });
    expect(configOf(paypalClient({ ...config, environment: 'sandbox' })).environment).toBe(Environment.Sandbox);
  });

  it('reads PayPal error answers', async () => {
    expect(paypalFailure(paypalSdkError(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })).kind).toBe('not_approved');
    expect(paypalFailure(paypalSdkError(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] })).kind).toBe('already_captured');
    expect(paypalFailure(paypalSdkError(404, { name: 'RESOURCE_NOT_FOUND' })).kind).toBe('not_found');
    expect(paypalFailure(paypalSdkError(500, { name: 'INTERNAL_SERVER_ERROR' })).kind).toBe('failed');
    expect(paypalFailure(paypalSdkError(404, { name: 'NOT_FOUND' })).kind).toBe('not_found');
    expect(paypalFailure(paypalSdkError(400, { name: 'RESOURCE_NOT_FOUND' })).kind).toBe('not_found');
  });

  it('names PayPal’s answer in an outage’s reason for the operator', async () => {
    expect(paypalFailure(paypalSdkError(500, { name: 'INTERNAL_SERVER_ERROR' })).message).toBe('PayPal 500: INTERNAL_SERVER_ERROR');
    expect(paypalFailure(paypalSdkError(503, {})).message).toBe('PayPal 503: failed');
    expect(paypalFailure(new Error('socket hang up'))).toMatchObject({ kind: 'failed', message: 'socket hang up' });
  });

  it('reads order and capture events', async () => {
    expect(walletEventFromBody({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.REFUNDED', create_time: '2026-03-11T00:00:00Z', resource: { id: 'CAP-1', supplementary_data: { related_ids: { order_id: 'ORDER-9' } } } })).toEqual({
      id: 'WH-2',
      eventType: 'PAYMENT.CAPTURE.REFUNDED',
      occurredAt: new Date('2026-03-11T00:00:00Z'),
      orderId: 'ORDER-9',
      captureId: 'CAP-1',
    });
    expect(() => walletEventFromBody({ nope: true })).toThrow(new WalletError('invalid_signature', 'Not a webhook event'));
  });

  it('reads amounts as cents', async () => {
    expect(amountToCents('49.90')).toBe(4990);
    expect(amountToCents('29.9')).toBe(2990);
    expect(amountToCents('100')).toBe(10000);
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents('x49.90')).toBeNull();
    expect(amountToCents('49.905')).toBeNull();
  });

  it('gives a capture id only to capture events', async () => {
    expect(walletEventFromBody({ id: 'WH-3', event_type: 'CHECKOUT.ORDER.APPROVED', create_time: '2026-03-11T00:00:00Z', resource: { id: 'ORDER-9' } })).toMatchObject({ orderId: 'ORDER-9', captureId: null });
  });

  it('tells a wallet failure of any kind, or of the kind asked, from other errors, and names itself in logs', async () => {
    const refused = new WalletError('not_approved', 'Payer has not yet approved the Order for payment.');
    expect(isWalletError(refused)).toBe(true);
    expect(isWalletError(refused, 'not_approved')).toBe(true);
    expect(isWalletError(refused, 'not_found')).toBe(false);
    expect(isWalletError(new Error('x'))).toBe(false);
    expect(String(new WalletError('failed', 'PayPal 500: INTERNAL_SERVER_ERROR'))).toBe('WalletError: PayPal 500: INTERNAL_SERVER_ERROR');
  });
});
