import { and, desc, eq } from 'drizzle-orm';
import { detectCarrier, isWellFormedTrackingNumber, normalizeTrackingNumber, trackingUrlFor } from '../../../shared/packages/carriers';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { neutralPackageTitle } from '../../../shared/packages/neutral-package-title';
import { RECEIVING_MESSAGES } from '../../../shared/receiving/receiving-messages';
import type { SuiteOwner } from '../../../shared/receiving/suite-owner-schema';
import type { CreateUnidentifiedParcel, UnidentifiedParcel, UnidentifiedParcelStatus } from '../../../shared/receiving/unidentified-parcel-schema';
import { canUndo } from '../../../shared/receiving/undo-window';
import { paidPlan } from '../../../shared/plans/plan-catalog';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, unidentifiedParcels, type PackageRow, type UnidentifiedParcelRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { recordWorkflowStep } from '../packages/package-workflow';
import { deletePhotoFiles, deleteUnidentifiedParcelPhotoRows, movePhotosToPackage, photosByUnidentifiedParcel } from '../photos/photo-service';
import { movePhotosToParcel, revertToPending } from './warehouse-handling-service';
import { anyPackage } from '../packages/package-lookup';
import { latestSubscription } from '../subscriptions/subscription-view';
import { closeTaskOnReceipt } from '../missing-parcels/missing-parcel-service';
import { ownerOfSuite, suiteOrRefuse, toSuiteOwner } from './suite-owner-service';

/** Parcels as the API answers them, their photos read in one query. */
export async function toParcelViews(db: Db, rows: UnidentifiedParcelRow[]): Promise<UnidentifiedParcel[]> {
  const pictures = await photosByUnidentifiedParcel(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    tracking_number: row.trackingNumber,
    suite_code: row.suiteCode,
    weight_lb: row.weightLb,
    notes: row.notes,
    status: row.status,
    package_id: row.packageId,
    photos: pictures.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
  }));
}

export const toParcelView = async (db: Db, row: UnidentifiedParcelRow): Promise<UnidentifiedParcel> => (await toParcelViews(db, [row]))[0]!;

export async function anyParcel(db: Db, id: number): Promise<UnidentifiedParcelRow> {
  const [row] = await db.select().from(unidentifiedParcels).where(eq(unidentifiedParcels.id, id)).limit(1);
  if (!row) throw new DomainError('not-found', RECEIVING_MESSAGES.parcelNotFound);
  return row;
}

export const openParcelWithNumber = async (db: Db, trackingNumber: string): Promise<UnidentifiedParcelRow | undefined> =>
  (await db.select().from(unidentifiedParcels).where(and(eq(unidentifiedParcels.trackingNumber, trackingNumber), eq(unidentifiedParcels.status, 'open'))).limit(1))[0];

/** Staff: a parcel whose number matched no package is logged; one open parcel per number. */
export async function createParcel(deps: AppDeps, staff: UserRow, input: CreateUnidentifiedParcel): Promise<UnidentifiedParcelRow> {
  const trackingNumber = normalizeTrackingNumber(input.tracking_number);
  if (!isWellFormedTrackingNumber(trackingNumber)) throw new DomainError('invalid-input', PACKAGE_MESSAGES.invalidNumber, { field: 'tracking_number' });
  const suiteCode = input.suite_code ? suiteOrRefuse(input.suite_code) : null;
  const now = deps.now();
  const [row] = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(unidentifiedParcels)
      .values({ trackingNumber, suiteCode, weightLb: input.weight_lb ?? null, notes: input.notes || null, loggedByUserId: staff.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning(),
  );
  if (!row) throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyOpen, { field: 'tracking_number' });
  return row;
}

export const listParcels = async (db: Db, status: UnidentifiedParcelStatus): Promise<UnidentifiedParcelRow[]> =>
  await db.select().from(unidentifiedParcels).where(eq(unidentifiedParcels.status, status)).orderBy(desc(unidentifiedParcels.createdAt), desc(unidentifiedParcels.id));

/** The package is received from the parcel: its weight, the owner's plan days, the staff member as the actor. */
async function receiveFromParcel(db: Db, row: PackageRow, parcel: UnidentifiedParcelRow, actorUserId: number | null, now: Date): Promise<void> {
  const subscription = await latestSubscription(db, row.userId);
  await recordWorkflowStep(
    db,
    { packageId: row.id, type: 'received', description: 'Received at the Miami warehouse', actorUserId, at: now },
    { receivedAt: now, weightLb: parcel.weightLb ?? row.weightLb, storageDays: subscription ? paidPlan(subscription.planType).storageDays : null, trackingNextCheckAt: null },
  );
  await movePhotosToPackage(db, parcel.id, row.id);
}

/**
 * The customer's package with this number: theirs if they registered it (still pending), with their title; otherwise a
 * new one with a neutral title in their language. Staff notes stay on the parcel (decision 183).
 */
