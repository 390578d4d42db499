import { and, desc, eq, ne } from 'drizzle-orm';
import { normalizeTrackingNumber } from '../../../shared/packages/carriers';
import type { ReceiveLookup } from '../../../shared/receiving/receive-lookup-schema';
import type { AppDeps } from '../../app-deps';
import { packages } from '../../db/tables';
import { adminPackages } from './admin-packages-service';
import { plansOf } from './owner-plans';
import { openParcelWithNumber, toParcelView } from './unidentified-parcels-service';

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
