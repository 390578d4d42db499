import { and, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_ERRORS, type ClientTokenResponse, type PaymentMethod } from '../../../shared/payments/payment-method-schema';
import type { VaultedCard } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { subscriptions, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { ensureGatewayCustomer, findGatewayCustomerId } from './gateway-customers';
import { errorText, gatewayRefusal } from './gateway-errors';
import { isActiveSubscription, latestSubscription } from '../subscriptions/subscription-view';


export const toPaymentMethod = (card: VaultedCard): PaymentMethod => ({
  token: card.token,
  card_type: card.cardType,
  last_4: card.last4,
  is_default: card.isDefault,
  cardholder_name: card.cardholderName,
  expiration_month: card.expirationMonth,
  expiration_year: card.expirationYear,
});

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw gatewayRefusal(error);
  }
}

/** The user's saved cards in the configured gateway (none without a gateway customer). */
export async function ownCards(deps: AppDeps, userId: number): Promise<VaultedCard[]> {
  const customerId = await findGatewayCustomerId(deps.db, userId, deps.payments.mode);
  return customerId ? guarded(() => deps.payments.listCards(customerId)) : [];
}

/** Only the owner's cards: a token from anyone else's vault is "not found". */
async function ownCard(deps: AppDeps, userId: number, token: string): Promise<VaultedCard> {
  const card = (await ownCards(deps, userId)).find((candidate) => candidate.token === token);
  if (!card) throw new DomainError('not-found', PAYMENT_METHOD_ERRORS.notFound);
  return card;
}

export async function clientToken(deps: AppDeps, user: UserRow): Promise<ClientTokenResponse> {
  const customerId = (await findGatewayCustomerId(deps.db, user.id, deps.payments.mode)) ?? null;
  const [token, cards] = await Promise.all([guarded(() => deps.payments.generateClientToken(customerId)), ownCards(deps, user.id)]);
  return { client_token: token, has_saved_payment_methods: cards.length > 0, mode: deps.payments.mode };
}

export async function listPaymentMethods(deps: AppDeps, userId: number): Promise<PaymentMethod[]> {
  return (await ownCards(deps, userId)).map(toPaymentMethod);
}

export async function addPaymentMethod(deps: AppDeps, user: UserRow, nonce: string): Promise<PaymentMethod> {
  return guarded(async () => {
    const customerId = await ensureGatewayCustomer(deps, user);
    return toPaymentMethod(await deps.payments.vaultCard({ customerId, nonce, makeDefault: false }));
  });
}

export async function deletePaymentMethod(deps: AppDeps, userId: number, token: string): Promise<void> {
  await ownCard(deps, userId, token);
  const subscription = await latestSubscription(deps.db, userId);
  // The gateway cancels a subscription whose card is deleted; the customer must switch cards first.
  if (isActiveSubscription(subscription, deps.now()) && subscription.status !== 'cancelled' && subscription.paymentMethodToken === token) {
    throw new DomainError('conflict', PAYMENT_METHOD_ERRORS.paysSubscription);
  }
  await guarded(() => deps.payments.deleteCard(token));
}

/** Makes the card the default; an active card subscription is moved to it for its renewals. */
export async function setDefaultPaymentMethod(deps: AppDeps, userId: number, token: string): Promise<PaymentMethod> {
  await ownCard(deps, userId, token);
  const card = await guarded(() => deps.payments.makeDefaultCard(token));
  const subscription = await latestSubscription(deps.db, userId);
  if (isActiveSubscription(subscription, deps.now()) && subscription.provider === 'braintree' && subscription.providerSubscriptionId && subscription.paymentMethodToken !== token) {
    const moved = subscription.providerSubscriptionId;
    try {
      await deps.payments.updateSubscription(moved, { paymentMethodToken: token });
      await writeTransaction(deps.db, async (tx) => {
        // Only while the row still holds the gateway subscription just moved (a plan change meanwhile put another).
        await tx
          .update(subscriptions)
          .set({ paymentMethodToken: token, updatedAt: deps.now() })
          .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.providerSubscriptionId, moved)));
      });
    } catch (error) {
      deps.logger.error({ module: 'payments' }, `moving subscription ${subscription.providerSubscriptionId} to the new default card failed: ${errorText(error)}`);
    }
  }
  return toPaymentMethod(card);
}
