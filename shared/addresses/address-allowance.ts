import { featureGate, hasFeature, type Gate } from '../subscription/feature-gates';
import type { Subscription } from '../subscription/subscription-schema';

type AllowanceSubscription = Parameters<typeof featureGate>[0] & Pick<Subscription, 'max_delivery_addresses'>;

export interface AddressAllowance {
  /** The plan delivers now (Standard and Premium with valid access): the `delivery` feature. */
  deliveryEnabled: boolean;
  /** Addresses the plan holds: its max_delivery_addresses, 0 without delivery. */
  max: number;
  /** Another address may be added. */
  canAdd: boolean;
  /** The paywall for `delivery` when the plan does not deliver, else null. */
  gate: Gate | null;
}

/**
 * What the plan allows with `stored` addresses (part 1 section 6: `delivery` follows delivery_enabled; Standard holds
 * one address, Premium three). The server decides with it in the write's transaction; the app shows the same.
 */
export function addressAllowance(sub: AllowanceSubscription | null | undefined, stored: number, now: Date): AddressAllowance {
  const deliveryEnabled = hasFeature(sub, 'delivery', now);
  const max = deliveryEnabled && sub ? sub.max_delivery_addresses : 0;
  return { deliveryEnabled, max, canAdd: deliveryEnabled && stored < max, gate: featureGate(sub, 'delivery', now) };
}
