import { desc, eq } from 'drizzle-orm';
import { countShipmentsInUse, canAddShipment } from '../../../shared/packages/shipments-in-use';
import { centsToAmount, paidPlan } from '../../../shared/plans/plan-catalog';
import type { SubscriptionManagement } from '../../../shared/subscription/subscription-actions-schema';
import { NO_SUBSCRIPTION, type Subscription, type SubscriptionStatus } from '../../../shared/subscription/subscription-schema';
import type { Db } from '../../db/client';
import { packages, subscriptions, type SubscriptionRow } from '../../db/tables';

/** The user's current subscription row: the newest one. */
export async function latestSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id)).limit(1);
  return row;
}

/**
 * The status the user sees (active, cancelled, expired). past_due keeps access until the end of
 * the paid period (the card is being retried); a cancelled card plan and a one-time wallet plan
 * end at access_until. An active card plan is renewed by the gateway and stays active.
 */
export function effectiveStatus(row: SubscriptionRow, now: Date): SubscriptionStatus {
  const ended = now.getTime() > row.accessUntil.getTime();
  switch (row.status) {
    case 'expired':
      return 'expired';
    case 'cancelled':
      return ended ? 'expired' : 'cancelled';
    case 'past_due':
      return ended ? 'expired' : 'active';
    case 'active':
      return row.provider === 'paypal' && ended ? 'expired' : 'active';
  }
}

/** Active now (status active in the user's eyes): blocks a second subscription. */
export const isActiveSubscription = (row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow =>
  !!row && effectiveStatus(row, now) === 'active';

export async function shipmentsInUse(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ delivery_status: packages.deliveryStatus }).from(packages).where(eq(packages.userId, userId));
  return countShipmentsInUse(rows);
}

/** The SubscriptionSchema answer for a row (or NO_SUBSCRIPTION with the shipment counts). */
export function subscriptionView(row: SubscriptionRow | undefined, inUse: number, now: Date): Subscription {
  if (!row) return { ...NO_SUBSCRIPTION, current_shipment_count: inUse, shipments_used: inUse };
  const plan = paidPlan(row.planType);
  const status = effectiveStatus(row, now);
  const hasAccess = status === 'active' || status === 'cancelled';
  const wallet = row.provider === 'paypal';
  return {
    id: row.id,
    subscription_status: status,
    access_until: row.accessUntil.toISOString(),
    plan_type: row.planType,
    plan_name: plan.names.en,
    plan_price: centsToAmount(row.priceCents),
    features: [...plan.features],
    // A one-time wallet plan has no renewal: its next payment is due when access ends.
    next_billing_date: status === 'active' ? (wallet ? row.accessUntil : (row.nextBillingDate ?? row.accessUntil)).toISOString() : null,
    max_shipments: plan.maxPackages,
    current_shipment_count: inUse,
    shipments_used: inUse,
    storage_days: plan.storageDays,
    cancellation_effective_date: row.status === 'cancelled' ? row.accessUntil.toISOString() : null,
    can_cancel: !wallet && status === 'active',
    delivery_enabled: plan.deliveryEnabled,
    max_delivery_addresses: plan.maxDeliveryAddresses,
    can_add_shipment: canAddShipment({ hasAccess, shipmentsInUse: inUse, maxShipments: plan.maxPackages }),
    payment_provider: row.provider,
    provider_subscription_id: row.providerSubscriptionId,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/users/{id}/subscription */
export const userSubscriptionView = async (db: Db, userId: number, now: Date): Promise<Subscription> =>
  subscriptionView(await latestSubscription(db, userId), await shipmentsInUse(db, userId), now);

/** GET /api/users/{id}/subscription/management */
export async function userSubscriptionManagement(db: Db, userId: number, now: Date): Promise<SubscriptionManagement> {
  const view = await userSubscriptionView(db, userId, now);
  return { ...view, status: view.subscription_status };
}
