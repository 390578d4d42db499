import { hasFeature } from '../../../shared/subscription/feature-gates';
import type { Db } from '../../db/client';
import { latestSubscription, subscriptionView } from './subscription-view';

/** Whether the customer's newest plan grants `feature` now (valid access; a cancelled plan until its end). */
export async function planGrants(db: Db, userId: number, feature: string, now: Date): Promise<boolean> {
  // The shipment count plays no part in a feature: 0 spares counting the owner's packages.
  return hasFeature(subscriptionView(await latestSubscription(db, userId), 0, now), feature, now);
}
