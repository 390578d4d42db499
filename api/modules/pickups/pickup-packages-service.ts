import { and, eq, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { PICKUP_MESSAGES, type PickupBooked } from '../../../shared/pickup/pickup-schema';
import type { PickupPackagesRequest } from '../../../shared/pickup/pickup-slots';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, pickupPackages, pickups } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { recordAlert } from '../alerts/alert-events';
import { heldPackageIds } from '../deliveries/delivery-queries';
import { releaseStaleReservations } from '../deliveries/stale-reservations';
import { ownChangeablePickup, releaseToReceived } from './pickup-changes';
import { markScheduled, pickupAnswer, requirePlanAccess } from './pickup-service';

/** Packages to add: the caller's own (404), received (409: on another pickup, or not yet received) and not in a delivery (409). */
async function requireAddable(tx: Db, deps: AppDeps, userId: number, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const owned = await tx.select().from(packages).where(and(inArray(packages.id, ids), eq(packages.userId, userId)));
  if (owned.length !== ids.length) throw new DomainError('not-found', PACKAGE_MESSAGES.notFound);
  if (owned.some((row) => row.deliveryStatus === 'scheduled')) throw new DomainError('conflict', PICKUP_MESSAGES.packageInOtherPickup);
  if (owned.some((row) => row.deliveryStatus !== 'received')) throw new DomainError('conflict', PICKUP_MESSAGES.packageNotReady);
  await releaseStaleReservations(tx, deps, userId, now, ids);
  if ((await heldPackageIds(tx, ids)).size > 0) throw new DomainError('conflict', DELIVERY_MESSAGES.packageInDelivery);
}

/**
 * PUT /api/pickup/{id}/packages: the packages the caller's booked pickup holds, set to exactly these (decision 184).
 * Added ones are scheduled with the pickup's day, time and notes; the ones left out are received again. A pickup
 * may not be left with none: cancelling is the way to collect nothing. One transaction: a refusal changes nothing.
 */
export async function setPickupPackages(deps: AppDeps, userId: number, pickupId: number, input: PickupPackagesRequest): Promise<PickupBooked> {
  const now = deps.now();
  const changed = await writeTransaction(deps.db, async (tx) => {
    const { pickup, packageIds: linked } = await ownChangeablePickup(tx, userId, pickupId, now);
    if (input.package_ids.length === 0) throw new DomainError('invalid-input', PICKUP_MESSAGES.noPackagesLeft);
    await requirePlanAccess(tx, userId, now);
    const added = input.package_ids.filter((id) => !linked.includes(id));
    const removed = linked.filter((id) => !input.package_ids.includes(id));
    if (added.length === 0 && removed.length === 0) return false;
    await requireAddable(tx, deps, userId, added, now);
    if (removed.length) await tx.delete(pickupPackages).where(and(eq(pickupPackages.pickupId, pickup.id), inArray(pickupPackages.packageId, removed)));
    await releaseToReceived(tx, removed, now);
    if (added.length) await tx.insert(pickupPackages).values(added.map((packageId) => ({ pickupId: pickup.id, packageId })));
    const { pickupDate: date, pickupTime: time, notes } = pickup;
    await markScheduled(tx, added, { date, time, notes, description: `Added to the pickup of ${date} at ${time}`, actorUserId: userId, at: now });
    await tx.update(pickups).set({ updatedAt: now }).where(eq(pickups.id, pickup.id));
    await recordAlert(tx, userId, { kind: 'pickup-changed', pickupId: pickup.id, date, time, packages: input.package_ids.length }, now);
    return true;
  });
  if (changed) deps.alerts.kick();
  return pickupAnswer(deps.db, pickupId, PICKUP_MESSAGES.packagesUpdated);
}
