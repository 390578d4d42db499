import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storageExtensions, type StorageExtensionRow } from '../../db/tables';
import { PAYPAL_APPROVAL_WINDOW_MS } from '../deliveries/stale-reservations';

/** Storage days waiting at PayPal hold for the deliveries' approval window (decision 168), then lapse. */
const lapsesBefore = (now: Date) => new Date(now.getTime() - PAYPAL_APPROVAL_WINDOW_MS);

/** Is this waiting row past the approval window? */
export const isLapsed = (row: Pick<StorageExtensionRow, 'createdAt'>, now: Date) => row.createdAt.getTime() <= lapsesBefore(now).getTime();

/** The package's PayPal order still waiting, if any, is given up: nothing was taken for it (a late capture is refused). */
export async function giveUpWaitingOrder(tx: Db, packageId: number): Promise<void> {
  await tx.update(storageExtensions).set({ state: 'abandoned' }).where(and(eq(storageExtensions.packageId, packageId), eq(storageExtensions.state, 'paying')));
}

/** The package's waiting orders older than the approval window become `abandoned`. */
export async function lapseStaleOrders(tx: Db, packageId: number, now: Date): Promise<void> {
  await tx
    .update(storageExtensions)
    .set({ state: 'abandoned' })
    .where(and(eq(storageExtensions.packageId, packageId), eq(storageExtensions.state, 'paying'), lte(storageExtensions.createdAt, lapsesBefore(now))));
}
