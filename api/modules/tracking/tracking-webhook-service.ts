import { and, eq } from 'drizzle-orm';
import type { TrackingUpdate } from '../../adapters/tracking/tracking-provider';
import type { AppDeps } from '../../app-deps';
import { packages } from '../../db/tables';
import { applyDeliveryTrackingUpdate } from '../deliveries/delivery-tracking';
import { applyTrackingResult, isTrackable } from './tracking-refresh-service';

/**
 * A pushed carrier update reaches every package still with the carrier under that number, or the delivery on its way
 * out with that label; `ignored` when none is.
 */
export async function applyTrackingUpdate(deps: AppDeps, update: TrackingUpdate): Promise<'applied' | 'ignored'> {
  const rows = (
    await deps.db
      .select()
      .from(packages)
      .where(and(eq(packages.trackingNumber, update.trackingNumber), eq(packages.deliveryStatus, 'pending')))
  ).filter(isTrackable);
  for (const row of rows) await applyTrackingResult(deps, row, update.result);
  const outbound = await applyDeliveryTrackingUpdate(deps, update.trackingNumber, update.result);
  return rows.length || outbound ? 'applied' : 'ignored';
}
