import { and, desc, eq } from 'drizzle-orm';
import { detectCarrier, isWellFormedTrackingNumber, normalizeTrackingNumber, trackingUrlFor } from '../../shared/packages/carriers';
import { PACKAGE_MESSAGES } from '../../shared/packages/package-messages';
import { PACKAGE_TITLE_MAX_LENGTH } from '../../shared/packages/package-schemas';
import { RECEIVING_MESSAGES } from '../../shared/receiving/receiving-messages';
import { normalizeSuiteCode } from '../../shared/receiving/suite-code-input';
import type { CreateUnidentifiedParcel, UnidentifiedParcel, UnidentifiedParcelStatus } from '../../shared/receiving/unidentified-parcel-schema';
import { canUndo } from '../../shared/receiving/undo-window';
import { paidPlan } from '../../shared/plans/plan-catalog';
import type { AppDeps } from '../app-deps';
import { type Db, writeTransaction } from '../db/client';
import { packages, type PackageRow } from '../db/schema/packages';
import { unidentifiedParcels, type UnidentifiedParcelRow } from '../db/schema/unidentified-parcels';
import { users, type UserRow } from '../db/schema/users';
import { DomainError } from '../domain/domain-error';
import { recordWorkflowStep } from './package-workflow';
import { deleteUnidentifiedParcelPhotos, movePhotosToPackage, photosByUnidentifiedParcel } from './photo-service';
import { movePhotosToParcel, revertToPending } from './warehouse-handling-service';
import { anyPackage } from './package-lookup';
import { subscriptions } from '../db/schema/subscriptions';

/** A package nobody named gets this title, unless staff wrote notes about it. */
const UNIDENTIFIED_TITLE = 'Unidentified parcel';

