import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PAYPAL_CANCEL_PATH, PAYPAL_ERRORS, PAYPAL_RETURN_PATH, type PaypalCaptureResponse, type PaypalOrder, type PaypalOrderDetails } from '../../../shared/payments/paypal-order-schema';
import { paidPlan, PLAN_CURRENCY, WALLET_ACCESS_DAYS, type PaidPlanType } from '../../../shared/plans/plan-catalog';
import { centsToAmountString, isWalletError } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { payments, subscriptions, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { isStaffRole } from '../../../shared/accounts/user-roles';
import { addDays } from '../subscriptions/billing-period';
import { errorText } from './gateway-errors';
import { recordPaymentReceipt } from './payment-receipts';
import { idempotent } from '../idempotency/idempotency-service';
import { isActiveSubscription, latestSubscription } from '../subscriptions/subscription-view';
import { type Db, writeTransaction } from '../../db/client';

const findOrderPayment = async (db: Db, orderId: string) =>
  (await db.select().from(payments).where(and(eq(payments.providerReference, orderId), eq(payments.kind, 'wallet_order'))).limit(1))[0];

/** An active card subscription would be billed twice; an active wallet plan is replaced (renewed or changed). */
async function refuseOverCardSubscription(deps: AppDeps, userId: number) {
  const current = await latestSubscription(deps.db, userId);
  if (isActiveSubscription(current, deps.now()) && current.provider === 'braintree') throw new DomainError('conflict', PAYPAL_ERRORS.alreadySubscribed);
}

/** POST /api/paypal/orders: the amount comes from the plan catalogue; the key makes a retry return the same order. */
export async function createPaypalOrder(deps: AppDeps, user: UserRow, planType: PaidPlanType, idempotencyKey: string | undefined): Promise<PaypalOrder> {
  await refuseOverCardSubscription(deps, user.id);
  const plan = paidPlan(planType);
  const requestId = idempotencyKey ? `md-order-${createHash('sha256').update(`${user.id}:${idempotencyKey}`).digest('hex').slice(0, 32)}` : randomUUID();
  let order;
  try {
    order = await deps.wallet.createOrder({
      amountCents: plan.priceCents,
      currency: PLAN_CURRENCY,
      description: `Miami Drop ${plan.names.en}: ${WALLET_ACCESS_DAYS} days`,
      customId: `user:${user.id}:plan:${plan.planType}`,
      requestId,
      returnUrl: `${deps.config.appUrl}${PAYPAL_RETURN_PATH}`,
      cancelUrl: `${deps.config.appUrl}${PAYPAL_CANCEL_PATH}`,
    });
  } catch (error) {
    deps.logger.error({ module: 'paypal' }, `create order failed for user ${user.id}: ${errorText(error)}`);
    throw new DomainError('provider-failed', PAYPAL_ERRORS.createFailed);
  }
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    if (await findOrderPayment(tx, order.id)) return;
    await tx
      .insert(payments)
      .values({ userId: user.id, provider: 'paypal', providerReference: order.id, kind: 'wallet_order', planType: plan.planType, amountCents: plan.priceCents, status: 'pending', createdAt: now, updatedAt: now });
  });
  return { id: order.id, status: order.status, links: order.links };
}

/** GET /api/paypal/orders/{id}: the creator (or staff) only; anyone else gets 404. */
export async function getPaypalOrder(deps: AppDeps, user: UserRow, orderId: string): Promise<PaypalOrderDetails> {
  const payment = await findOrderPayment(deps.db, orderId);
  if (!payment || (payment.userId !== user.id && !isStaffRole(user.role))) throw new DomainError('not-found', PAYPAL_ERRORS.notFound);
  try {
    const order = await deps.wallet.getOrder(orderId);
    return { id: order.id, status: order.status, plan_type: payment.planType, amount: centsToAmountString(payment.amountCents) };
  } catch (error) {
    deps.logger.error({ module: 'paypal' }, `get order ${orderId} failed: ${errorText(error)}`);
    throw new DomainError('provider-failed', 'Failed to get PayPal order');
  }
}

/**
 * POST /api/paypal/orders/{id}/capture: anyone holding the approved order's id may capture it (the
 * return page may run logged out); access goes to the order's creator. 30 days from capture, one-time.
 * The answer is only the plan and the access end: the order id is a bearer secret, not a session.
 * The first answer is stored: capturing again, or the webhook capturing too, returns it unchanged.
 */
