import { and, desc, eq, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import { DELIVERY_STAGES } from '../../../shared/deliveries/delivery-stages';
import type { Db } from '../../db/client';
import { deliveries, deliveryPackages, type DeliveryRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

/** The customer's deliveries newest first; one still paying is not theirs to see yet. */
export const deliveryRowsOf = (db: Db, userId: number): Promise<DeliveryRow[]> =>
  db.select().from(deliveries).where(and(eq(deliveries.userId, userId), inArray(deliveries.stage, DELIVERY_STAGES))).orderBy(desc(deliveries.createdAt), desc(deliveries.id));

/** The customer's own delivery; another customer's, one still paying, or none, is 404 alike. */
export async function ownDeliveryRow(db: Db, userId: number, id: number): Promise<DeliveryRow> {
  const [row] = await db.select().from(deliveries).where(and(eq(deliveries.id, id), eq(deliveries.userId, userId), inArray(deliveries.stage, DELIVERY_STAGES))).limit(1);
  if (!row) throw new DomainError('not-found', DELIVERY_MESSAGES.notFound);
  return row;
}

/** Any customer's delivery, for staff. */
export async function deliveryRow(db: Db, id: number): Promise<DeliveryRow> {
  const [row] = await db.select().from(deliveries).where(and(eq(deliveries.id, id), inArray(deliveries.stage, DELIVERY_STAGES))).limit(1);
  if (!row) throw new DomainError('not-found', DELIVERY_MESSAGES.notFound);
  return row;
}

/** Of these packages, those an open delivery holds. */
export async function heldPackageIds(db: Db, packageIds: readonly number[]): Promise<Set<number>> {
  if (!packageIds.length) return new Set();
  const rows = await db
    .select({ packageId: deliveryPackages.packageId })
    .from(deliveryPackages)
    .where(and(inArray(deliveryPackages.packageId, [...packageIds]), eq(deliveryPackages.holds, true)));
  return new Set(rows.map((row) => row.packageId));
}

/** The packages of a delivery, by id. */
export async function packageIdsOf(db: Db, deliveryId: number): Promise<number[]> {
  const rows = await db.select({ packageId: deliveryPackages.packageId }).from(deliveryPackages).where(eq(deliveryPackages.deliveryId, deliveryId)).orderBy(deliveryPackages.packageId);
  return rows.map((row) => row.packageId);
}
