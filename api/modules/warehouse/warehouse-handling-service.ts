import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Carrier } from '../../../shared/packages/carrier-names';
import { trackingUrlFor } from '../../../shared/packages/carriers';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { DISPOSAL_MESSAGES } from '../../../shared/storage/disposal-messages';
import type { MarkPickedUpRequest, MarkReceivedRequest } from '../../../shared/packages/package-schemas';
import { RECEIVING_MESSAGES } from '../../../shared/receiving/receiving-messages';
import { canUndo } from '../../../shared/receiving/undo-window';
import { paidPlan } from '../../../shared/plans/plan-catalog';
import { newYorkDateString, newYorkDateTimeToInstant } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packageWorkflow, packages, photos, pickupPackages, pickups, unidentifiedParcels, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { anyPackage } from '../packages/package-lookup';
import { recordWorkflowStep, stepRecordedSince } from '../packages/package-workflow';
import { recordAlert } from '../alerts/alert-events';
import { latestSubscription } from '../subscriptions/subscription-view';
import { closeTaskOnReceipt, reopenTaskAfterUndo } from '../missing-parcels/missing-parcel-service';

const RECEIVED_DATE_IN_FUTURE = 'The received date cannot be in the future';

/** Staff: the parcel is at the warehouse. Its storage clock starts; carrier polling stops. Irreversible after the undo window. */
export async function markReceived(deps: AppDeps, staff: UserRow, id: number, input: MarkReceivedRequest): Promise<void> {
  const now = deps.now();
  const today = newYorkDateString(now);
  if (input.received_date && input.received_date > today) throw new DomainError('invalid-input', RECEIVED_DATE_IN_FUTURE, { field: 'received_date' });
  // A past day is recorded at its noon, New York time; today is recorded as now.
  const receivedAt = input.received_date && input.received_date < today ? newYorkDateTimeToInstant(input.received_date, '12:00') : now;
  await writeTransaction(deps.db, async (tx) => {
    const row = await anyPackage(tx, id);
    if (row.deliveryStatus !== 'pending') throw new DomainError('conflict', PACKAGE_MESSAGES.alreadyReceived);
    const subscription = await latestSubscription(tx, row.userId);
    await recordWorkflowStep(
      tx,
      { packageId: row.id, type: 'received', description: 'Received at the Miami warehouse', actorUserId: staff.id, at: now },
      {
        receivedAt,
        weightLb: input.weight_lb ?? null,
        shelf: input.shelf || null,
        storageDays: subscription ? paidPlan(subscription.planType).storageDays : null,
        trackingNextCheckAt: null,
      },
    );
    await closeTaskOnReceipt(tx, row.id, 'received', staff.id, now);
  });
  deps.alerts.kick();
}

/** This staff member's receipt of the package, with this weight, was recorded at or after `since` (a run cut short). */
export async function receiptRecordedSince(db: Db, staffId: number, id: number, input: MarkReceivedRequest, since: Date): Promise<boolean> {
  const [row] = await db.select({ weightLb: packages.weightLb }).from(packages).where(eq(packages.id, id)).limit(1);
  return row !== undefined && row.weightLb === (input.weight_lb ?? null) && (await stepRecordedSince(db, id, 'received', staffId, since)) !== undefined;
}

/**
 * Staff undo a receipt within the window, while the package is still only received: it waits for the carrier again.
 * A package made by assigning an unidentified parcel is undone from the parcel; a matched one gives its parcel back.
 */
export async function undoReceived(deps: AppDeps, id: number): Promise<void> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    const row = await anyPackage(tx, id);
    if (row.deliveryStatus !== 'received') throw new DomainError('conflict', RECEIVING_MESSAGES.undoNotReceived);
    const [receipt] = await tx
      .select()
      .from(packageWorkflow)
      .where(and(eq(packageWorkflow.packageId, id), eq(packageWorkflow.type, 'received')))
      .orderBy(desc(packageWorkflow.date), desc(packageWorkflow.id))
      .limit(1);
    if (!receipt || !canUndo(receipt.date, now)) throw new DomainError('conflict', RECEIVING_MESSAGES.undoExpired);
    const [parcel] = await tx.select().from(unidentifiedParcels).where(eq(unidentifiedParcels.packageId, id)).limit(1);
    if (parcel?.status === 'assigned') throw new DomainError('conflict', RECEIVING_MESSAGES.undoAssignedParcel);
    await revertToPending(tx, id, now);
    if (parcel) {
      await movePhotosToParcel(tx, id, parcel.id);
      await tx.update(unidentifiedParcels).set({ status: 'open', packageId: null, resolvedAt: null, updatedAt: now }).where(eq(unidentifiedParcels.id, parcel.id));
    }
  });
}

/** The package waits for the carrier again: no receipt entry, storage clock, weight or storage days. */
export async function revertToPending(db: Db, packageId: number, now: Date): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await tx.delete(packageWorkflow).where(and(eq(packageWorkflow.packageId, packageId), eq(packageWorkflow.type, 'received')));
    await reopenTaskAfterUndo(tx, packageId);
    await tx
      .update(packages)
      .set({ deliveryStatus: 'pending', receivedAt: null, weightLb: null, storageDays: null, trackingNextCheckAt: null, updatedAt: now })
      .where(eq(packages.id, packageId));
  });
}

