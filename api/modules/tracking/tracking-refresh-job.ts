import { Cron } from 'croner';
import { and, asc, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_TRACKING_STATUSES } from '../../../shared/packages/tracking-status';
import { isTrackingError } from '../../adapters/tracking/tracking-provider';
import type { AppDeps } from '../../app-deps';
import { packages, type PackageRow } from '../../db/tables';
import { refreshDueDeliveries } from '../deliveries/delivery-tracking';
import { errorText } from '../payments/gateway-errors';
import { inTurn } from '../../background/job-turns';
import { jobLogger } from '../../background/job-runs';
import { refreshTracking } from './tracking-refresh-service';

export const TRACKING_REFRESH_SCHEDULE = '*/10 * * * *';
export const TRACKING_REFRESH_JOB = 'tracking-refresh';
const BATCH_LIMIT = 100;
const CONCURRENCY = 4;
/** The button answers within a request: beyond this, the background runs catch up. */
export const MANUAL_LIMIT = 300;

export interface RefreshRun {
  checked: number;
  failed: number;
  /** The provider asked us to slow down: the run stopped early and the rest waits for the next. */
  rateLimited: boolean;
}

const stillWithCarrier = () => and(eq(packages.deliveryStatus, 'pending'), notInArray(packages.status, [...FINAL_TRACKING_STATUSES]));

/** Packages the carrier still has, due for a check (never checked first). */
export async function duePackages(deps: AppDeps, limit = BATCH_LIMIT): Promise<PackageRow[]> {
  return await deps.db
    .select()
    .from(packages)
    .where(and(stillWithCarrier(), or(isNull(packages.trackingNextCheckAt), lte(packages.trackingNextCheckAt, deps.now()))))
    .orderBy(sql`${packages.trackingNextCheckAt} is not null`, asc(packages.trackingNextCheckAt), asc(packages.id))
    .limit(limit);
}

/** Every package the carrier still has, whatever its next check (least recently checked first). */
export async function trackablePackages(deps: AppDeps, limit = MANUAL_LIMIT): Promise<PackageRow[]> {
  return await deps.db
    .select()
    .from(packages)
    .where(stillWithCarrier())
    .orderBy(sql`${packages.trackingCheckedAt} is not null`, asc(packages.trackingCheckedAt), asc(packages.id))
    .limit(limit);
}

/** A few packages at a time; a rate limit stops the run (the package that hit it is backed off). */
export async function refreshPackages(deps: AppDeps, rows: PackageRow[], concurrency = CONCURRENCY): Promise<RefreshRun> {
  const queue = [...rows];
  const run: RefreshRun = { checked: 0, failed: 0, rateLimited: false };
  const worker = async () => {
    for (let row = queue.shift(); row && !run.rateLimited; row = queue.shift()) {
      try {
        await refreshTracking(deps, row);
        run.checked++;
      } catch (error) {
        run.failed++;
        if (isTrackingError(error, 'rate_limited')) run.rateLimited = true;
        else deps.logger.warn({ module: 'tracking' }, `package ${row.id}: ${errorText(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return run;
}

/** One background run over the packages due. */
export const refreshDuePackages = async (deps: AppDeps, options: { limit?: number; concurrency?: number } = {}): Promise<RefreshRun> =>
  refreshPackages(deps, await duePackages(deps, options.limit), options.concurrency);

const manualRuns = new WeakMap<AppDeps, Promise<RefreshRun>>();

/**
 * The admin panel's 'Refresh Tracking': every package still with the carrier, now. Two staff pressing it
 * at once share one run instead of asking the provider twice.
 */
export function refreshAllTrackable(deps: AppDeps, options: { limit?: number; concurrency?: number } = {}): Promise<RefreshRun> {
  const running = manualRuns.get(deps);
  if (running) return running;
  // Registered before its first await, so a second press meanwhile shares this run.
  const run = (async () => refreshPackages(deps, await trackablePackages(deps, options.limit), options.concurrency))().finally(() => manualRuns.delete(deps));
  manualRuns.set(deps, run);
  return run;
}

/** Started by the server: every ten minutes, never two runs at once, by one instance of those on the database. */
export function startTrackingRefreshJob(deps: AppDeps, schedule = TRACKING_REFRESH_SCHEDULE): Cron {
  return new Cron(schedule, { protect: true }, (cron) =>
    inTurn(deps, TRACKING_REFRESH_JOB, cron, async () => {
      const run = await refreshDuePackages(deps);
      if (run.checked || run.failed) jobLogger(deps, TRACKING_REFRESH_JOB).info(`refreshed ${run.checked}, failed ${run.failed}${run.rateLimited ? ' (rate limited, resuming next run)' : ''}`);
      const outbound = await refreshDueDeliveries(deps);
      if (outbound.checked || outbound.failed) jobLogger(deps, TRACKING_REFRESH_JOB).info(`deliveries refreshed ${outbound.checked}, failed ${outbound.failed}`);
    }),
  );
}