/** Parcels as the API answers them, their photos read in one query. */
export function toParcelViews(db: Db, rows: UnidentifiedParcelRow[]): UnidentifiedParcel[] {
  const pictures = photosByUnidentifiedParcel(db, rows.map((row) => row.id));
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

export const toParcelView = (db: Db, row: UnidentifiedParcelRow): UnidentifiedParcel => toParcelViews(db, [row])[0]!;

export function anyParcel(db: Db, id: number): UnidentifiedParcelRow {
  const row = db.select().from(unidentifiedParcels).where(eq(unidentifiedParcels.id, id)).get();
  if (!row) throw new DomainError('not-found', RECEIVING_MESSAGES.parcelNotFound);
  return row;
}

export const openParcelWithNumber = (db: Db, trackingNumber: string): UnidentifiedParcelRow | undefined =>
  db.select().from(unidentifiedParcels).where(and(eq(unidentifiedParcels.trackingNumber, trackingNumber), eq(unidentifiedParcels.status, 'open'))).get();

/** A suite as typed or read off a label, or 400. */
function suiteOrRefuse(input: string): string {
  const suite = normalizeSuiteCode(input);
  if (!suite) throw new DomainError('invalid-input', RECEIVING_MESSAGES.suiteInvalid, { field: 'suite_code' });
  return suite;
}

/** Staff: a parcel whose number matched no package is logged; one open parcel per number. */
export function createParcel(deps: AppDeps, staff: UserRow, input: CreateUnidentifiedParcel): UnidentifiedParcelRow {
  const trackingNumber = normalizeTrackingNumber(input.tracking_number);
  if (!isWellFormedTrackingNumber(trackingNumber)) throw new DomainError('invalid-input', PACKAGE_MESSAGES.invalidNumber, { field: 'tracking_number' });
  const suiteCode = input.suite_code ? suiteOrRefuse(input.suite_code) : null;
  const now = deps.now();
  const row = deps.db
    .insert(unidentifiedParcels)
    .values({ trackingNumber, suiteCode, weightLb: input.weight_lb ?? null, notes: input.notes || null, loggedByUserId: staff.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!row) throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyOpen, { field: 'tracking_number' });
  return row;
}

export const listParcels = (db: Db, status: UnidentifiedParcelStatus): UnidentifiedParcelRow[] =>
  db.select().from(unidentifiedParcels).where(eq(unidentifiedParcels.status, status)).orderBy(desc(unidentifiedParcels.createdAt), desc(unidentifiedParcels.id)).all();

/** The package is received from the parcel: its weight, the owner's plan days, the staff member as the actor. */
function receiveFromParcel(db: Db, row: PackageRow, parcel: UnidentifiedParcelRow, actorUserId: number | null, now: Date): void {
  // The newest subscription (subscription-view's latestSubscription, awaited once this transaction is).
  const subscription = db.select().from(subscriptions).where(eq(subscriptions.userId, row.userId)).orderBy(desc(subscriptions.id)).limit(1).get();
  recordWorkflowStep(
    db,
    { packageId: row.id, type: 'received', description: 'Received at the Miami warehouse', actorUserId, at: now },
    { receivedAt: now, weightLb: parcel.weightLb ?? row.weightLb, storageDays: subscription ? paidPlan(subscription.planType).storageDays : null, trackingNextCheckAt: null },
  );
  movePhotosToPackage(db, parcel.id, row.id);
}

/** The customer's package with this number: theirs if they registered it (still pending), otherwise a new one. */
function ownerPackage(db: Db, owner: UserRow, parcel: UnidentifiedParcelRow, now: Date): PackageRow {
  const existing = db.select().from(packages).where(and(eq(packages.userId, owner.id), eq(packages.trackingNumber, parcel.trackingNumber))).get();
  if (existing) {
    if (existing.deliveryStatus !== 'pending') throw new DomainError('conflict', RECEIVING_MESSAGES.customerAlreadyReceived);
    return existing;
  }
  const carrier = detectCarrier(parcel.trackingNumber).carrier;
  return db
    .insert(packages)
    .values({
      userId: owner.id,
      trackingNumber: parcel.trackingNumber,
      title: parcel.notes ? parcel.notes.slice(0, PACKAGE_TITLE_MAX_LENGTH) : UNIDENTIFIED_TITLE,
      carrier,
      trackingUrl: carrier ? trackingUrlFor(carrier, parcel.trackingNumber) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

/** Staff give an open parcel to the customer with this suite: their package, received now. The plan's cap does not stop a parcel already here. */
export function assignParcel(deps: AppDeps, staff: UserRow, id: number, suiteInput: string): { parcel: UnidentifiedParcelRow; packageRow: PackageRow } {
  const suiteCode = suiteOrRefuse(suiteInput);
  const now = deps.now();
  const assigned = writeTransaction(deps.db, (tx) => {
    const parcel = anyParcel(tx, id);
    if (parcel.status !== 'open') throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyAssigned);
    const owner = tx.select().from(users).where(eq(users.suiteCode, suiteCode)).get();
    if (!owner) throw new DomainError('not-found', RECEIVING_MESSAGES.suiteNotFound, { field: 'suite_code' });
    const row = ownerPackage(tx, owner, parcel, now);
    receiveFromParcel(tx, row, parcel, staff.id, now);
    const updated = tx
      .update(unidentifiedParcels)
      .set({ status: 'assigned', packageId: row.id, resolvedAt: now, updatedAt: now })
      .where(eq(unidentifiedParcels.id, parcel.id))
      .returning()
      .get();
    return { parcel: updated, packageRow: anyPackage(tx, row.id) };
  });
  deps.alerts.kick();
  return assigned;
}

/**
 * A customer registered a number an open parcel has: the package arrives received, by the staff member who logged the
 * parcel; its storage clock starts now, since the customer could not have known it was here. True when matched.
 */
export function matchOnRegistration(deps: AppDeps, row: PackageRow): boolean {
  const now = deps.now();
  const matched = writeTransaction(deps.db, (tx) => {
    const parcel = openParcelWithNumber(tx, row.trackingNumber);
    if (!parcel) return false;
    tx.update(unidentifiedParcels).set({ status: 'matched', packageId: row.id, resolvedAt: now, updatedAt: now }).where(eq(unidentifiedParcels.id, parcel.id)).run();
    receiveFromParcel(tx, row, parcel, parcel.loggedByUserId, now);
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
  const logged = anyParcel(deps.db, id);
  if (logged.status === 'open') {
    if (!canUndo(logged.createdAt, now)) throw new DomainError('conflict', RECEIVING_MESSAGES.undoExpired);
    await deleteUnidentifiedParcelPhotos(deps, logged.id);
    deps.db.delete(unidentifiedParcels).where(and(eq(unidentifiedParcels.id, logged.id), eq(unidentifiedParcels.status, 'open'))).run();
    return null;
  }
  return writeTransaction(deps.db, (tx) => {
    const parcel = anyParcel(tx, id);
    if (parcel.status !== 'assigned') throw new DomainError('conflict', RECEIVING_MESSAGES.parcelAlreadyAssigned);
    if (!parcel.resolvedAt || !canUndo(parcel.resolvedAt, now)) throw new DomainError('conflict', RECEIVING_MESSAGES.undoExpired);
    if (parcel.packageId !== null) {
      const row = anyPackage(tx, parcel.packageId);
      if (row.deliveryStatus !== 'received') throw new DomainError('conflict', RECEIVING_MESSAGES.undoNotReceived);
      movePhotosToParcel(tx, row.id, parcel.id);
      // The assignment made the package in the same instant it resolved the parcel; an older one was the customer's.
      if (row.createdAt.getTime() === parcel.resolvedAt.getTime()) tx.delete(packages).where(eq(packages.id, row.id)).run();
      else revertToPending(tx, row.id, now);
    }
    return tx
      .update(unidentifiedParcels)
      .set({ status: 'open', packageId: null, resolvedAt: null, updatedAt: now })
      .where(eq(unidentifiedParcels.id, parcel.id))
      .returning()
      .get();
  });
}
