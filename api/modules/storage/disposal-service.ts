import { and, eq, gt } from 'drizzle-orm';
import type { ParcelDisposal } from '../../../shared/storage/disposal-schema';
import { DISPOSAL_MESSAGES } from '../../../shared/storage/disposal-messages';
import type { DisposalBlock } from '../../../shared/storage/disposal';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { storageExtensions, type PackageRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { recordAlert } from '../alerts/alert-events';
import { heldPackageIds } from '../deliveries/delivery-queries';
import { PAYPAL_APPROVAL_WINDOW_MS } from '../deliveries/stale-reservations';
import { anyPackage } from '../packages/package-lookup';
import { recordWorkflowStep, stepRecordedSince } from '../packages/package-workflow';
import { getSetting } from '../settings/settings-service';
import { toOverdueParcel } from './overdue-parcels-service';
import { overduePackages } from './overdue-packages';

const BLOCKED: Record<DisposalBlock, string> = {
  pickup: DISPOSAL_MESSAGES.pickupBooked,
  warnings: DISPOSAL_MESSAGES.warningsMissing,
  date: DISPOSAL_MESSAGES.tooEarly,
};

/** What the workflow entry says; the staff's note stays with the package for staff. */
const DISPOSED_DESCRIPTION = 'Disposed of under the storage policy';

const toAnswer = (row: PackageRow): ParcelDisposal => ({
  message: DISPOSAL_MESSAGES.recorded,
  disposal: {
    package_id: row.id,
    delivery_status: 'disposed',
    disposed_at: (row.disposedAt ?? row.updatedAt).toISOString(),
    disposed_by: row.disposedBy,
    note: row.disposalNote ?? '',
  },
});

/** A PayPal order for storage days of it still within its approval window (an older one has lapsed). */
async function storageBeingPaid(tx: Db, packageId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - PAYPAL_APPROVAL_WINDOW_MS);
  const [row] = await tx
    .select({ id: storageExtensions.id })
    .from(storageExtensions)
    .where(and(eq(storageExtensions.packageId, packageId), eq(storageExtensions.state, 'paying'), gt(storageExtensions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/admin/overdue-parcels/{id}/dispose: staff record that a parcel was disposed of under the overstay policy.
 * Only a received parcel past its last day, with the required warnings (with its photo) on record and the policy's day
 * come, as the overdue list says; not one booked on a pickup, held by a paid delivery or whose storage days are being
 * paid. In one transaction that reads all of it: the status, who, when and the note, the workflow entry, and the
 * customer's notice (mailed always, decision 180). Its storage clock stops: nothing counts it as waiting any more.
 */
export async function recordDisposal(deps: AppDeps, staff: { id: number }, packageId: number, note: string): Promise<ParcelDisposal> {
  const now = deps.now();
  const policy = await getSetting(deps.db, 'storage_policy');
  const row = await writeTransaction(deps.db, async (tx) => {
    const pkg = await anyPackage(tx, packageId);
    if (pkg.deliveryStatus === 'disposed') throw new DomainError('conflict', DISPOSAL_MESSAGES.alreadyDisposed);
    if (pkg.deliveryStatus !== 'received' && pkg.deliveryStatus !== 'scheduled') throw new DomainError('conflict', DISPOSAL_MESSAGES.notWaiting);
    const [overdue] = await overduePackages(tx, now, [pkg.id]);
    if (!overdue) throw new DomainError('conflict', DISPOSAL_MESSAGES.notOverdue);
    const parcel = toOverdueParcel(overdue, policy, newYorkDateString(now));
    if (parcel.disposal_block) throw new DomainError('conflict', BLOCKED[parcel.disposal_block], { disposal_from: parcel.disposal_from });
    if ((await heldPackageIds(tx, [pkg.id])).has(pkg.id)) throw new DomainError('conflict', DISPOSAL_MESSAGES.heldByDelivery);
    if (await storageBeingPaid(tx, pkg.id, now)) throw new DomainError('conflict', DISPOSAL_MESSAGES.storageBeingPaid);
    await recordWorkflowStep(
      tx,
      { packageId: pkg.id, type: 'disposed', description: DISPOSED_DESCRIPTION, actorUserId: staff.id, at: now },
      { disposedAt: now, disposedBy: staff.id, disposalNote: note },
    );
    await recordAlert(
      tx,
      pkg.userId,
      {
        kind: 'storage-disposed',
        packageId: pkg.id,
        trackingNumber: pkg.trackingNumber,
        title: pkg.title,
        lastDay: parcel.last_day,
        disposedOn: newYorkDateString(now),
        warnings: parcel.warnings.length,
      },
      now,
    );
    return anyPackage(tx, pkg.id);
  });
  deps.alerts.kick();
  return toAnswer(row);
}

/** After a crash: this staff member's disposal of the package recorded since `since`, answered as the first run would. */
export async function disposalRecordedSince(deps: AppDeps, staffId: number, packageId: number, since: Date): Promise<ParcelDisposal | undefined> {
  if (!(await stepRecordedSince(deps.db, packageId, 'disposed', staffId, since))) return undefined;
  return toAnswer(await anyPackage(deps.db, packageId));
}
