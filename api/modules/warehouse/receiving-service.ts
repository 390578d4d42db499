import { and, desc, eq, inArray, max, ne } from 'drizzle-orm';
import { normalizeTrackingNumber } from '../../../shared/packages/carriers';
import type { PlanType } from '../../../shared/plans/plan-catalog';
import type { ReceiveLookup } from '../../../shared/receiving/receive-lookup-schema';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { packages, subscriptions } from '../../db/tables';
import { adminPackages } from './admin-packages-service';
import { effectiveStatus } from '../subscriptions/subscription-view';
import { openParcelWithNumber, toParcelView } from './unidentified-parcels-service';

/** Each owner's current plan; 'none' without one or once it has expired. */
async function plansOf(db: Db, userIds: number[], now: Date): Promise<Map<number, PlanType>> {
  if (userIds.length === 0) return new Map();
  const newest = db.select({ id: max(subscriptions.id) }).from(subscriptions).where(inArray(subscriptions.userId, userIds)).groupBy(subscriptions.userId);
  const rows = await db.select().from(subscriptions).where(inArray(subscriptions.id, newest));
  return new Map(rows.map((row) => [row.userId, effectiveStatus(row, now) === 'expired' ? 'none' : row.planType]));
}

/** The receiving station's scan: every waiting package with this number (several customers may share one) and its open parcel. */
export async function lookupForReceiving(deps: AppDeps, input: string): Promise<ReceiveLookup> {
  const trackingNumber = normalizeTrackingNumber(input);
  const ids = (
    await deps.db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.trackingNumber, trackingNumber), ne(packages.deliveryStatus, 'picked_up')))
      .orderBy(desc(packages.createdAt), desc(packages.id))
  ).map((row) => row.id);
  const found = await adminPackages(deps.db, ids);
  const plans = await plansOf(deps.db, [...new Set(found.map((pkg) => pkg.user_id))], deps.now());
  const parcel = await openParcelWithNumber(deps.db, trackingNumber);
  return {
    matches: found.map((pkg) => ({ package: pkg, plan_type: plans.get(pkg.user_id) ?? 'none' })),
    unidentified: parcel ? await toParcelView(deps.db, parcel) : null,
  };
}
