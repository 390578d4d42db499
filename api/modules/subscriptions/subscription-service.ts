import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE } from '../../../shared/accounts/user-schema';
import { findPlan } from '../../../shared/plans/plan-catalog';
import { composePhone } from '../../../shared/phone/country-codes';
import { SUBSCRIPTION_ACTION_MESSAGES, type SubscriptionActionResponse } from '../../../shared/subscription/subscription-actions-schema';
import { SUBSCRIBE_ERRORS, type ParsedPersonalInfo, type SubscribeResponse } from '../../../shared/subscription/subscribe-request-schema';
import { isGatewayError } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { subscriptions, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { nextCardBillingDate } from './billing-period';
import { closeCardCharge, openCardCharge } from '../payments/card-charge-lock';
import { ensureGatewayCustomer } from '../payments/gateway-customers';
import { cardLabel, recordPaymentReceipt } from '../payments/payment-receipts';
import { errorText, gatewayRefusal } from '../payments/gateway-errors';
import { isActiveSubscription, latestSubscription, userSubscriptionView } from './subscription-view';
import { writeTransaction } from '../../db/client';

/** Part 1 section 7: the card provider's billing country. */
const BILLING_COUNTRY = 'United States';

export interface SubscribeInput {
  paymentMethodNonce: string;
  planId: string;
  email: string;
  personalInfo: ParsedPersonalInfo;
}

/**
 * Subscribes the user to a card plan: vaults the card (verified), creates the gateway subscription
 * with the plan's catalogue price (first month charged now) and records it. Never twice: an active
 * subscription or a charge already in flight is refused before the gateway is called.
 */
export async function subscribe(deps: AppDeps, user: UserRow, input: SubscribeInput): Promise<SubscribeResponse> {
  if (!user.emailVerifiedAt) throw new DomainError('not-allowed', ACCOUNT_NOT_ACTIVATED_MESSAGE, { code: 'ACCOUNT_NOT_ACTIVATED' });
  const plan = findPlan(input.planId);
  if (!plan) throw new DomainError('invalid-input', 'Invalid plan');

  const paymentId = await writeTransaction(deps.db, async (tx) => {
    if (isActiveSubscription(await latestSubscription(tx, user.id), deps.now())) throw new DomainError('conflict', SUBSCRIBE_ERRORS.alreadySubscribed);
    return openCardCharge(tx, deps, user.id, 'subscription', plan.planType, plan.priceCents);
  });

  const info = input.personalInfo;
  let customerId: string;
  let gatewaySubscription: { id: string; transactionId: string | null };
  let cardToken: string;
  let paidWith: string;
  try {
    customerId = await ensureGatewayCustomer(deps, user, { email: input.email, phone: composePhone(info.phoneCountryCode, info.phoneNumber) });
    const card = await deps.payments.vaultCard({
      customerId,
      nonce: input.paymentMethodNonce,
      makeDefault: true,
      cardholderName: info.fullName,
      billingAddress: {
        streetAddress: info.streetAddress,
        ...(info.apartment ? { extendedAddress: info.apartment } : {}),
        locality: info.city,
        ...(info.stateProvince ? { region: info.stateProvince } : {}),
        postalCode: info.postalCode,
        countryName: BILLING_COUNTRY,
      },
    });
    cardToken = card.token;
    paidWith = cardLabel(card);
    gatewaySubscription = await deps.payments.createSubscription({ paymentMethodToken: card.token, planId: plan.providerPlanId, priceCents: plan.priceCents });
  } catch (error) {
    await closeCardCharge(deps.db, deps.now(), paymentId, { status: isGatewayError(error, 'declined') ? 'declined' : 'failed', message: errorText(error) });
    if (!isGatewayError(error, 'declined') && !isGatewayError(error, 'invalid_payment_method')) deps.logger.error({ module: 'payments' }, `subscribe failed for user ${user.id}: ${errorText(error)}`);
    throw gatewayRefusal(error);
  }

  const now = deps.now();
  const nextBilling = nextCardBillingDate(now);
  await writeTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        planType: plan.planType,
        status: 'active',
        provider: 'braintree',
        providerSubscriptionId: gatewaySubscription.id,
        providerCustomerId: customerId,
        paymentMethodToken: cardToken,
        priceCents: plan.priceCents,
        currentPeriodStart: now,
        nextBillingDate: nextBilling,
        accessUntil: nextBilling,
        storagePeriodResetAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: subscriptions.id });
    const reference = gatewaySubscription.transactionId ?? gatewaySubscription.id;
    await closeCardCharge(tx, now, paymentId, { status: 'settled', subscriptionId: row!.id, reference });
    const receipt = { purpose: 'plan' as const, paymentId, amountCents: plan.priceCents, provider: 'card' as const, card: paidWith, planType: plan.planType, reference };
    await recordPaymentReceipt(tx, user.id, { ...receipt, paidUntil: nextBilling.toISOString() }, now);
  });
  deps.alerts.kick();

  return { success: true, subscription_id: gatewaySubscription.id, customer_id: customerId, subscription: await userSubscriptionView(deps.db, user.id, now) };
}

