import type { PaypalLink, PaypalOrderStatus } from '../../../shared/payments/paypal-order-schema';

export type WalletMode = 'paypal' | 'local';

export interface CreateWalletOrderInput {
  /** From the server's plan catalogue, never from the client. */
  amountCents: number;
  currency: string;
  description: string;
  /** Our reference, echoed back by the provider (user and plan). */
  customId: string;
  /** PayPal-Request-Id: a retried create returns the same order. */
  requestId: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface WalletOrder {
  id: string;
  status: PaypalOrderStatus;
  links: PaypalLink[];
  amountCents: number | null;
  currency: string | null;
  customId: string | null;
}

export interface WalletCapture {
  orderId: string;
  captureId: string | null;
  payerId: string | null;
  amountCents: number | null;
  currency: string | null;
}

export interface WalletRefund {
  refundId: string;
  /** PayPal's refund status: COMPLETED, or PENDING while PayPal finishes it (both mean the money goes back). */
  status: 'COMPLETED' | 'PENDING';
}

/** A verified webhook event, in our words. */
export interface WalletWebhookEvent {
  id: string;
  eventType: string;
  occurredAt: Date;
  /** The order the event is about (for captures: the order they belong to, when given). */
  orderId: string | null;
  captureId: string | null;
}

export type WalletErrorKind = 'not_found' | 'not_approved' | 'already_captured' | 'already_refunded' | 'invalid_signature' | 'failed';

export class WalletError extends Error {
  constructor(
    readonly kind: WalletErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

export const isWalletError = (error: unknown, kind?: WalletErrorKind): error is WalletError =>
  error instanceof WalletError && (kind === undefined || error.kind === kind);

/** One-time wallet payments (PayPal Orders v2, or the local stand-in). */
export interface WalletGateway {
  readonly mode: WalletMode;
  createOrder(input: CreateWalletOrderInput): Promise<WalletOrder>;
  getOrder(orderId: string): Promise<WalletOrder>;
  /** Captures an approved order; PayPal-Request-Id makes a repeated capture return the first result. */
  captureOrder(orderId: string, requestId: string): Promise<WalletCapture>;
  /** Refunds a capture in full; PayPal-Request-Id makes a repeated refund return the first one. */
  refundCapture(captureId: string, requestId: string): Promise<WalletRefund>;
  /** Verifies the webhook's signature and reads it; a bad one throws invalid_signature. */
  verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<WalletWebhookEvent>;
}

/** "12.34" → 1234; null when absent or not an amount. */
export function amountToCents(value: string | undefined | null): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const centsToAmountString = (cents: number) => (cents / 100).toFixed(2);

/** Reads an event's order and capture ids the way PayPal shapes CHECKOUT.ORDER.* and PAYMENT.CAPTURE.* resources. */
export function walletEventFromBody(body: unknown): WalletWebhookEvent {
  const event = (body ?? {}) as {
    id?: unknown;
    event_type?: unknown;
    create_time?: unknown;
    resource?: { id?: unknown; supplementary_data?: { related_ids?: { order_id?: unknown } } };
  };
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string') throw new WalletError('invalid_signature', 'Not a webhook event');
  const occurredAt = new Date(typeof event.create_time === 'string' ? event.create_time : Number.NaN);
  const resourceId = typeof event.resource?.id === 'string' ? event.resource.id : null;
  const relatedOrder = event.resource?.supplementary_data?.related_ids?.order_id;
  const isOrderEvent = event.event_type.startsWith('CHECKOUT.ORDER.');
  return {
    id: event.id,
    eventType: event.event_type,
    occurredAt: Number.isNaN(occurredAt.getTime()) ? new Date(0) : occurredAt,
    orderId: isOrderEvent ? resourceId : typeof relatedOrder === 'string' ? relatedOrder : null,
    captureId: event.event_type.startsWith('PAYMENT.CAPTURE.') ? resourceId : null,
  };
}
