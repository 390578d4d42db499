import { and, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Carrier } from '../../../shared/packages/carrier-names';
import type { DeliveryStatus, Package, PackageDetail, TrackingEvent, WorkflowEntry } from '../../../shared/packages/package-schema';
import { centsToUsd } from '../../../shared/packages/declared-value';
import type { PackageCategory } from '../../../shared/packages/package-categories';
import { sortWorkflowEntries } from '../../../shared/packages/package-status';
import { currentStoragePeriodStart, showsStorageBadge } from '../../../shared/packages/storage';
import { packageLastStorageDay } from '../../../shared/storage/package-last-day';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import { paidPlan } from '../../../shared/plans/plan-catalog';
import type { Db } from '../../db/client';
import { packageWorkflow, packages, pickupPackages, pickups, subscriptions, trackingEvents, type PackageRow } from '../../db/tables';
import { photosByPackage } from '../photos/photo-service';
import { invoicesByPackage } from '../invoices/invoice-queries';
import { openTasksByPackage } from '../missing-parcels/missing-parcel-queries';

type EventRow = typeof trackingEvents.$inferSelect;

const toEvent = (row: EventRow): TrackingEvent => ({
  id: row.id,
  status: row.status as TrackingStatus,
  description: row.description,
  event_time: row.eventTime.toISOString(),
  location: row.location,
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

interface OwnerStorage {
  periodStart: string | null;
  storageDays: number | null;
}

/** Each owner's storage period and plan storage days: two queries for all the owners on the page. */
export async function storageByOwner(db: Db, userIds: number[]): Promise<Map<number, OwnerStorage>> {
  const owners = [...new Set(userIds)];
  if (owners.length === 0) return new Map();
  const firstReceipts = new Map(
    (
      await db
        .select({ userId: packages.userId, first: min(packages.receivedAt) })
        .from(packages)
        .where(and(inArray(packages.userId, owners), inArray(packages.deliveryStatus, ['received', 'scheduled'])))
        .groupBy(packages.userId)
    ).map((row) => [row.userId, row.first]),
  );
  const newest = db.select({ id: max(subscriptions.id) }).from(subscriptions).where(inArray(subscriptions.userId, owners)).groupBy(subscriptions.userId);
  const plans = new Map((await db.select().from(subscriptions).where(inArray(subscriptions.id, newest))).map((row) => [row.userId, row]));
  return new Map(
    owners.map((userId) => {
      const first = firstReceipts.get(userId);
      const subscription = plans.get(userId);
      return [
        userId,
        {
          periodStart: currentStoragePeriodStart(first ? [first.toISOString()] : [], subscription?.storagePeriodResetAt?.toISOString()),
          storageDays: subscription ? paidPlan(subscription.planType).storageDays : null,
        },
      ];
    }),
  );
}

/** A waiting package's own last storage day: its owner's period, or the days bought for it when later (decision 176). */
export const ownLastStorageDay = (owner: OwnerStorage | undefined, row: Pick<PackageRow, 'storageDays' | 'storageExtendedUntil'>): string | null =>
  packageLastStorageDay(owner?.periodStart ?? null, owner?.storageDays ?? row.storageDays, row.storageExtendedUntil);

/** The newest scan of each package, in one query (the index on package and time serves the window). */
async function lastEvents(db: Db, packageIds: number[]): Promise<Map<number, TrackingEvent>> {
  const result = new Map<number, TrackingEvent>();
  if (packageIds.length === 0) return result;
  const ranked = db
    .select({
      id: trackingEvents.id,
      packageId: trackingEvents.packageId,
      rank: sql<number>`row_number() over (partition by ${trackingEvents.packageId} order by ${trackingEvents.eventTime} desc, ${trackingEvents.id} desc)`.as('rank'),
    })
    .from(trackingEvents)
    .where(inArray(trackingEvents.packageId, packageIds))
    .as('ranked');
  const rows = await db
    .select({ event: trackingEvents })
    .from(ranked)
    .innerJoin(trackingEvents, eq(trackingEvents.id, ranked.id))
    .where(eq(ranked.rank, 1));
  for (const { event } of rows) result.set(event.packageId, toEvent(event));
  return result;
}

async function scheduledPickupIds(db: Db, packageIds: number[]): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: pickupPackages.packageId, pickupId: pickups.id })
    .from(pickupPackages)
    .innerJoin(pickups, eq(pickups.id, pickupPackages.pickupId))
    .where(and(inArray(pickupPackages.packageId, packageIds), eq(pickups.status, 'scheduled')));
  return new Map(rows.map((row) => [row.packageId, row.pickupId]));
}

