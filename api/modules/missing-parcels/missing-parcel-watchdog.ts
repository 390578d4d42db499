import { and, asc, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { businessHoursBetween } from '../../../shared/receiving/business-hours';
import type { DeliveryProof } from '../../../shared/receiving/missing-parcel-schema';
import { HOUR_MS } from '../../../shared/time/durations';
import { DEFAULT_OPENING_HOURS } from '../../../shared/warehouse/opening-hours';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { missingParcelTasks, packages, trackingEvents, type PackageRow } from '../../db/tables';
import { recordAlert } from '../alerts/alert-events';
import { getSetting } from '../settings/settings-service';
import { activeWarehouseAddress } from '../warehouse-addresses/warehouse-service';

const BATCH_LIMIT = 200;

/** Who signed, as EasyPost's tracker says (`signed_by`); the simulated provider's answer has no such field. */
function signedBy(trackingRaw: string | null): string | null {
  if (!trackingRaw) return null;
  try {
    const raw: unknown = JSON.parse(trackingRaw);
    const signer = typeof raw === 'object' && raw !== null && 'signed_by' in raw ? raw.signed_by : null;
    return typeof signer === 'string' && signer.trim() ? signer.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** The carrier's proof of delivery as far as tracking has it: the signer, and the words and place of the delivery scan. */
async function proofOfDelivery(db: Db, row: PackageRow): Promise<DeliveryProof> {
  const [scan] = await db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.packageId, row.id), eq(trackingEvents.status, 'delivered')))
    .orderBy(desc(trackingEvents.eventTime), desc(trackingEvents.id))
    .limit(1);
  return {
    signed_by: signedBy(row.trackingRaw),
    detail: scan?.description ?? null,
    location: scan?.location ?? null,
    delivered_at: (scan?.eventTime ?? row.carrierDeliveredAt ?? new Date(0)).toISOString(),
  };
}

/**
 * The watchdog's pass (decision 177): each package the carrier delivered that staff have not received within the
 * settings' business hours (the warehouse's opening hours, New York) gets a missing-parcel task, once, and its owner the
 * alert that the warehouse is looking for it. Returns how many tasks it opened.
 */
export async function openMissingParcelTasks(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const threshold = await getSetting(deps.db, 'missing_parcel_business_hours');
  const hours = (await activeWarehouseAddress(deps.db))?.opening_hours ?? DEFAULT_OPENING_HOURS;
  // N business hours take at least N hours by the clock; the earliest delivered are due first.
  const candidates = await deps.db
    .select({ pkg: packages })
    .from(packages)
    .leftJoin(missingParcelTasks, eq(missingParcelTasks.packageId, packages.id))
    .where(
      and(
        eq(packages.deliveryStatus, 'pending'),
        isNotNull(packages.carrierDeliveredAt),
        lte(packages.carrierDeliveredAt, new Date(now.getTime() - threshold * HOUR_MS)),
        isNull(missingParcelTasks.id),
      ),
    )
    .orderBy(asc(packages.carrierDeliveredAt), asc(packages.id))
    .limit(BATCH_LIMIT);
  let opened = 0;
  for (const { pkg } of candidates) {
    if (businessHoursBetween(pkg.carrierDeliveredAt!, now, hours) < threshold) break;
    const proof = await proofOfDelivery(deps.db, pkg);
    const didOpen = await writeTransaction(deps.db, async (tx) => {
      // Read again here: a receipt (or an assignment) since the list keeps the parcel from being looked for.
      const [current] = await tx.select({ deliveryStatus: packages.deliveryStatus }).from(packages).where(eq(packages.id, pkg.id)).limit(1);
      if (current?.deliveryStatus !== 'pending') return false;
      const [task] = await tx
        .insert(missingParcelTasks)
        .values({ packageId: pkg.id, openedAt: now, proofOfDelivery: JSON.stringify(proof), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: missingParcelTasks.id });
      if (!task) return false;
      await recordAlert(tx, pkg.userId, { kind: 'parcel-missing', packageId: pkg.id, trackingNumber: pkg.trackingNumber, title: pkg.title }, now);
      return true;
    });
    if (didOpen) opened++;
  }
  if (opened) deps.alerts.kick();
  return opened;
}
