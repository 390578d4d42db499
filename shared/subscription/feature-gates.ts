import { PLANS, type PaidPlanType } from '../plans/plan-catalog';
import { hasValidAccess, isSubscribed } from './access';
import type { GateMessageKey } from './gate-messages';
import type { Subscription } from './subscription-schema';

/** Part 1 section 6, feature check table. */
export const PREMIUM_ONLY_FEATURES = ['sms_notifications', 'flexible_pickup', 'vip_support'] as const;
export const PLUS_OR_PREMIUM_FEATURES = ['enhanced_tracking', 'priority_support'] as const;
/** The dashboard sections: any plan with valid access opens them. */
export const ACCESS_FEATURES = ['warehouse_access', 'package_tracking', 'schedule_pickup', 'contact_support'] as const;

export const GATED_ACTIONS = ['add_shipment', 'schedule_pickup', 'warehouse_access'] as const;
export type GatedAction = (typeof GATED_ACTIONS)[number];

type GateSubscription = Pick<
  Subscription,
  'subscription_status' | 'access_until' | 'plan_type' | 'features' | 'delivery_enabled' | 'max_delivery_addresses' | 'can_add_shipment'
>;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Whether the subscription grants `feature`. Without a subscription everything is denied;
 * a plan whose access has ended (expired, or cancelled past access_until) counts as none.
 */
export function hasFeature(sub: GateSubscription | null | undefined, feature: string, now: Date): boolean {
  if (!sub || !isSubscribed(sub, now)) return false;
  if (feature === 'delivery') return sub.delivery_enabled;
  if (feature === 'multiple_addresses') return sub.max_delivery_addresses > 1;
  if (isOneOf(PREMIUM_ONLY_FEATURES, feature)) return sub.plan_type === 'premium';
  if (isOneOf(PLUS_OR_PREMIUM_FEATURES, feature)) return sub.plan_type === 'plus' || sub.plan_type === 'premium';
  if (isOneOf(ACCESS_FEATURES, feature)) return true;
  return sub.features.includes(feature);
}

/** Part 1 section 6, actions. */
export function canPerformAction(sub: GateSubscription | null | undefined, action: GatedAction, now: Date): boolean {
  switch (action) {
    case 'add_shipment':
      return !!sub && sub.can_add_shipment;
    case 'schedule_pickup':
      return true;
    case 'warehouse_access':
      return hasValidAccess(sub, now);
  }
}

/** The cheapest plan that grants `feature`, or null when no plan does. */
export function lowestPlanFor(feature: string): PaidPlanType | null {
  if (isOneOf(ACCESS_FEATURES, feature)) return PLANS[0]?.planType ?? null;
  if (isOneOf(PREMIUM_ONLY_FEATURES, feature)) return 'premium';
  if (isOneOf(PLUS_OR_PREMIUM_FEATURES, feature)) return 'plus';
  const grants = PLANS.find((plan) => {
    if (feature === 'delivery') return plan.deliveryEnabled;
    if (feature === 'multiple_addresses') return plan.maxDeliveryAddresses > 1;
    return (plan.features as readonly string[]).includes(feature);
  });
  return grants?.planType ?? null;
}

export type GateKind = 'subscription_required' | 'premium_feature' | 'upgrade_required';

export interface Gate {
  kind: GateKind;
  titleKey: GateMessageKey;
  messageKey: GateMessageKey;
}

const SUBSCRIPTION_REQUIRED: Gate = {
  kind: 'subscription_required',
  titleKey: 'subscriptionRequiredTitle',
  messageKey: 'subscriptionRequiredMessage',
};
const PREMIUM_FEATURE: Gate = { kind: 'premium_feature', titleKey: 'premiumFeatureTitle', messageKey: 'premiumRequiredMessage' };
const UPGRADE_REQUIRED: Gate = { kind: 'upgrade_required', titleKey: 'upgradeRequiredTitle', messageKey: 'plusRequiredMessage' };

/**
 * The paywall card for a denied feature, or null when it is granted. Non-subscribers always
 * get the subscription-required card; a subscriber below the needed plan gets 'Premium Feature'
 * (premium only) or 'Upgrade Required' (Standard or Premium). A feature no plan grants is
 * shown as premium-only, the best the user could buy.
 */
export function featureGate(sub: GateSubscription | null | undefined, feature: string, now: Date): Gate | null {
  if (hasFeature(sub, feature, now)) return null;
  if (!sub || !isSubscribed(sub, now)) return SUBSCRIPTION_REQUIRED;
  const lowest = lowestPlanFor(feature);
  return lowest === 'plus' || lowest === 'basic' ? UPGRADE_REQUIRED : PREMIUM_FEATURE;
}