async function ownerPackage(db: Db, owner: UserRow, parcel: UnidentifiedParcelRow, now: Date): Promise<PackageRow> {
  const [existing] = await db.select().from(packages).where(and(eq(packages.userId, owner.id), eq(packages.trackingNumber, parcel.trackingNumber))).limit(1);
  if (existing) {
    if (existing.deliveryStatus !== 'pending') throw new DomainError('conflict', RECEIVING_MESSAGES.customerAlreadyReceived);
    return existing;
  }
  const carrier = detectCarrier(parcel.trackingNumber).carrier;
  const [created] = await db
    .insert(packages)
    .values({
      userId: owner.id,
      trackingNumber: parcel.trackingNumber,
      title: neutralPackageTitle(parcel.trackingNumber, carrier, owner.language),
      carrier,
      trackingUrl: carrier ? trackingUrlFor(carrier, parcel.trackingNumber) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

/** Staff give an open parcel to the customer with this suite: their package, received now. The plan's cap does not stop a parcel already here. */
export async function assignParcel(
  deps: AppDeps,
  staff: UserRow,
  id: number,
  suiteInput: string,
): Promise<{ parcel: UnidentifiedParcelRow; packageRow: PackageRow; owner: SuiteOwner }> {
  suiteOrRefuse(suiteInput);
  const now = deps.now();
  const assigned = await writeTransaction(deps.db, async (tx) => {
    const parcel = await anyParcel(tx, id);
    if (parcel.status !== 'open') throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyAssigned);
    const owner = await ownerOfSuite(tx, suiteInput);
    const row = await ownerPackage(tx, owner, parcel, now);
    await receiveFromParcel(tx, row, parcel, staff.id, now);
    await closeTaskOnReceipt(tx, row.id, 'assigned', staff.id, now);
    const [updated] = await tx
      .update(unidentifiedParcels)
      .set({ status: 'assigned', packageId: row.id, resolvedAt: now, updatedAt: now })
      .where(eq(unidentifiedParcels.id, parcel.id))
      .returning();
    return { parcel: updated!, packageRow: await anyPackage(tx, row.id), owner: await toSuiteOwner(tx, owner, now) };
  });
  deps.alerts.kick();
  return assigned;
}

/**
 * A customer registered a number an open parcel has: the package arrives received, by the staff member who logged the
 * parcel; its storage clock starts now, since the customer could not have known it was here. True when matched.
 */
export async function matchOnRegistration(deps: AppDeps, row: PackageRow): Promise<boolean> {
  const now = deps.now();
  const matched = await writeTransaction(deps.db, async (tx) => {
    const parcel = await openParcelWithNumber(tx, row.trackingNumber);
    if (!parcel) return false;
    await tx.update(unidentifiedParcels).set({ status: 'matched', packageId: row.id, resolvedAt: now, updatedAt: now }).where(eq(unidentifiedParcels.id, parcel.id));
    await receiveFromParcel(tx, row, parcel, parcel.loggedByUserId, now);
    return true;
  });
  if (matched) deps.alerts.kick();
  return matched;
}

/**
 * Undo of the parcel's latest step, within the window: a parcel just logged is removed (with its photos); a
 * parcel just assigned is open again and the package the assignment made is removed (or, when the customer had
 * registered the number, put back to pending). A matched parcel is undone through its package's receipt.
 */
export async function undoParcel(deps: AppDeps, id: number): Promise<UnidentifiedParcelRow | null> {
  const now = deps.now();
  const logged = await anyParcel(deps.db, id);
  if (logged.status === 'open') {
    if (!canUndo(logged.createdAt, now)) throw new DomainError('conflict', RECEIVING_MESSAGES.undoExpired);
    // The parcel and its photo rows go together, only while it is still open: an assignment (or a match) that landed
    // since it was read keeps the parcel and its photos, and the undo is refused. The files go once that committed.
    const removedPhotos = await writeTransaction(deps.db, async (tx) => {
      const rows = await deleteUnidentifiedParcelPhotoRows(tx, logged.id);
      const [removed] = await tx
        .delete(unidentifiedParcels)
        .where(and(eq(unidentifiedParcels.id, logged.id), eq(unidentifiedParcels.status, 'open')))
        .returning({ id: unidentifiedParcels.id });
      if (!removed) {
        await anyParcel(tx, logged.id); // not found when another undo removed it
        throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyAssigned);
      }
      return rows;
    });
    await deletePhotoFiles(deps, removedPhotos);
    return null;
  }
  return writeTransaction(deps.db, async (tx) => {
    const parcel = await anyParcel(tx, id);
    if (parcel.status !== 'assigned') throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyAssigned);
    if (!parcel.resolvedAt || !canUndo(parcel.resolvedAt, now)) throw new DomainError('conflict', RECEIVING_MESSAGES.undoExpired);
    if (parcel.packageId !== null) {
      const row = await anyPackage(tx, parcel.packageId);
      if (row.deliveryStatus !== 'received') throw new DomainError('conflict', RECEIVING_MESSAGES.undoNotReceived);
      await movePhotosToParcel(tx, row.id, parcel.id);
      // The assignment made the package in the same instant it resolved the parcel; an older one was the customer's.
      if (row.createdAt.getTime() === parcel.resolvedAt.getTime()) await tx.delete(packages).where(eq(packages.id, row.id));
      else await revertToPending(tx, row.id, now);
    }
    const [reopened] = await tx
      .update(unidentifiedParcels)
      .set({ status: 'open', packageId: null, resolvedAt: null, updatedAt: now })
      .where(eq(unidentifiedParcels.id, parcel.id))
      .returning();
    return reopened!;
  });
}
