import { and, eq, isNull } from 'drizzle-orm';
import { paidPlan } from '../../../shared/plans/plan-catalog';
import { SUBSCRIPTION_ACTION_MESSAGES, type SubscriptionActionResponse } from '../../../shared/subscription/subscription-actions-schema';
import { addDaysToDateString } from '../../../shared/time/calendar-dates';
import { newYorkDateString, newYorkToday } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { subscriptions, type SubscriptionRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { errorText, gatewayRefusal } from '../payments/gateway-errors';
import { effectiveStatus, latestSubscription, userSubscriptionView } from './subscription-view';

/**
 * The day the reactivated plan is first charged (the gateway's calendar, New York): the day its paid period ends, or
 * tomorrow when it ends today, as a gateway refuses a first billing day that is not in the future.
 */
export function firstBillingDayAfter(accessUntil: Date, now: Date): string {
  const endDay = newYorkDateString(accessUntil);
  const today = newYorkToday(now);
  return endDay > today ? endDay : addDaysToDateString(today, 1);
}

function refusalFor(row: SubscriptionRow | undefined, now: Date): DomainError | null {
  if (!row) return new DomainError('not-found', SUBSCRIPTION_ACTION_MESSAGES.nothingToReactivate);
  const status = effectiveStatus(row, now);
  if (status === 'active') return new DomainError('conflict', SUBSCRIPTION_ACTION_MESSAGES.alreadyActive);
  if (status !== 'cancelled' || row.provider !== 'braintree' || !row.paymentMethodToken) {
    return new DomainError('not-found', SUBSCRIPTION_ACTION_MESSAGES.nothingToReactivate);
  }
  return null;
}

/**
 * POST /api/subscriptions/reactivate (issue 30): a cancelled card plan whose paid period has not ended becomes active
 * again without a charge now. The gateway cannot resume a cancelled subscription, so a new one is created on the same
 * card, plan and catalogue price, first billed when the paid period ends; access and the storage period go on as they
 * were. Of two reactivations at once one takes the row; the other's new gateway subscription is cancelled again.
 */
export async function reactivateSubscription(deps: AppDeps, userId: number): Promise<SubscriptionActionResponse> {
  const now = deps.now();
  const row = await latestSubscription(deps.db, userId);
  const refusal = refusalFor(row, now);
  if (refusal) throw refusal;
  const cancelled = row!;
  const plan = paidPlan(cancelled.planType);

  let created: { id: string };
  try {
    created = await deps.payments.createSubscription({
      paymentMethodToken: cancelled.paymentMethodToken!,
      planId: plan.providerPlanId,
      priceCents: plan.priceCents,
      firstBillingDay: firstBillingDayAfter(cancelled.accessUntil, now),
    });
  } catch (error) {
    deps.logger.warn({ module: 'payments' }, `reactivation for user ${userId} refused by the gateway: ${errorText(error)}`);
    throw gatewayRefusal(error);
  }

  const taken = await writeTransaction(deps.db, (tx) =>
    tx
      .update(subscriptions)
      .set({ status: 'active', providerSubscriptionId: created.id, cancelledAt: null, nextBillingDate: cancelled.accessUntil, lastEventAt: now, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, cancelled.id),
          eq(subscriptions.status, 'cancelled'),
          cancelled.providerSubscriptionId ? eq(subscriptions.providerSubscriptionId, cancelled.providerSubscriptionId) : isNull(subscriptions.providerSubscriptionId),
        ),
      )
      .returning({ id: subscriptions.id }),
  );
  if (taken.length === 0) {
    await deps.payments.cancelSubscription(created.id).catch((error: unknown) => {
      deps.logger.error({ module: 'payments' }, `a second reactivation left gateway subscription ${created.id} to cancel by hand: ${errorText(error)}`);
    });
    const again = refusalFor(await latestSubscription(deps.db, userId), deps.now());
    throw again ?? new DomainError('conflict', SUBSCRIPTION_ACTION_MESSAGES.alreadyActive);
  }
  return { message: SUBSCRIPTION_ACTION_MESSAGES.reactivated, subscription: await userSubscriptionView(deps.db, userId, deps.now()) };
}