/** Packages as the API answers them, with what each needs from other tables read in batches. */
export async function toPackageViews(db: Db, rows: PackageRow[]): Promise<Package[]> {
  const ids = rows.map((row) => row.id);
  const events = await lastEvents(db, ids);
  const pickupIds = await scheduledPickupIds(db, ids);
  const storage = await storageByOwner(db, rows.map((row) => row.userId));
  return rows.map((row) => {
    const owner = storage.get(row.userId);
    const waiting = showsStorageBadge({ delivery_status: row.deliveryStatus });
    return {
      id: row.id,
      tracking_number: row.trackingNumber,
      title: row.title,
      carrier: row.carrier as Carrier | null,
      tracking_url: row.trackingUrl,
      status: row.status as TrackingStatus,
      delivery_status: row.deliveryStatus as DeliveryStatus,
      scheduled_delivery_date: row.scheduledDeliveryDate,
      delivery_instructions: row.deliveryInstructions,
      pickup_id: pickupIds.get(row.id) ?? null,
      estimated_delivery: row.estimatedDelivery,
      received_at: iso(row.receivedAt),
      weight_lb: row.weightLb,
      picked_up_at: iso(row.pickedUpAt),
      picked_up_by: row.pickedUpBy,
      package_storage_days: waiting ? (owner?.storageDays ?? row.storageDays) : row.storageDays,
      storage_period_start: waiting ? (owner?.periodStart ?? null) : null,
      storage_last_day: waiting ? ownLastStorageDay(owner, row) : null,
      declared_value_usd: row.declaredValueCents === null ? null : centsToUsd(row.declaredValueCents),
      category: row.category as PackageCategory | null,
      last_event: events.get(row.id) ?? null,
      tracking_checked_at: iso(row.trackingCheckedAt),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Packages with all their scans (newest first), their workflow (latest stage first) and photos (oldest first), read in batches. */
export async function toPackageDetails(db: Db, rows: PackageRow[]): Promise<PackageDetail[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const events = await db.select().from(trackingEvents).where(inArray(trackingEvents.packageId, ids)).orderBy(desc(trackingEvents.eventTime), desc(trackingEvents.id));
  const workflow = await db.select().from(packageWorkflow).where(inArray(packageWorkflow.packageId, ids)).orderBy(desc(packageWorkflow.date), desc(packageWorkflow.id));
  const photos = await photosByPackage(db, ids);
  const invoices = await invoicesByPackage(db, ids);
  const missing = await openTasksByPackage(db, ids);
  return (await toPackageViews(db, rows)).map((view) => ({
    ...view,
    events: events.filter((event) => event.packageId === view.id).map(toEvent),
    post_delivery_workflow: sortWorkflowEntries(
      workflow
        .filter((entry) => entry.packageId === view.id)
        .map(
          (entry): WorkflowEntry => ({
            type: entry.type,
            description: entry.description,
            date: entry.date.toISOString(),
            details: { pickup_by: entry.pickupBy, instructions: entry.instructions },
          }),
        ),
    ),
    photos: photos.get(view.id) ?? [],
    invoice: invoices.get(view.id) ?? null,
    missing_since: iso(missing.get(view.id) ?? null),
  }));
}

export const toPackageDetail = async (db: Db, row: PackageRow): Promise<PackageDetail> => (await toPackageDetails(db, [row]))[0]!;
