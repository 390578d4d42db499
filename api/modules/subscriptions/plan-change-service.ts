import { eq } from 'drizzle-orm';
import { paidPlan, type PaidPlanType } from '../../../shared/plans/plan-catalog';
import { validatePlanChange, type PlanChangeValidation } from '../../../shared/subscription/plan-change';
import { PARTIAL_SUCCESS_MARKER, SUBSCRIPTION_ACTION_MESSAGES, type SubscriptionActionResponse } from '../../../shared/subscription/subscription-actions-schema';
import { GatewayError, isGatewayError, type GatewaySubscription } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { subscriptions } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { nextCardBillingDate } from './billing-period';
import { closeCardCharge, openCardCharge } from '../payments/card-charge-lock';
import { errorText, gatewayRefusal } from '../payments/gateway-errors';
import { recordPaymentReceipt } from '../payments/payment-receipts';
import { isActiveSubscription, latestSubscription, shipmentsInUse, subscriptionView } from './subscription-view';

export const WALLET_PLAN_CHANGE = 'Plans paid through PayPal are changed by buying the new plan with PayPal';

/** The server's plan-change check (part 1 section 5): only an active plan can be changed. */
export async function validateChange(db: Db, userId: number, target: string, now: Date): Promise<PlanChangeValidation> {
  const row = await latestSubscription(db, userId);
  const inUse = await shipmentsInUse(db, userId);
  const current = isActiveSubscription(row, now) ? subscriptionView(row, inUse, now) : null;
  return validatePlanChange({ current, target, shipmentsInUse: inUse });
}

/**
 * Part 1 section 4: charges the full new price through a new gateway subscription, then switches the
 * plan and restarts the billing cycle and the storage period, then cancels the old gateway
 * subscription. Nothing changes locally until the charge went through: a declined or failed charge
 * leaves the old plan in place (402 declined, 400 no usable card, 502 gateway down). Only a failed
 * cancellation of the old subscription, after the new one is paid, answers partial success (200 with
 * `error`): the customer could be billed twice, so they are asked to contact support.
 */
export async function changePlan(deps: AppDeps, userId: number, target: PaidPlanType): Promise<SubscriptionActionResponse> {
  const plan = paidPlan(target);
  const { row, paymentId } = await writeTransaction(deps.db, async (tx) => {
    // Checked in the transaction that opens the charge, so a double click's second request sees what the first changed.
    const validation = await validateChange(tx, userId, target, deps.now());
    if (!validation.is_safe) throw new DomainError(validation.reason === 'No subscription found' ? 'not-found' : 'invalid-input', validation.reason ?? 'Invalid plan');
    const current = await latestSubscription(tx, userId);
    if (!isActiveSubscription(current, deps.now())) throw new DomainError('not-found', 'No subscription found');
    if (current.provider === 'paypal') throw new DomainError('conflict', WALLET_PLAN_CHANGE);
    return { row: current, paymentId: await openCardCharge(tx, deps, userId, 'plan_change', plan.planType, plan.priceCents) };
  });

  let token: string;
  let created: GatewaySubscription;
  try {
    token = row.paymentMethodToken ?? (await defaultCardToken(deps, row.providerCustomerId));
    created = await deps.payments.createSubscription({ paymentMethodToken: token, planId: plan.providerPlanId, priceCents: plan.priceCents });
  } catch (error) {
    const declined = isGatewayError(error, 'declined');
    await closeCardCharge(deps.db, deps.now(), paymentId, { status: declined ? 'declined' : 'failed', message: errorText(error) });
    if (!declined && !isGatewayError(error, 'invalid_payment_method')) deps.logger.error({ module: 'payments' }, `plan change of user ${userId} to ${plan.planType} failed: ${errorText(error)}`);
    throw gatewayRefusal(error);
  }

  const now = deps.now();
  const nextBilling = nextCardBillingDate(now);
  await writeTransaction(deps.db, async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        planType: plan.planType,
        priceCents: plan.priceCents,
        status: 'active',
        providerSubscriptionId: created.id,
        paymentMethodToken: token,
        currentPeriodStart: now,
        nextBillingDate: nextBilling,
        accessUntil: nextBilling,
        storagePeriodResetAt: now,
        lastEventAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
    const reference = created.transactionId ?? created.id;
    await closeCardCharge(tx, now, paymentId, { status: 'settled', subscriptionId: row.id, reference });
    const receipt = { purpose: 'plan-change' as const, paymentId, amountCents: plan.priceCents, provider: 'card' as const, planType: plan.planType, reference };
    await recordPaymentReceipt(tx, userId, { ...receipt, paidUntil: nextBilling.toISOString() }, now);
  });
  deps.alerts.kick();

  let failure: string | null = null;
  if (row.providerSubscriptionId) {
    try {
      await deps.payments.cancelSubscription(row.providerSubscriptionId);
    } catch (error) {
      if (!isGatewayError(error, 'not_found')) {
        failure = errorText(error);
        deps.logger.error({ module: 'payments' }, `plan change of user ${userId}: the old subscription ${row.providerSubscriptionId} could not be cancelled: ${failure}`);
      }
    }
  }

  const subscription = subscriptionView(await latestSubscription(deps.db, userId), await shipmentsInUse(deps.db, userId), deps.now());
  if (failure) return { message: SUBSCRIPTION_ACTION_MESSAGES.planChangedPartially, error: `${PARTIAL_SUCCESS_MARKER}: ${failure}`, subscription };
  return { message: SUBSCRIPTION_ACTION_MESSAGES.planChanged, subscription };
}

async function defaultCardToken(deps: AppDeps, customerId: string | null): Promise<string> {
  const cards = customerId ? await deps.payments.listCards(customerId) : [];
  const card = cards.find((candidate) => candidate.isDefault) ?? cards[0];
  if (!card) throw new GatewayError('invalid_payment_method', 'No saved card to charge');
  return card.token;
}
