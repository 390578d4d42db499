import { and, desc, eq, gte } from 'drizzle-orm';
import { detectCarrier, isWellFormedTrackingNumber, normalizeTrackingNumber, trackingUrlFor } from '../../../shared/packages/carriers';
import { PACKAGE_LIMIT_REACHED_CODE, PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import type { TrackingCreateRequest } from '../../../shared/packages/package-schemas';
import type { PackageDetail } from '../../../shared/packages/package-schema';
import { hasValidAccess } from '../../../shared/subscription/access';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, type PackageRow, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { errorText } from '../payments/gateway-errors';
import { anyPackage, ownPackage } from './package-lookup';
import { deletePhotoFiles, photoRowsOfPackage } from '../photos/photo-service';
import { deleteInvoiceFiles, invoiceRowsOfPackage } from '../invoices/invoice-service';
import { declaredCents } from './declaration-service';
import { toPackageDetail } from './package-view';
import { userSubscriptionView } from '../subscriptions/subscription-view';
import { refreshTracking } from '../tracking/tracking-refresh-service';
import { matchOnRegistration } from '../warehouse/unidentified-parcels-service';

export const listOwnPackages = async (db: Db, userId: number): Promise<PackageRow[]> =>
  await db.select().from(packages).where(eq(packages.userId, userId)).orderBy(desc(packages.createdAt), desc(packages.id));

/** The number's form and carrier, then the plan's quota and valid access; the first tracking refresh may fail. */
export async function createPackage(deps: AppDeps, user: UserRow, input: TrackingCreateRequest): Promise<PackageDetail> {
  const trackingNumber = normalizeTrackingNumber(input.tracking_number);
  const carrier = input.carrier ?? detectCarrier(trackingNumber).carrier;
  const now = deps.now();
  // The quota is read in the transaction that adds the package: two adds at once cannot both take the last place.
  const [inserted] = await writeTransaction(deps.db, async (tx) => {
    const subscription = await userSubscriptionView(tx, user.id, now);
    if (!hasValidAccess(subscription, now)) throw new DomainError('not-allowed', PACKAGE_MESSAGES.accessRequired);
    if (!subscription.can_add_shipment) {
      throw new DomainError('not-allowed', PACKAGE_MESSAGES.quotaReached, { code: PACKAGE_LIMIT_REACHED_CODE, max_shipments: subscription.max_shipments });
    }
    if (!isWellFormedTrackingNumber(trackingNumber)) throw new DomainError('invalid-input', PACKAGE_MESSAGES.invalidNumber, { field: 'tracking_number' });
    return tx
      .insert(packages)
      .values({
        userId: user.id,
        trackingNumber,
        title: input.title,
        carrier,
        trackingUrl: carrier ? trackingUrlFor(carrier, trackingNumber) : null,
        estimatedDelivery: input.estimated_delivery ?? null,
        declaredValueCents: declaredCents(input.declared_value_usd),
        category: input.category ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
  });
  if (!inserted) throw new DomainError('conflict', PACKAGE_MESSAGES.duplicate, { field: 'tracking_number' });
  // Issue 8: a parcel staff logged as unidentified with this number is this customer's: it arrives already received,
  // and a received package is not asked about at the carrier.
  if (await matchOnRegistration(deps, inserted)) return toPackageDetail(deps.db, await anyPackage(deps.db, inserted.id));
  await refreshTracking(deps, inserted).catch((error: unknown) => deps.logger.error({ module: 'tracking' }, `first refresh of package ${inserted.id} failed: ${errorText(error)}`));
  return toPackageDetail(deps.db, await anyPackage(deps.db, inserted.id));
}

/** The package this customer added with this number at or after `since` (a create cut short after storing it). */
export async function ownPackageAddedSince(db: Db, userId: number, trackingNumber: string, since: Date): Promise<PackageDetail | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.userId, userId), eq(packages.trackingNumber, normalizeTrackingNumber(trackingNumber)), gte(packages.createdAt, since)))
    .limit(1);
  return row && toPackageDetail(db, row);
}

/** No package has this id any more (deleted: there is no trace of when or by whom). */
export const packageGone = async (db: Db, id: number): Promise<boolean> =>
  (await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).limit(1)).length === 0;

/** Only a package the warehouse has not touched can go; photos staff added to it and its invoice go with it, files included. */
export async function deleteOwnPackage(deps: AppDeps, userId: number, id: number): Promise<void> {
  // The status is checked in the transaction that deletes: staff receiving the parcel meanwhile keep it.
  const { photoRows, invoiceRows } = await writeTransaction(deps.db, async (tx) => {
    const row = await ownPackage(tx, userId, id);
    if (row.deliveryStatus !== 'pending') throw new DomainError('conflict', PACKAGE_MESSAGES.cannotDeleteArrived);
    const files = { photoRows: await photoRowsOfPackage(tx, row.id), invoiceRows: await invoiceRowsOfPackage(tx, row.id) };
    await tx.delete(packages).where(eq(packages.id, row.id)); // its photo and invoice rows go with it (ON DELETE CASCADE)
    return files;
  });
  await deletePhotoFiles(deps, photoRows);
  await deleteInvoiceFiles(deps, invoiceRows);
}
