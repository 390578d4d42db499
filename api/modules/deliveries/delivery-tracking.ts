import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { isFinalTrackingStatus } from '../../../shared/packages/tracking-status';
import { TRACKING_CARRIER, type ShippingCarrier } from '../../adapters/shipping/shipping-provider';
import { isTrackingError, type TrackingResult } from '../../adapters/tracking/tracking-provider';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { deliveries, deliveryTrackingEvents, type DeliveryRow } from '../../db/tables';
import { errorText } from '../payments/gateway-errors';
import { ENHANCED_TRACKING_RECHECK_MS } from '../tracking/enhanced-tracking';
import { checkedRecently, onDemandRefusal } from '../tracking/tracking-on-demand';
import { failureBackoffMs } from '../tracking/tracking-refresh-service';
import { recordDeliveryNews, sendDeliveryNews } from './delivery-announcements';
import { ownDeliveryRow, packageIdsOf } from './delivery-queries';

const BATCH_LIMIT = 50;

/**
 * Stores what the carrier reports of a shipped delivery: new scans once each and the status; delivered ends it (the
 * customer is told once). A paid delivery is followed as closely as enhanced tracking.
 */
export async function applyDeliveryTracking(deps: AppDeps, row: DeliveryRow, result: TrackingResult): Promise<void> {
  const now = deps.now();
  const delivered = result.status === 'delivered';
  const mail = await writeTransaction(deps.db, async (tx) => {
    for (const event of result.events) {
      await tx
        .insert(deliveryTrackingEvents)
        .values({ deliveryId: row.id, status: event.status, description: event.description.slice(0, 500), location: event.location, eventTime: event.time })
        .onConflictDoNothing();
    }
    const deliveredAt = delivered ? (result.events.findLast((event) => event.status === 'delivered')?.time ?? now) : null;
    const [stored] = await tx
      .update(deliveries)
      .set({
        trackingStatus: result.status,
        trackingCheckedAt: now,
        trackingError: null,
        trackingNextCheckAt: isFinalTrackingStatus(result.status) ? null : new Date(now.getTime() + ENHANCED_TRACKING_RECHECK_MS),
        ...(deliveredAt ? { stage: 'delivered' as const, deliveredAt } : {}),
        updatedAt: now,
      })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.stage, 'shipped')))
      .returning();
    if (!stored || !delivered) return null;
    return recordDeliveryNews(tx, deps, stored, 'delivered', (await packageIdsOf(tx, row.id)).length);
  });
  await sendDeliveryNews(deps, mail);
}

async function refreshDelivery(deps: AppDeps, row: DeliveryRow): Promise<void> {
  try {
    const carrier = TRACKING_CARRIER[row.carrier as ShippingCarrier] ?? null;
    const result = await deps.tracking.track({ trackingNumber: row.trackingCode!, carrier, registeredAt: row.labelBoughtAt ?? row.createdAt });
    await applyDeliveryTracking(deps, row, result);
  } catch (error) {
    const now = deps.now();
    await writeTransaction(deps.db, (tx) =>
      tx
        .update(deliveries)
        .set({ trackingError: errorText(error).slice(0, 500), trackingCheckedAt: now, trackingNextCheckAt: new Date(now.getTime() + failureBackoffMs(error)) })
        .where(eq(deliveries.id, row.id)),
    );
    throw error;
  }
}

/** Shipped deliveries due for a check, never checked first. */
export const dueDeliveries = (deps: AppDeps, limit = BATCH_LIMIT): Promise<DeliveryRow[]> =>
  deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.stage, 'shipped'), or(isNull(deliveries.trackingNextCheckAt), lte(deliveries.trackingNextCheckAt, deps.now()))))
    .orderBy(sql`${deliveries.trackingNextCheckAt} is not null`, asc(deliveries.trackingNextCheckAt), asc(deliveries.id))
    .limit(limit);

/** One run of the tracking job over the deliveries on their way; a rate limit stops it until the next run. */
export async function refreshDueDeliveries(deps: AppDeps): Promise<{ checked: number; failed: number }> {
  const run = { checked: 0, failed: 0 };
  for (const row of await dueDeliveries(deps)) {
    try {
      await refreshDelivery(deps, row);
      run.checked++;
    } catch (error) {
      run.failed++;
      if (isTrackingError(error, 'rate_limited')) break;
      deps.logger.warn({ module: 'deliveries' }, `delivery ${row.id} tracking: ${errorText(error)}`);
    }
  }
  return run;
}

/** A pushed carrier update of an outbound label: applied to the delivery on its way with that code. */
export async function applyDeliveryTrackingUpdate(deps: AppDeps, trackingCode: string, result: TrackingResult): Promise<boolean> {
  const rows = await deps.db.select().from(deliveries).where(and(eq(deliveries.trackingCode, trackingCode), eq(deliveries.stage, 'shipped')));
  for (const row of rows) await applyDeliveryTracking(deps, row, result);
  return rows.length > 0;
}

/**
 * POST /api/deliveries/{id}/refresh: the customer asks the carrier about their delivery on its way, at most once a
 * minute (as for a package); any other stage, or a check a moment ago, answers what is stored.
 */
export async function refreshOwnDelivery(deps: AppDeps, userId: number, id: number): Promise<DeliveryRow> {
  const row = await ownDeliveryRow(deps.db, userId, id);
  if (row.stage === 'shipped' && row.trackingCode && !checkedRecently(row.trackingCheckedAt, deps.now())) {
    try {
      await refreshDelivery(deps, row);
    } catch (error) {
      throw onDemandRefusal(error);
    }
  }
  return ownDeliveryRow(deps.db, userId, id);
}
