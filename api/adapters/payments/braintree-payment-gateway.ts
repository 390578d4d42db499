import braintree from 'braintree';
import { centsToAmount } from '../../../shared/plans/plan-catalog';
import { DECLINED_STATUSES, REJECTED_PAYMENT_METHOD_CODES } from './braintree-failure-list';
import {
  GatewayError,
  notificationKey,
  SUBSCRIPTION_EVENT_BY_KIND,
  type GatewayNotification,
  type PaymentGateway,
  type VaultedCard,
} from './payment-gateway';

export interface BraintreeConfig {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

interface ProcessorAnswer {
  status?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  gatewayRejectionReason?: string;
}

interface FailedResult {
  success: boolean;
  message?: string;
  errors?: { deepErrors(): { code: string; message: string }[] };
  verification?: ProcessorAnswer;
  transaction?: ProcessorAnswer;
}

/** A failed Braintree result in our words: declines carry the processor's text and code. */
export function braintreeFailure(result: FailedResult): GatewayError {
  const answer = result.verification ?? result.transaction;
  if (answer && answer.status && DECLINED_STATUSES.has(answer.status)) {
    if (answer.status === 'gateway_rejected') return new GatewayError('declined', `Gateway Rejected: ${answer.gatewayRejectionReason ?? 'unknown'}`, null);
    return new GatewayError('declined', answer.processorResponseText || result.message || 'Declined', answer.processorResponseCode ?? null);
  }
  const errors = result.errors?.deepErrors() ?? [];
  const rejected = errors.find((error) => REJECTED_PAYMENT_METHOD_CODES.has(error.code));
  if (rejected) return new GatewayError('invalid_payment_method', rejected.message, rejected.code);
  return new GatewayError('failed', result.message || errors[0]?.message || 'Braintree request failed', errors[0]?.code ?? null);
}

/** SDK exceptions (not found, bad signature, network, authentication) in our words. */
export function braintreeException(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const type = (error as { type?: string } | null)?.type;
  const message = error instanceof Error ? error.message : String(error);
  if (type === 'notFoundError') return new GatewayError('not_found', message || 'Not found');
  if (type === 'invalidSignatureError' || type === 'invalidChallengeError') return new GatewayError('invalid_signature', message);
  return new GatewayError('failed', message || 'Braintree request failed');
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw braintreeException(error);
  }
}

function requireSuccess<R extends FailedResult>(result: R): R {
  if (!result.success) throw braintreeFailure(result);
  return result;
}

interface CardLike {
  token: string;
  cardType?: string;
  last4?: string;
  cardholderName?: string;
  expirationMonth?: string;
  expirationYear?: string;
  default?: boolean;
  email?: string;
}

function cardOf(method: CardLike): VaultedCard {
  return {
    token: method.token,
    cardType: method.cardType ?? (method.email ? 'PayPal' : 'Card'),
    last4: method.last4 ?? '',
    cardholderName: method.cardholderName || null,
    expirationMonth: method.expirationMonth || null,
    expirationYear: method.expirationYear || null,
    isDefault: method.default === true,
  };
}

const amount = (cents: number) => centsToAmount(cents).toFixed(2);

/** Braintree voids a card transaction in these statuses; one that has settled (or is settling) is refunded instead. */
const VOIDABLE_STATUSES: ReadonlySet<string> = new Set(['authorized', 'submitted_for_settlement']);

/** The SDK's parts the adapter calls; tests hand in a stand-in that records what Braintree would be asked. */
export type BraintreeSdk = Pick<braintree.BraintreeGateway, 'clientToken' | 'customer' | 'paymentMethod' | 'subscription' | 'transaction' | 'webhookNotification'>;

/** The official SDK's gateway for the configured account and environment. */
export function braintreeSdk(config: BraintreeConfig): braintree.BraintreeGateway {
  return new braintree.BraintreeGateway({
    environment: config.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });
}

/**
 * The SDK takes the first billing date as a Date (sent as an ISO timestamp). Noon UTC is the same calendar day in
 * every US time zone, whichever the merchant account keeps.
 */
