import {
  ApiError as PaypalApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrderApplicationContextShippingPreference,
  OrderApplicationContextUserAction,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { PaypalOrderStatus } from '../../../shared/payments/paypal-order-schema';
import {
  amountToCents,
  centsToAmountString,
  WalletError,
  walletEventFromBody,
  type WalletGateway,
  type WalletOrder,
} from './wallet-gateway';

export interface PaypalConfig {
  environment: 'sandbox' | 'live';
  clientId: string;
  clientSecret: string;
  webhookId: string;
  brandName: string;
}

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** PayPal's error answers in our words (422 ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, 404 …). */
export function paypalFailure(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  if (error instanceof PaypalApiError) {
    const result = (error.result ?? {}) as { name?: string; details?: { issue?: string }[] };
    const issues = (result.details ?? []).map((detail) => detail.issue);
    if (issues.includes('ORDER_NOT_APPROVED')) return new WalletError('not_approved', 'Payer has not yet approved the Order for payment.');
    if (issues.includes('ORDER_ALREADY_CAPTURED')) return new WalletError('already_captured', 'Order already captured.');
    if (issues.includes('CAPTURE_FULLY_REFUNDED')) return new WalletError('already_refunded', 'The capture has already been fully refunded.');
    if (error.statusCode === 404 || result.name === 'RESOURCE_NOT_FOUND') return new WalletError('not_found', 'The specified resource does not exist.');
    return new WalletError('failed', `PayPal ${error.statusCode}: ${result.name ?? error.message}`);
  }
  return new WalletError('failed', error instanceof Error ? error.message : String(error));
}

function orderOf(order: Order): WalletOrder {
  const unit = order.purchaseUnits?.[0];
  const links = (order.links ?? []).map((link) => ({
    href: link.href,
    // With payment_source.paypal the approve link is named payer-action; the PWA looks for approve.
    rel: link.rel === 'payer-action' ? 'approve' : link.rel,
    method: link.method ?? 'GET',
  }));
  return {
    id: order.id ?? '',
    status: (order.status ?? 'CREATED') as PaypalOrderStatus,
    links,
    amountCents: amountToCents(unit?.amount?.value),
    currency: unit?.amount?.currencyCode ?? null,
    customId: unit?.customId ?? null,
  };
}

/** The transmission headers PayPal signs every webhook delivery with; verify-webhook-signature needs all of them. */
export const PAYPAL_TRANSMISSION_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/** The SDK's order calls the adapter makes; tests hand in a stand-in that records what PayPal would be asked. */
export type PaypalOrders = Pick<OrdersController, 'createOrder' | 'getOrder' | 'captureOrder'>;
/** The SDK's payments call the adapter makes (refunds), replaceable the same way. */
export type PaypalPayments = Pick<PaymentsController, 'refundCapturedPayment'>;

/** The official SDK's client for the configured account and environment. */
export function paypalClient(config: PaypalConfig): Client {
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
  });
}

/**
 * PayPal Orders v2 through the official server SDK; webhooks through verify-webhook-signature. `accessToken` may
 * replace the SDK's OAuth exchange (tests replay recorded exchanges through `fetchImpl` without a network), and
 * `ordersApi` and `paymentsApi` the SDK's controllers.
 */
export function createPaypalWalletGateway(
  config: PaypalConfig,
  fetchImpl: typeof fetch = fetch,
  accessToken?: () => Promise<string>,
  ordersApi?: PaypalOrders,
  paymentsApi?: PaypalPayments,
): WalletGateway {
  const client = paypalClient(config);
  const orders: PaypalOrders = ordersApi ?? new OrdersController(client);
  const paymentsController: PaypalPayments = paymentsApi ?? new PaymentsController(client);

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw paypalFailure(error);
    }
  }

  return {
    mode: 'paypal',

    createOrder: (input) =>
      guarded(async () => {
        const { result } = await orders.createOrder({
          paypalRequestId: input.requestId,
          prefer: 'return=representation',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                customId: input.customId,
                description: input.description,
                amount: { currencyCode: input.currency, value: centsToAmountString(input.amountCents) },
              },
            ],
            applicationContext: {
              brandName: config.brandName,
              returnUrl: input.returnUrl,
              cancelUrl: input.cancelUrl,
              userAction: OrderApplicationContextUserAction.PayNow,
              shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
            },
          },
        });
        return orderOf(result);
      }),

    getOrder: (orderId) =>
      guarded(async () => {
        const { result } = await orders.getOrder({ id: orderId });
        return orderOf(result);
      }),

    captureOrder: (orderId, requestId) =>
      guarded(async () => {
        const { result } = await orders.captureOrder({ id: orderId, paypalRequestId: requestId, prefer: 'return=representation' });
        const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
        if (result.status !== 'COMPLETED' || !capture) throw new WalletError('failed', `Capture not completed (${capture?.status ?? result.status ?? 'unknown'})`);
        return {
          orderId,
          captureId: capture.id ?? null,
          payerId: result.payer?.payerId ?? null,
          amountCents: amountToCents(capture.amount?.value),
          currency: capture.amount?.currencyCode ?? null,
        };
      }),

    refundCapture: (captureId, requestId) =>
      guarded(async () => {
        // No amount: PayPal refunds what is left of the capture, all of it.
        const { result } = await paymentsController.refundCapturedPayment({ captureId, paypalRequestId: requestId, prefer: 'return=representation', body: {} });
        if ((result.status !== 'COMPLETED' && result.status !== 'PENDING') || !result.id) throw new WalletError('failed', `Refund not made (${result.status ?? 'unknown'})`);
        return { refundId: result.id, status: result.status };
      }),

    verifyWebhook: async (headers, rawBody) => {
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WalletError('invalid_signature', 'Not a webhook event');
      }
      if (PAYPAL_TRANSMISSION_HEADERS.some((name) => !headers[name])) throw new WalletError('invalid_signature', 'Webhook transmission headers missing');
      const token = await guarded(async () => (accessToken ? accessToken() : (await client.clientCredentialsAuthManager.fetchToken()).accessToken));
      const fields = JSON.stringify({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: config.webhookId,
      });
      let answer: { verification_status?: unknown };
      try {
        const response = await fetchImpl(`${API_BASE[config.environment]}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          // The event exactly as received (already checked to be JSON): re-serialising it could change the signed bytes.
          body: `${fields.slice(0, -1)},"webhook_event":${rawBody}}`,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new WalletError('failed', `PayPal verify-webhook-signature answered ${response.status}`);
        answer = (await response.json()) as { verification_status?: unknown };
      } catch (error) {
        throw paypalFailure(error);
      }
      if (answer.verification_status !== 'SUCCESS') throw new WalletError('invalid_signature', 'Webhook signature verification failed');
      return walletEventFromBody(event);
    },
  };
}
