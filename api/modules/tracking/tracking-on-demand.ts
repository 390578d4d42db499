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

/** Asked of the carrier less than a minute ago: a customer's refresh answers what is stored. */
export const checkedRecently = (checkedAt: Date | null, now: Date) => checkedAt !== null && now.getTime() - checkedAt.getTime() < ON_DEMAND_REFRESH_INTERVAL_MS;

/** A customer's refresh that the carrier failed, in the customer's terms. */
export function onDemandRefusal(error: unknown): DomainError {
  if (isTrackingError(error, 'rate_limited')) {
    // A carrier that gives no wait (or 0) gets no Retry-After.
    return new DomainError('rate-limited', TRACKING_MESSAGES.busy, {}, { retryAfterSeconds: error.retryAfterSeconds || undefined });
  }
  return new DomainError('provider-failed', TRACKING_MESSAGES.unavailable);
}

export async function refreshOwnPackage(deps: AppDeps, userId: number, id: number): Promise<PackageDetail> {
  const row = await ownPackage(deps.db, userId, id);
  if (isTrackable(row) && !checkedRecently(row.trackingCheckedAt, deps.now())) {
    try {
      await refreshTracking(deps, row);
    } catch (error) {
      throw onDemandRefusal(error);
    }
  }
  return toPackageDetail(deps.db, await anyPackage(deps.db, row.id));
}
