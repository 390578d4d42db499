import { eq, sql } from 'drizzle-orm';
import { CarrierSchema } from '../../../shared/packages/carrier-names';
import { isFinalTrackingStatus, TrackingStatusSchema } from '../../../shared/packages/tracking-status';
import { isTrackingError, type TrackingResult } from '../../adapters/tracking/tracking-provider';
import type { AppDeps } from '../../app-deps';
import { packages, trackingEvents, type PackageRow } from '../../db/tables';
import { errorText } from '../payments/gateway-errors';
import { writeTransaction } from '../../db/client';
import { recordAlert } from '../alerts/alert-events';
import { isTrackingNews, trackingRecheckMs } from './enhanced-tracking';
import { planGrants } from '../subscriptions/plan-grants';

const MINUTE_MS = 60_000;
/** When a provider limits us without saying how long to wait. */
const RATE_LIMIT_BACKOFF_MS = 15 * MINUTE_MS;
/** A failing number is asked again later, not at every run. */
const FAILURE_BACKOFF_MS = 30 * MINUTE_MS;

/** Still up to the carrier: not yet in the warehouse's hands, and nothing final reported. */
export const isTrackable = (row: Pick<PackageRow, 'deliveryStatus' | 'status'>) =>
  row.deliveryStatus === 'pending' && !isFinalTrackingStatus(TrackingStatusSchema.catch('pending').parse(row.status));

/** When the carrier says it delivered: its delivery scan's time (never later than now), or now without one. */
function deliveredAt(result: TrackingResult, now: Date): Date {
  const scans = result.events.filter((event) => event.status === 'delivered').map((event) => event.time.getTime());
  return new Date(scans.length ? Math.min(Math.max(...scans), now.getTime()) : now.getTime());
}

/**
 * Stores what the provider reports: new scans once each, the status, the raw answer; the next check follows, sooner
 * for an owner with enhanced tracking, who also gets an alert of the new status (decision 161). The one place a
 * carrier status is stored: the background job, the carrier's webhook and the customer's refresh all come here.
 */
export async function applyTrackingResult(deps: AppDeps, row: PackageRow, result: TrackingResult): Promise<void> {
  const now = deps.now();
  const final = isFinalTrackingStatus(result.status);
  const alerted = await writeTransaction(deps.db, async (tx) => {
    // Read here, not from `row`: another refresh, a webhook or a receipt may have moved the package since it was listed.
    const [before] = await tx
      .select({ status: packages.status, deliveryStatus: packages.deliveryStatus, carrierDeliveredAt: packages.carrierDeliveredAt })
      .from(packages)
      .where(eq(packages.id, row.id))
      .limit(1);
    const enhanced = await planGrants(tx, row.userId, 'enhanced_tracking', now);
    for (const event of result.events) {
      await tx
        .insert(trackingEvents)
        .values({ packageId: row.id, status: event.status, description: event.description.slice(0, 500), location: event.location, eventTime: event.time })
        .onConflictDoNothing();
    }
    const [stored] = await tx
      .update(packages)
      .set({
        status: result.status,
        // What staff set meanwhile (the carrier) or the carrier said before stays unless there is news.
        ...(result.estimatedDelivery != null ? { estimatedDelivery: result.estimatedDelivery } : {}),
        carrier: sql`coalesce(${packages.carrier}, ${CarrierSchema.safeParse(result.carrier).data ?? null})`,
        // The missing-parcel watchdog's clock starts at the carrier's first "delivered" (decision 177).
        ...(before && !before.carrierDeliveredAt && result.status === 'delivered' ? { carrierDeliveredAt: deliveredAt(result, now) } : {}),
        trackingRaw: JSON.stringify(result.raw),
        trackingError: null,
        trackingCheckedAt: now,
        trackingNextCheckAt: final ? null : new Date(now.getTime() + trackingRecheckMs(enhanced)),
        updatedAt: now,
      })
      .where(eq(packages.id, row.id))
      .returning({ title: packages.title, trackingNumber: packages.trackingNumber });
    // A package already in the warehouse's hands has its own alerts; Basic hears of its arrival only.
    if (!before || !stored || !enhanced || before.deliveryStatus !== 'pending' || !isTrackingNews(before.status, result.status)) return false;
    const event = { kind: 'tracking-update' as const, packageId: row.id, trackingNumber: stored.trackingNumber, title: stored.title, status: result.status };
    return recordAlert(tx, row.userId, event, now);
  });
  if (alerted) deps.alerts.kick();
}

/** How long a number that failed waits before it is asked again: what a rate limit asked for, else a back-off. */
export const failureBackoffMs = (error: unknown) =>
  isTrackingError(error, 'rate_limited') ? (error.retryAfterSeconds ?? RATE_LIMIT_BACKOFF_MS / 1000) * 1000 : FAILURE_BACKOFF_MS;

/** Asks the provider about one package. A failure is stored on the package (and backs it off), then rethrown. */
export async function refreshTracking(deps: AppDeps, row: PackageRow): Promise<void> {
  try {
    const result = await deps.tracking.track({ trackingNumber: row.trackingNumber, carrier: CarrierSchema.safeParse(row.carrier).data ?? null, registeredAt: row.createdAt });
    await applyTrackingResult(deps, row, result);
  } catch (error) {
    const now = deps.now();
    const wait = failureBackoffMs(error);
    await writeTransaction(deps.db, (tx) =>
      tx
        .update(packages)
        .set({ trackingError: errorText(error).slice(0, 500), trackingCheckedAt: now, trackingNextCheckAt: new Date(now.getTime() + wait) })
        .where(eq(packages.id, row.id)),
    );
    throw error;
  }
}
