import { TRACKING_MESSAGES } from '../../../shared/packages/package-messages';
import type { PackageDetail } from '../../../shared/packages/package-schema';
import { isTrackingError } from '../../adapters/tracking/tracking-provider';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../domain/domain-error';
import { toPackageDetail } from '../packages/package-view';
import { anyPackage, ownPackage } from '../packages/package-lookup';
import { isTrackable, refreshTracking } from './tracking-refresh-service';

/** A customer's "refresh" asks the carrier at most once a minute per package. */
export const ON_DEMAND_REFRESH_INTERVAL_MS = 60_000;

export async function refreshOwnPackage(deps: AppDeps, userId: number, id: number): Promise<PackageDetail> {
  const row = await ownPackage(deps.db, userId, id);
  const recent = row.trackingCheckedAt && deps.now().getTime() - row.trackingCheckedAt.getTime() < ON_DEMAND_REFRESH_INTERVAL_MS;
  if (isTrackable(row) && !recent) {
    try {
      await refreshTracking(deps, row);
    } catch (error) {
      if (isTrackingError(error, 'rate_limited')) {
        // A carrier that gives no wait (or 0) gets no Retry-After.
        throw new DomainError('rate-limited', TRACKING_MESSAGES.busy, {}, { retryAfterSeconds: error.retryAfterSeconds || undefined });
      }
      throw new DomainError('provider-failed', TRACKING_MESSAGES.unavailable);
    }
  }
  return toPackageDetail(deps.db, await anyPackage(deps.db, row.id));
}
