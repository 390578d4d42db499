import type { ProviderPlanId } from '../../../shared/plans/plan-catalog';
import type { CardGatewayMode } from '../../db/tables';

export type { CardGatewayMode };

/** A vaulted card as the gateway describes it. */
export interface VaultedCard {
  token: string;
  cardType: string;
  last4: string;
  cardholderName: string | null;
  expirationMonth: string | null;
  expirationYear: string | null;
  isDefault: boolean;
}

export interface CustomerInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export interface BillingAddress {
  streetAddress: string;
  extendedAddress?: string;
  locality: string;
  region?: string;
  postalCode: string;
  countryName: string;
}

export interface VaultCardInput {
  customerId: string;
  nonce: string;
  makeDefault: boolean;
  cardholderName?: string;
  billingAddress?: BillingAddress;
}

export interface CreateSubscriptionInput {
  paymentMethodToken: string;
  planId: ProviderPlanId;
  /** From the server's plan catalogue, never from the client. */
  priceCents: number;
  /**
   * The first charge's day (YYYY-MM-DD, the merchant's calendar), when it must not be now: the subscription waits,
   * Pending, and nothing is charged until then. Braintree refuses a day that is not in the future.
   */
  firstBillingDay?: string;
}

export interface GatewaySubscription {
  id: string;
  /** The first charge's transaction id (null when nothing was charged). */
  transactionId: string | null;
}

/** A one-off charge on a saved card (a delivery, extra storage): the amount from our server, never the client. */
export interface ChargeInput {
  paymentMethodToken: string;
  amountCents: number;
  /** Our reference for the charge, shown on the gateway's transaction (e.g. delivery-12). */
  orderId: string;
}

export interface GatewayCharge {
  transactionId: string;
}

export interface UpdateSubscriptionInput {
  paymentMethodToken?: string;
  planId?: ProviderPlanId;
  priceCents?: number;
}

export type SubscriptionEventKind = 'charged' | 'charge_failed' | 'past_due' | 'active' | 'cancelled' | 'expired';

/** A verified webhook notification, in our words. */
export interface GatewayNotification {
  /** The provider's kind, e.g. subscription_charged_successfully. */
  kind: string;
  /** Our reading of it; null for kinds we do not act on (check, disputes …). */
  event: SubscriptionEventKind | null;
  occurredAt: Date;
  subscriptionId: string | null;
  transactionId: string | null;
  /** Unique per notification: replays share it. */
  eventKey: string;
}

export type GatewayErrorKind = 'declined' | 'invalid_payment_method' | 'not_found' | 'invalid_signature' | 'failed';

/** Any gateway failure, classified; `message` is the processor's or gateway's text. */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const isGatewayError = (error: unknown, kind?: GatewayErrorKind): error is GatewayError =>
  error instanceof GatewayError && (kind === undefined || error.kind === kind);

/**
 * The card payment system (Braintree, or the local sandbox stand-in). Vendor SDKs are called
 * only inside the implementations.
 */
export interface PaymentGateway {
  readonly mode: CardGatewayMode;
  /** For the card form; with a customer id the form shows their saved cards. */
  generateClientToken(customerId: string | null): Promise<string>;
  createCustomer(input: CustomerInput): Promise<string>;
  /** Vaults (and verifies) a card from a nonce; declines and rejected nonces throw GatewayError. */
  vaultCard(input: VaultCardInput): Promise<VaultedCard>;
  listCards(customerId: string): Promise<VaultedCard[]>;
  deleteCard(token: string): Promise<void>;
  makeDefaultCard(token: string): Promise<VaultedCard>;
  /** Creates the subscription and charges its first period now, or on `firstBillingDay`. */
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  updateSubscription(subscriptionId: string, input: UpdateSubscriptionInput): Promise<void>;
  /** Charges a saved card now and submits it for settlement; a decline throws GatewayError('declined'). */
  chargeCard(input: ChargeInput): Promise<GatewayCharge>;
  /** Gives a one-off charge back in full: voided while it has not settled, refunded once it has. */
  refundCharge(transactionId: string): Promise<void>;
  /** Verifies the signature and reads the notification; a bad signature throws invalid_signature. */
  parseWebhook(signature: string, payload: string): Promise<GatewayNotification>;
}

/** Braintree's notification kinds and what they mean for a subscription. */
export const SUBSCRIPTION_EVENT_BY_KIND: Record<string, SubscriptionEventKind> = {
  subscription_charged_successfully: 'charged',
  subscription_charged_unsuccessfully: 'charge_failed',
  subscription_went_past_due: 'past_due',
  subscription_went_active: 'active',
  subscription_canceled: 'cancelled',
  subscription_expired: 'expired',
};

/** Events without an id of their own are keyed by kind, subject and time, so a replay maps to the same key. */
export const notificationKey = (kind: string, subjectId: string | null, occurredAt: Date, transactionId: string | null) =>
  ['braintree', kind, subjectId ?? '-', transactionId ?? '-', occurredAt.toISOString()].join(':');