/** The card subscription to this plan that this customer started at or after `since` (a subscribe cut short after storing it). */
export async function subscribedSince(deps: AppDeps, userId: number, planId: string, since: Date): Promise<SubscribeResponse | undefined> {
  const row = await latestSubscription(deps.db, userId);
  if (!row || row.provider !== 'braintree' || row.planType !== findPlan(planId)?.planType || row.createdAt < since) return undefined;
  if (!row.providerSubscriptionId || !row.providerCustomerId) return undefined;
  return { success: true, subscription_id: row.providerSubscriptionId, customer_id: row.providerCustomerId, subscription: await userSubscriptionView(deps.db, userId, deps.now()) };
}

export const NO_ACTIVE_SUBSCRIPTION = SUBSCRIPTION_ACTION_MESSAGES.noActiveSubscription;
export const CANCEL_FAILED = 'Failed to cancel subscription';

/** Cancels the card subscription at the gateway, then marks the row cancelled if it still holds that subscription; access stays until access_until. */
export async function cancelSubscription(deps: AppDeps, userId: number): Promise<SubscriptionActionResponse> {
  const row = await latestSubscription(deps.db, userId);
  const answer = async (message: string) => ({ message, subscription: await userSubscriptionView(deps.db, userId, deps.now()) });
  if (row?.status === 'cancelled') return answer(SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled);
  if (!isActiveSubscription(row, deps.now())) throw new DomainError('not-found', NO_ACTIVE_SUBSCRIPTION);
  if (row.provider === 'paypal') throw new DomainError('conflict', SUBSCRIPTION_ACTION_MESSAGES.walletNotCancellable);

  if (row.providerSubscriptionId) {
    try {
      await deps.payments.cancelSubscription(row.providerSubscriptionId);
    } catch (error) {
      if (!isGatewayError(error, 'not_found')) {
        // A concurrent cancel may have finished first.
        if ((await latestSubscription(deps.db, userId))?.status === 'cancelled') return answer(SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled);
        deps.logger.error({ module: 'payments' }, `cancel of ${row.providerSubscriptionId} failed: ${errorText(error)}`);
        throw new DomainError('provider-failed', CANCEL_FAILED);
      }
    }
  }
  const now = deps.now();
  const cancelled = await writeTransaction(deps.db, (tx) =>
    tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, nextBillingDate: null, lastEventAt: now, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, row.id),
          row.providerSubscriptionId ? eq(subscriptions.providerSubscriptionId, row.providerSubscriptionId) : isNull(subscriptions.providerSubscriptionId),
          // A renewal notice may have moved it between active and past_due meanwhile: still the subscription cancelled.
          inArray(subscriptions.status, ['active', 'past_due']),
        ),
      )
      .returning({ id: subscriptions.id }),
  );
  // Nothing matched: the row changed while the gateway cancelled. A plan change that finished meanwhile put a new,
  // paid gateway subscription on it, which the gateway would go on billing under a row marked cancelled; a cancel or
  // an expiry notice ended it. Cancelling again from a fresh read does what the customer asked in every case: it
  // cancels the new subscription at the gateway before marking the row, or answers that it is already over. Each new
  // round needs another plan change to have finished, so this ends.
  if (cancelled.length === 0) return cancelSubscription(deps, userId);
  return answer(SUBSCRIPTION_ACTION_MESSAGES.cancelled);
}
