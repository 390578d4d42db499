import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ADDRESS_MESSAGES } from '../../../shared/addresses/address-messages';
import type { Db } from '../../db/client';
import { deliveryAddresses, type DeliveryAddressRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

/** A customer's addresses: the primary first, then the oldest first. */
export const addressRowsOf = (db: Db, userId: number): Promise<DeliveryAddressRow[]> =>
  db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).orderBy(desc(deliveryAddresses.isPrimary), asc(deliveryAddresses.id));

export async function addressCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ stored: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
  return row?.stored ?? 0;
}

/** The customer's own address; another customer's, or none, is 404 alike. */
export async function ownAddressRow(db: Db, userId: number, id: number): Promise<DeliveryAddressRow> {
  const [row] = await db.select().from(deliveryAddresses).where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId))).limit(1);
  if (!row) throw new DomainError('not-found', ADDRESS_MESSAGES.notFound);
  return row;
}

/** Where a delivery goes when the customer does not choose: their primary address, or undefined without one. */
export async function primaryAddressRow(db: Db, userId: number): Promise<DeliveryAddressRow | undefined> {
  const [row] = await db.select().from(deliveryAddresses).where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isPrimary, true))).limit(1);
  return row;
}