export async function capturePaypalOrder(deps: AppDeps, orderId: string): Promise<PaypalCaptureResponse> {
  const payment = await findOrderPayment(deps.db, orderId);
  if (!payment) throw new DomainError('not-found', PAYPAL_ERRORS.notFound);
  const answer = await idempotent(
    deps,
    // A negative scope keeps this server-side key apart from the keys clients send.
    { scope: -payment.userId, key: `paypal-capture:${orderId}`, method: 'POST', path: `/paypal/orders/${orderId}/capture`, fingerprint: null },
    async () => ({ status: 200, body: await captureOnce(deps, payment) }),
  );
  // Answers stored before issue 11 also held the creator's subscription: never replay more than these two.
  const { plan_type, access_until } = answer.body as PaypalCaptureResponse;
  return { plan_type, access_until };
}

async function captureOnce(deps: AppDeps, payment: typeof payments.$inferSelect): Promise<PaypalCaptureResponse> {
  const orderId = payment.providerReference ?? '';
  if (payment.status !== 'settled') await refuseOverCardSubscription(deps, payment.userId);
  let capture;
  try {
    capture = await deps.wallet.captureOrder(orderId, `md-capture-${orderId}`);
  } catch (error) {
    if (isWalletError(error, 'not_approved')) throw new DomainError('unprocessable', PAYPAL_ERRORS.notApproved);
    if (isWalletError(error, 'not_found')) throw new DomainError('not-found', PAYPAL_ERRORS.notFound);
    deps.logger.error({ module: 'paypal' }, `capture of ${orderId} failed: ${errorText(error)}`);
    throw new DomainError('provider-failed', PAYPAL_ERRORS.captureFailed);
  }
  if (capture.amountCents !== null && (capture.amountCents !== payment.amountCents || (capture.currency ?? PLAN_CURRENCY) !== payment.currency)) {
    deps.logger.warn({ module: 'paypal' }, `order ${orderId} captured ${capture.amountCents} ${capture.currency}, expected ${payment.amountCents} ${payment.currency}`);
    await writeTransaction(deps.db, async (tx) => {
      await tx.update(payments).set({ status: 'failed', failureMessage: 'Captured amount does not match the order', updatedAt: deps.now() }).where(eq(payments.id, payment.id));
    });
    throw new DomainError('provider-failed', PAYPAL_ERRORS.captureFailed);
  }

  const now = deps.now();
  const plan = paidPlan(payment.planType);
  const accessUntil = await writeTransaction(deps.db, async (tx) => {
    const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
    if (fresh?.status === 'settled' && fresh.subscriptionId) {
      const [settled] = await tx.select({ accessUntil: subscriptions.accessUntil }).from(subscriptions).where(eq(subscriptions.id, fresh.subscriptionId)).limit(1);
      return settled?.accessUntil ?? now;
    }
    const current = await latestSubscription(tx, payment.userId);
    const until = addDays(now, WALLET_ACCESS_DAYS);
    const values = {
      planType: plan.planType,
      status: 'active' as const,
      provider: 'paypal' as const,
      providerSubscriptionId: orderId,
      providerCustomerId: capture.payerId,
      paymentMethodToken: null,
      priceCents: payment.amountCents,
      currentPeriodStart: now,
      nextBillingDate: until,
      accessUntil: until,
      cancelledAt: null,
      storagePeriodResetAt: now,
      lastEventAt: now,
      updatedAt: now,
    };
    let subscriptionId: number;
    if (isActiveSubscription(current, now) && current.provider === 'paypal') {
      // Buying again while a wallet plan runs restarts the 30 days with the new plan (the full price is paid again).
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
      subscriptionId = current.id;
    } else {
      const [inserted] = await tx.insert(subscriptions).values({ ...values, userId: payment.userId, createdAt: now }).returning({ id: subscriptions.id });
      subscriptionId = inserted!.id;
    }
    await tx.update(payments).set({ status: 'settled', subscriptionId, failureMessage: null, updatedAt: now }).where(eq(payments.id, payment.id));
    const receipt = { purpose: 'plan' as const, paymentId: payment.id, amountCents: payment.amountCents, provider: 'paypal' as const, planType: plan.planType, reference: capture.captureId };
    await recordPaymentReceipt(tx, payment.userId, { ...receipt, paidUntil: until.toISOString() }, now);
    return until;
  });
  deps.alerts.kick();
  return { plan_type: plan.planType, access_until: accessUntil.toISOString() };
}
