import { hasFeature } from '../subscription/feature-gates';

/** How soon a support message is answered, by the sender's plan when they sent it (part 1 section 6). */
export const SUPPORT_TIERS = ['vip', 'priority', 'standard'] as const;
export type SupportTier = (typeof SUPPORT_TIERS)[number];

/** The inbox's order: VIP first, then priority, then the rest. */
export const SUPPORT_TIER_RANK: Readonly<Record<SupportTier, number>> = { vip: 0, priority: 1, standard: 2 };

type TierSubscription = Parameters<typeof hasFeature>[0];

/** vip_support (Premium) is VIP, priority_support (Standard or Premium) is priority; anyone else, or no plan, standard. */
export function supportTierOf(subscription: TierSubscription, now: Date): SupportTier {
  if (hasFeature(subscription, 'vip_support', now)) return 'vip';
  if (hasFeature(subscription, 'priority_support', now)) return 'priority';
  return 'standard';
}
