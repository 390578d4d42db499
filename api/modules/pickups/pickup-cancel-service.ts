import { and, eq, gte } from 'drizzle-orm';
import { PICKUP_MESSAGES, type PickupBooked } from '../../../shared/pickup/pickup-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { pickups } from '../../db/tables';
import { recordAlert } from '../alerts/alert-events';
import { ownChangeablePickup, releaseToReceived } from './pickup-changes';
import { pickupAnswer } from './pickup-service';

/**
 * DELETE /api/pickup/{id}: the caller's pickup cancelled (decision 184), in one transaction: its packages received
 * again, its place in the slot free (only scheduled pickups count), its pass refused from then on, and the
 * `pickup-cancelled` alert recorded. The pickup keeps its packages' links as the record of what was booked.
 */
export async function cancelPickup(deps: AppDeps, userId: number, pickupId: number): Promise<PickupBooked> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    const { pickup, packageIds } = await ownChangeablePickup(tx, userId, pickupId, now);
    await tx.update(pickups).set({ status: 'cancelled', updatedAt: now }).where(eq(pickups.id, pickup.id));
    await releaseToReceived(tx, packageIds, now);
    await recordAlert(tx, userId, { kind: 'pickup-cancelled', pickupId: pickup.id, date: pickup.pickupDate, time: pickup.pickupTime, packages: packageIds.length }, now);
  });
  deps.alerts.kick();
  return pickupAnswer(deps.db, pickupId, PICKUP_MESSAGES.cancelled);
}

/** The caller's pickup was cancelled at or after `since` (a run cut short): its answer, for the retry. */
export async function cancelledSince(db: Db, userId: number, pickupId: number, since: Date): Promise<PickupBooked | undefined> {
  const [row] = await db
    .select({ id: pickups.id })
    .from(pickups)
    .where(and(eq(pickups.id, pickupId), eq(pickups.userId, userId), eq(pickups.status, 'cancelled'), gte(pickups.updatedAt, since)))
    .limit(1);
  return row && pickupAnswer(db, row.id, PICKUP_MESSAGES.cancelled);
}
