import { and, eq, inArray } from 'drizzle-orm';
import { PICKUP_MESSAGES } from '../../../shared/pickup/pickup-schema';
import { isSlotAhead } from '../../../shared/pickup/pickup-slots';
import type { Db } from '../../db/client';
import { packageWorkflow, packages, pickups } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { pickupPackageIds, type PickupRow } from './pickup-queries';

/**
 * The caller's pickup that may still be cancelled or have packages added or taken off (decision 184): scheduled,
 * nothing of it handed over, and its slot still ahead. Anyone else's is 404, as one that does not exist.
 */
export async function ownChangeablePickup(tx: Db, userId: number, pickupId: number, now: Date): Promise<{ pickup: PickupRow; packageIds: number[] }> {
  const [pickup] = await tx.select().from(pickups).where(and(eq(pickups.id, pickupId), eq(pickups.userId, userId))).limit(1);
  if (!pickup) throw new DomainError('not-found', PICKUP_MESSAGES.notFound);
  if (pickup.status === 'cancelled') throw new DomainError('conflict', PICKUP_MESSAGES.alreadyCancelled);
  if (pickup.status === 'completed') throw new DomainError('conflict', PICKUP_MESSAGES.alreadyCollected);
  const packageIds = await pickupPackageIds(tx, pickup.id);
  const [handedOver] = packageIds.length
    ? await tx.select({ id: packages.id }).from(packages).where(and(inArray(packages.id, packageIds), eq(packages.deliveryStatus, 'picked_up'))).limit(1)
    : [];
  if (handedOver) throw new DomainError('conflict', PICKUP_MESSAGES.alreadyCollected);
  if (!isSlotAhead(pickup.pickupDate, pickup.pickupTime, now)) throw new DomainError('conflict', PICKUP_MESSAGES.pastPickup);
  return { pickup, packageIds };
}

/**
 * Packages taken off a booking are received again, as if never booked: the booked day and time cleared and their
 * "scheduled" workflow entries removed, so the package's history says received, not a pickup that will not happen.
 * The cancelled pickup itself keeps the record of the booking.
 */
export async function releaseToReceived(tx: Db, packageIds: readonly number[], at: Date): Promise<void> {
  if (packageIds.length === 0) return;
  const ids = [...packageIds];
  await tx
    .update(packages)
    .set({ deliveryStatus: 'received', scheduledDeliveryDate: null, deliveryInstructions: null, updatedAt: at })
    .where(and(inArray(packages.id, ids), eq(packages.deliveryStatus, 'scheduled')));
  await tx.delete(packageWorkflow).where(and(inArray(packageWorkflow.packageId, ids), eq(packageWorkflow.type, 'scheduled')));
}
