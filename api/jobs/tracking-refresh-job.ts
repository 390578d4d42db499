import { Cron } from 'croner';
import { and, asc, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_TRACKING_STATUSES } from '../../shared/packages/tracking-status';
import { isTrackingError } from '../adapters/tracking/tracking-provider';
import type { AppDeps } from '../app-deps';
import { packages, type PackageRow } from '../db/schema/packages';
import { errorText } from '../services/gateway-errors';
import { refreshTracking } from '../services/tracking-refresh-service';

export const TRACKING_REFRESH_SCHEDULE = '*/10 * * * *';
const BATCH_LIMIT = 100;
const CONCURRENCY = 4;

export interface RefreshRun {
  checked: number;
  failed: number;
  /** The provider asked us to slow down: the run stopped early and the rest waits for the next. */
  rateLimited: boolean;
}

/** Packages the carrier still has, due for a check (never checked first). */
export function duePackages(deps: AppDeps, limit = BATCH_LIMIT): PackageRow[] {
  return deps.db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.deliveryStatus, 'pending'),
        notInArray(packages.status, [...FINAL_TRACKING_STATUSES]),
        or(isNull(packages.trackingNextCheckAt), lte(packages.trackingNextCheckAt, deps.now())),
      ),
    )
    .orderBy(sql`${packages.trackingNextCheckAt} is not null`, asc(packages.trackingNextCheckAt))
    .limit(limit)
    .all();
}

/** One run: a few packages at a time; a rate limit stops the run (the package that hit it is backed off). */
export async function refreshDuePackages(deps: AppDeps, options: { limit?: number; concurrency?: number } = {}): Promise<RefreshRun> {
  const queue = duePackages(deps, options.limit);
  const run: RefreshRun = { checked: 0, failed: 0, rateLimited: false };
  const worker = async () => {
    for (let row = queue.shift(); row && !run.rateLimited; row = queue.shift()) {
      try {
        await refreshTracking(deps, row);
        run.checked++;
      } catch (error) {
        run.failed++;
        if (isTrackingError(error, 'rate_limited')) run.rateLimited = true;
        else deps.log(`[tracking] package ${row.id}: ${errorText(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? CONCURRENCY }, worker));
  return run;
}

/** Started by the server: every ten minutes, never two runs at once. */
export function startTrackingRefreshJob(deps: AppDeps, schedule = TRACKING_REFRESH_SCHEDULE): Cron {
  return new Cron(schedule, { protect: true, catch: (error) => deps.log(`[tracking] refresh run failed: ${errorText(error)}`) }, async () => {
    const run = await refreshDuePackages(deps);
    if (run.checked || run.failed) deps.log(`[tracking] refreshed ${run.checked}, failed ${run.failed}${run.rateLimited ? ' (rate limited, resuming next run)' : ''}`);
  });
}
