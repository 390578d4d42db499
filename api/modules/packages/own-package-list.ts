import type { Statement } from 'better-sqlite3';
import type { Carrier } from '../../../shared/packages/carrier-names';
import type { DeliveryStatus, Package } from '../../../shared/packages/package-schema';
import { centsToUsd } from '../../../shared/packages/declared-value';
import type { PackageCategory } from '../../../shared/packages/package-categories';
import { currentStoragePeriodStart, showsStorageBadge } from '../../../shared/packages/storage';
import { packageLastStorageDay } from '../../../shared/storage/package-last-day';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import { paidPlan, type PaidPlanType } from '../../../shared/plans/plan-catalog';
import type { AppDatabase } from '../../db/client';

/** One row per package: its columns, its newest scan (the index on package and time finds it) and its scheduled pickup. */
const OWN_PACKAGES_SQL = `
  select p.id, p.tracking_number, p.title, p.carrier, p.tracking_url, p.status, p.delivery_status, p.scheduled_delivery_date,
    p.delivery_instructions, p.estimated_delivery, p.received_at, p.weight_lb, p.picked_up_at, p.picked_up_by, p.storage_days,
    p.tracking_checked_at, p.created_at, p.updated_at,
    e.id, e.status, e.description, e.event_time, e.location,
    (select pk.id from pickup_packages pp join pickups pk on pk.id = pp.pickup_id
      where pp.package_id = p.id and pk.status = 'scheduled' order by pk.id desc limit 1),
    p.storage_extended_until, p.declared_value_cents, p.category
  from packages p
  left join tracking_events e on e.id = (
    select t.id from tracking_events t where t.package_id = p.id order by t.event_time desc, t.id desc limit 1)
  where p.user_id = ?
  order by p.created_at desc, p.id desc`;

type Row = [
  id: number, trackingNumber: string, title: string, carrier: string | null, trackingUrl: string | null, status: string,
  deliveryStatus: string, scheduledDeliveryDate: string | null, deliveryInstructions: string | null, estimatedDelivery: string | null,
  receivedAt: number | null, weightLb: number | null, pickedUpAt: number | null, pickedUpBy: string | null, storageDays: number | null,
  trackingCheckedAt: number | null, createdAt: number, updatedAt: number,
  eventId: number | null, eventStatus: string | null, eventDescription: string | null, eventTime: number | null, eventLocation: string | null,
  pickupId: number | null, storageExtendedUntil: string | null, declaredValueCents: number | null, category: string | null,
];

/** The owner's storage period and plan days, as storageByOwner (package-view.ts) reads them for many owners. */
const FIRST_WAITING_RECEIPT_SQL = "select min(received_at) from packages where user_id = ? and delivery_status in ('received', 'scheduled')";
const NEWEST_PLAN_SQL = 'select plan_type, storage_period_reset_at from subscriptions where user_id = ? order by id desc limit 1';

interface Statements {
  packages: Statement<[number], Row>;
  firstWaitingReceipt: Statement<[number], [number | null]>;
  newestPlan: Statement<[number], [PaidPlanType, number | null]>;
}

// Prepared once per database: the list is the dashboard's most frequent read.
const prepared = new WeakMap<AppDatabase, Statements>();

function statementsFor(db: AppDatabase): Statements {
  const known = prepared.get(db);
  if (known) return known;
  const sqlite = db.$client;
  const statements: Statements = {
    packages: sqlite.prepare<[number], Row>(OWN_PACKAGES_SQL).raw(true),
    firstWaitingReceipt: sqlite.prepare<[number], [number | null]>(FIRST_WAITING_RECEIPT_SQL).raw(true),
    newestPlan: sqlite.prepare<[number], [PaidPlanType, number | null]>(NEWEST_PLAN_SQL).raw(true),
  };
  prepared.set(db, statements);
  return statements;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function ownerStorage(statements: Statements, userId: number) {
  const firstReceipt = statements.firstWaitingReceipt.get(userId)?.[0] ?? null;
  const plan = statements.newestPlan.get(userId);
  return {
    periodStart: currentStoragePeriodStart(firstReceipt === null ? [] : [iso(firstReceipt)!], plan?.[1] == null ? undefined : iso(plan[1])),
    storageDays: plan ? paidPlan(plan[0]).storageDays : null,
  };
}

/** A customer's packages, newest first, as GET /api/tracking answers them (the same views as toPackageViews, in one read). */
export function listOwnPackageViews(db: AppDatabase, userId: number): Package[] {
  const statements = statementsFor(db);
  const rows = statements.packages.all(userId);
  const owner = rows.length > 0 ? ownerStorage(statements, userId) : undefined;
  return rows.map((row): Package => {
    const waiting = showsStorageBadge({ delivery_status: row[6] });
    return {
      id: row[0],
      tracking_number: row[1],
      title: row[2],
      carrier: row[3] as Carrier | null,
      tracking_url: row[4],
      status: row[5] as TrackingStatus,
      delivery_status: row[6] as DeliveryStatus,
      scheduled_delivery_date: row[7],
      delivery_instructions: row[8],
      pickup_id: row[23],
      estimated_delivery: row[9],
      received_at: iso(row[10]),
      weight_lb: row[11],
      picked_up_at: iso(row[12]),
      picked_up_by: row[13],
      package_storage_days: waiting ? (owner?.storageDays ?? row[14]) : row[14],
      storage_period_start: waiting ? (owner?.periodStart ?? null) : null,
      storage_last_day: waiting ? packageLastStorageDay(owner?.periodStart ?? null, owner?.storageDays ?? row[14], row[24]) : null,
      declared_value_usd: row[25] === null ? null : centsToUsd(row[25]),
      category: row[26] as PackageCategory | null,
      last_event:
        row[18] === null
          ? null
          : { id: row[18], status: row[19] as TrackingStatus, description: row[20]!, event_time: iso(row[21])!, location: row[22] },
      tracking_checked_at: iso(row[15]),
      created_at: iso(row[16])!,
      updated_at: iso(row[17])!,
    };
  });
}
