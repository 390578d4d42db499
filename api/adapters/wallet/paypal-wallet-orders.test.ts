import { CheckoutPaymentIntent, OrderApplicationContextShippingPreference, OrderApplicationContextUserAction } from '@paypal/paypal-server-sdk';
import { describe, expect, it } from 'vitest';
import { createPaypalWalletGateway, type PaypalOrders, type PaypalPayments } from './paypal-wallet-gateway';
import { WalletError } from './wallet-gateway';

const CONFIG = { environment: 'sandbox', clientId: 'client', clientSecret: 'secret', webhookId: 'WH-1', brandName: 'Miami Drop' } as const;

/** PayPal's orders API as the adapter sees it: each call recorded, answered with `result` (or failing with it). */
function paypalStandIn(result: unknown) {
  const calls: unknown[][] = [];
  const call = (name: string) => async (request: unknown) => {
    calls.push([name, request]);
    if (result instanceof Error) throw result;
    return { result };
  };
  const orders = { createOrder: call('createOrder'), getOrder: call('getOrder'), captureOrder: call('captureOrder') } as unknown as PaypalOrders;
  const payments = { refundCapturedPayment: call('refundCapturedPayment') } as unknown as PaypalPayments;
  return { calls, wallet: createPaypalWalletGateway(CONFIG, fetch, async () => 'token', orders, payments) };
}

const CREATED = {
  id: 'ORDER-1',
  status: 'PAYER_ACTION_REQUIRED',
  links: [
    { href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/ORDER-1', rel: 'self', method: 'GET' },
    { href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1', rel: 'payer-action' },
  ],
  purchaseUnits: [{ amount: { currencyCode: 'USD', value: '49.90' }, customId: 'user:1:plan:premium' }],
};

const input = {
  amountCents: 4990,
  currency: 'USD',
  description: 'Miami Drop Premium Drop: 30 days',
  customId: 'user:1:plan:premium',
  requestId: 'request-1',
  returnUrl: 'https://miamidrop.com/paypal/return',
  cancelUrl: 'https://miamidrop.com/paypal/cancel',
};

describe('PayPal orders through the SDK', () => {
  it('asks PayPal for an order at the catalogue price, paid now, without shipping, coming back to our pages', async () => {
    const { calls, wallet } = paypalStandIn(CREATED);
    await wallet.createOrder(input);
    expect(calls).toEqual([
      [
        'createOrder',
        {
          paypalRequestId: 'request-1',
          prefer: 'return=representation',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [{ customId: 'user:1:plan:premium', description: 'Miami Drop Premium Drop: 30 days', amount: { currencyCode: 'USD', value: '49.90' } }],
            applicationContext: {
              brandName: 'Miami Drop',
              returnUrl: 'https://miamidrop.com/paypal/return',
              cancelUrl: 'https://miamidrop.com/paypal/cancel',
              userAction: OrderApplicationContextUserAction.PayNow,
              shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
            },
          },
        },
      ],
    ]);
  });

  it('gives the PWA an approve link where PayPal names it payer-action, and the amount in cents', async () => {
    const { wallet } = paypalStandIn(CREATED);
    expect(await wallet.createOrder(input)).toEqual({
      id: 'ORDER-1',
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/ORDER-1', rel: 'self', method: 'GET' },
        { href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1', rel: 'approve', method: 'GET' },
      ],
      amountCents: 4990,
      currency: 'USD',
      customId: 'user:1:plan:premium',
    });
  });

  it('reads a sparse order as a new one with nothing to follow', async () => {
    const { calls, wallet } = paypalStandIn({});
    expect(await wallet.getOrder('ORDER-2')).toEqual({ id: '', status: 'CREATED', links: [], amountCents: null, currency: null, customId: null });
    expect(calls).toEqual([['getOrder', { id: 'ORDER-2' }]]);
  });

  it('captures under our request id and reports what PayPal took, from whom', async () => {
    const { calls, wallet } = paypalStandIn({
      status: 'COMPLETED',
      payer: { payerId: 'PAYER-1' },
      purchaseUnits: [{ payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED', amount: { currencyCode: 'USD', value: '49.90' } }] } }],
    });
    expect(await wallet.captureOrder('ORDER-1', 'capture-request-1')).toEqual({ orderId: 'ORDER-1', captureId: 'CAPTURE-1', payerId: 'PAYER-1', amountCents: 4990, currency: 'USD' });
    expect(calls).toEqual([['captureOrder', { id: 'ORDER-1', paypalRequestId: 'capture-request-1', prefer: 'return=representation' }]]);
  });

  it('counts a completed order whose capture PayPal holds for review (PENDING) as captured: a later denial ends the access', async () => {
    const { wallet } = paypalStandIn({
      status: 'COMPLETED',
      payer: { payerId: 'PAYER-1' },
      purchaseUnits: [{ payments: { captures: [{ id: 'CAPTURE-2', status: 'PENDING', amount: { currencyCode: 'USD', value: '49.90' } }] } }],
    });
    expect(await wallet.captureOrder('ORDER-1', 'r')).toMatchObject({ captureId: 'CAPTURE-2', amountCents: 4990, currency: 'USD' });
  });

  it('treats an order PayPal has not completed, or completed without a capture, as a failure: nothing to grant', async () => {
    const notCompleted = paypalStandIn({ status: 'APPROVED', purchaseUnits: [{ payments: { captures: [{ id: 'CAPTURE-3', status: 'DECLINED' }] } }] });
    await expect(notCompleted.wallet.captureOrder('ORDER-1', 'r')).rejects.toMatchObject({ kind: 'failed', message: 'Capture not completed (DECLINED)' });
    const none = paypalStandIn({ status: 'COMPLETED', purchaseUnits: [] });
    await expect(none.wallet.captureOrder('ORDER-1', 'r')).rejects.toMatchObject({ kind: 'failed', message: 'Capture not completed (COMPLETED)' });
    const blank = paypalStandIn({});
    await expect(blank.wallet.captureOrder('ORDER-1', 'r')).rejects.toMatchObject({ kind: 'failed', message: 'Capture not completed (unknown)' });
  });

  it('turns an SDK failure into a wallet failure', async () => {
    const { wallet } = paypalStandIn(new Error('socket hang up'));
    const error = await wallet.getOrder('ORDER-1').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ kind: 'failed', message: 'socket hang up' });
  });

  it('refunds a capture in full under our request id, PENDING counting as made', async () => {
    const { calls, wallet } = paypalStandIn({ id: 'REFUND-1', status: 'COMPLETED' });
    expect(await wallet.refundCapture('CAPTURE-1', 'refund-request-1')).toEqual({ refundId: 'REFUND-1', status: 'COMPLETED' });
    expect(calls).toEqual([['refundCapturedPayment', { captureId: 'CAPTURE-1', paypalRequestId: 'refund-request-1', prefer: 'return=representation', body: {} }]]);
    expect(await paypalStandIn({ id: 'REFUND-2', status: 'PENDING' }).wallet.refundCapture('CAPTURE-2', 'r')).toEqual({ refundId: 'REFUND-2', status: 'PENDING' });
    await expect(paypalStandIn({ id: 'REFUND-3', status: 'FAILED' }).wallet.refundCapture('CAPTURE-3', 'r')).rejects.toMatchObject({ kind: 'failed', message: 'Refund not made (FAILED)' });
  });
});