const dayAtNoonUtc = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** The real Braintree gateway through the official SDK. */
export function createBraintreePaymentGateway(config: BraintreeConfig, gateway: BraintreeSdk = braintreeSdk(config)): PaymentGateway {
  return {
    mode: 'braintree',

    generateClientToken: (customerId) =>
      guarded(async () => {
        const result = requireSuccess(await gateway.clientToken.generate(customerId ? { customerId } : {}));
        return result.clientToken;
      }),

    createCustomer: (input) =>
      guarded(async () => {
        const result = requireSuccess(
          await gateway.customer.create({ email: input.email, firstName: input.firstName, lastName: input.lastName, ...(input.phone ? { phone: input.phone } : {}) }),
        );
        return result.customer.id;
      }),

    vaultCard: ({ customerId, nonce, makeDefault, cardholderName, billingAddress }) =>
      guarded(async () => {
        const result = requireSuccess(
          await gateway.paymentMethod.create({
            customerId,
            paymentMethodNonce: nonce,
            ...(cardholderName ? { cardholderName } : {}),
            ...(billingAddress ? { billingAddress } : {}),
            options: { makeDefault, verifyCard: true },
          }),
        );
        return cardOf(result.paymentMethod as unknown as CardLike);
      }),

    listCards: (customerId) =>
      guarded(async () => {
        try {
          const customer = await gateway.customer.find(customerId);
          const methods = (customer.paymentMethods ?? customer.creditCards ?? []) as unknown as CardLike[];
          return methods.map(cardOf);
        } catch (error) {
          if ((error as { type?: string }).type === 'notFoundError') return [];
          throw error;
        }
      }),

    deleteCard: (token) => guarded(() => gateway.paymentMethod.delete(token)),

    makeDefaultCard: (token) =>
      guarded(async () => {
        const result = requireSuccess(await gateway.paymentMethod.update(token, { options: { makeDefault: true } }));
        return cardOf(result.paymentMethod as unknown as CardLike);
      }),

    createSubscription: ({ paymentMethodToken, planId, priceCents, firstBillingDay }) =>
      guarded(async () => {
        const result = requireSuccess(
          await gateway.subscription.create({ paymentMethodToken, planId, price: amount(priceCents), ...(firstBillingDay ? { firstBillingDate: dayAtNoonUtc(firstBillingDay) } : {}) }),
        );
        const transaction = result.subscription.transactions?.[0];
        return { id: result.subscription.id, transactionId: transaction?.id ?? null };
      }),

    cancelSubscription: (subscriptionId) =>
      guarded(async () => {
        requireSuccess(await gateway.subscription.cancel(subscriptionId));
      }),

    updateSubscription: (subscriptionId, input) =>
      guarded(async () => {
        requireSuccess(
          await gateway.subscription.update(subscriptionId, {
            ...(input.paymentMethodToken ? { paymentMethodToken: input.paymentMethodToken } : {}),
            ...(input.planId ? { planId: input.planId } : {}),
            ...(input.priceCents !== undefined ? { price: amount(input.priceCents) } : {}),
          }),
        );
      }),

    chargeCard: ({ paymentMethodToken, amountCents, orderId }) =>
      guarded(async () => {
        const result = requireSuccess(await gateway.transaction.sale({ paymentMethodToken, amount: amount(amountCents), orderId, options: { submitForSettlement: true } }));
        return { transactionId: result.transaction.id };
      }),

    refundCharge: (transactionId) =>
      guarded(async () => {
        const transaction = await gateway.transaction.find(transactionId);
        if (VOIDABLE_STATUSES.has(transaction.status)) requireSuccess(await gateway.transaction.void(transactionId));
        else requireSuccess(await gateway.transaction.refund(transactionId));
      }),

    parseWebhook: (signature, payload) =>
      guarded(async () => {
        const notification = await gateway.webhookNotification.parse(signature, payload);
        const occurredAt = new Date(notification.timestamp);
        const subscription = 'subscription' in notification ? notification.subscription : undefined;
        const subscriptionId = subscription?.id ?? null;
        const transactionId = subscription?.transactions?.[0]?.id ?? null;
        const parsed: GatewayNotification = {
          kind: notification.kind,
          event: subscription ? (SUBSCRIPTION_EVENT_BY_KIND[notification.kind] ?? null) : null,
          occurredAt,
          subscriptionId,
          transactionId,
          eventKey: notificationKey(notification.kind, subscriptionId, occurredAt, transactionId),
        };
        return parsed;
      }),
  };
}

/** Offline helper for tests: a signed sample notification from the SDK (webhookTesting). */
export async function braintreeSampleNotification(config: BraintreeConfig, kind: braintree.WebhookNotificationKind, id: string) {
  const gateway = new braintree.BraintreeGateway({
    environment: braintree.Environment.Sandbox,
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });
  return gateway.webhookTesting.sampleNotification(kind, id);
}
