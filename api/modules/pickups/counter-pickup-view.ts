import { asc, eq, inArray } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../shared/packages/package-schema';
import type { CounterPickup } from '../../../shared/pickup/pickup-pass-schema';
import type { Db } from '../../db/client';
import { packages, pickupPackages, users } from '../../db/tables';
import { accountNameOf } from '../alerts/pickup-place-lines';
import type { PickupRow } from './pickup-queries';

/** The delegate a customer named, or null. */
export const delegateOf = (row: PickupRow) => (row.delegateName && row.delegateIdLast4 ? { name: row.delegateName, id_last4: row.delegateIdLast4 } : null);

/** Shelf by shelf (as staff walk them), packages without one last; both databases sort nulls apart, so it is done here. */
const byShelf = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { numeric: true }));

/** Pickups as the counter sees them, in the order given: owner, packages with their shelves, and who is to collect. */
export async function toCounterPickups(db: Db, rows: PickupRow[]): Promise<CounterPickup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const held = await db
    .select({ pickupId: pickupPackages.pickupId, pkg: packages })
    .from(pickupPackages)
    .innerJoin(packages, eq(packages.id, pickupPackages.packageId))
    .where(inArray(pickupPackages.pickupId, ids))
    .orderBy(asc(packages.id));
  const owners = await db.select().from(users).where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  return rows.map((row) => {
    const owner = owners.find((user) => user.id === row.userId)!;
    const delegate = delegateOf(row);
    const customerName = accountNameOf(owner);
    return {
      id: row.id,
      pickup_date: row.pickupDate,
      pickup_time: row.pickupTime,
      status: row.status,
      customer_name: customerName,
      suite_code: owner.suiteCode,
      delegate,
      expected_collector: delegate?.name ?? customerName,
      packages: held
        .filter((link) => link.pickupId === row.id)
        .sort((a, b) => byShelf(a.pkg.shelf, b.pkg.shelf))
        .map(({ pkg }) => ({ id: pkg.id, title: pkg.title, tracking_number: pkg.trackingNumber, shelf: pkg.shelf, delivery_status: pkg.deliveryStatus as DeliveryStatus })),
      collected_by: row.collectedBy,
      handed_over_at: row.handedOverAt?.toISOString() ?? null,
      has_handover_photo: row.handoverPhotoKey !== null,
    };
  });
}