/** An undone assignment or match gives the parcel back its photos (with any taken of the package meanwhile). */
export async function movePhotosToParcel(db: Db, packageId: number, parcelId: number): Promise<void> {
  await writeTransaction(db, (tx) => tx.update(photos).set({ packageId: null, unidentifiedParcelId: parcelId }).where(eq(photos.packageId, packageId)));
}

/** Staff: handed over to the named person. A pickup whose packages are all collected is completed. */
export async function markPickedUp(deps: AppDeps, staff: UserRow, id: number, input: MarkPickedUpRequest): Promise<void> {
  const now = deps.now();
  await writeTransaction(deps.db, (tx) => handOverPackage(tx, staff, id, input.pickup_by, now));
  deps.alerts.kick();
}

/**
 * One package handed over inside the caller's transaction: its workflow entry and collector, and the pickup it was
 * booked on completed once all of its packages are collected (the pass's handover hands over each in turn). The owner's
 * "collected" alert is recorded once for the completed pickup, or for the package handed over without one (decision
 * 181); the caller kicks `deps.alerts` after its transaction.
 */
export async function handOverPackage(tx: Db, staff: UserRow, id: number, pickupBy: string, now: Date): Promise<void> {
  const row = await anyPackage(tx, id);
  if (row.deliveryStatus === 'picked_up') throw new DomainError('conflict', PACKAGE_MESSAGES.alreadyPickedUp);
  if (row.deliveryStatus === 'pending') throw new DomainError('conflict', PACKAGE_MESSAGES.notReceived);
  if (row.deliveryStatus === 'disposed') throw new DomainError('conflict', DISPOSAL_MESSAGES.disposedNotHandedOver);
  await recordWorkflowStep(
    tx,
    { packageId: row.id, type: 'picked_up', description: `Picked up by ${pickupBy}`, actorUserId: staff.id, at: now, pickupBy },
    { pickedUpAt: now, pickedUpBy: pickupBy },
  );
  const booked = await completePickupsOf(tx, row.id, { collectedBy: pickupBy, staffId: staff.id, ownerId: row.userId }, now);
  if (booked === 0) {
    await recordAlert(tx, row.userId, { kind: 'pickup-collected', pickupId: null, packageIds: [row.id], titles: [row.title], collectedBy: pickupBy }, now);
  }
}

/** This staff member's handover of the package to this person was recorded at or after `since` (a run cut short). */
export async function handoverRecordedSince(db: Db, staffId: number, id: number, input: MarkPickedUpRequest, since: Date): Promise<boolean> {
  return (await stepRecordedSince(db, id, 'picked_up', staffId, since))?.pickupBy === input.pickup_by;
}

/**
 * A scheduled pickup whose every package has been collected is completed, with who collected the last of them and who
 * handed it over, and its owner's alert recorded. Answers how many scheduled pickups the package was booked on.
 */
async function completePickupsOf(tx: Db, packageId: number, handover: { collectedBy: string; staffId: number; ownerId: number }, now: Date): Promise<number> {
  const booked = await tx
    .select({ pickupId: pickupPackages.pickupId })
    .from(pickupPackages)
    .innerJoin(pickups, eq(pickups.id, pickupPackages.pickupId))
    .where(and(eq(pickupPackages.packageId, packageId), eq(pickups.status, 'scheduled')));
  for (const { pickupId } of booked) {
    const [stillWaiting] = await tx
      .select({ id: packages.id })
      .from(pickupPackages)
      .innerJoin(packages, eq(packages.id, pickupPackages.packageId))
      .where(and(eq(pickupPackages.pickupId, pickupId), ne(packages.deliveryStatus, 'picked_up')))
      .limit(1);
    if (!stillWaiting) {
      await tx
        .update(pickups)
        .set({ status: 'completed', collectedBy: handover.collectedBy, handedOverAt: now, handedOverBy: handover.staffId, updatedAt: now })
        .where(eq(pickups.id, pickupId));
      const collected = await tx
        .select({ id: packages.id, title: packages.title })
        .from(pickupPackages)
        .innerJoin(packages, eq(packages.id, pickupPackages.packageId))
        .where(eq(pickupPackages.pickupId, pickupId))
        .orderBy(asc(packages.id));
      const event = { kind: 'pickup-collected' as const, pickupId, packageIds: collected.map((p) => p.id), titles: collected.map((p) => p.title), collectedBy: handover.collectedBy };
      await recordAlert(tx, handover.ownerId, event, now);
    }
  }
  return booked.length;
}

/** Staff: the carrier of a number we could not tell, with its tracking page; the next refresh asks with it. */
export async function setCarrier(deps: AppDeps, id: number, carrier: Carrier | null): Promise<void> {
  const row = await anyPackage(deps.db, id);
  await writeTransaction(deps.db, (tx) =>
    tx
      .update(packages)
      .set({ carrier, trackingUrl: carrier ? trackingUrlFor(carrier, row.trackingNumber) : null, trackingNextCheckAt: null, updatedAt: deps.now() })
      .where(eq(packages.id, id)),
  );
}
