import { and, eq } from 'drizzle-orm';
import { STORAGE_MESSAGES } from '../../../shared/storage/storage-messages';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { storageExtensions, type StorageExtensionRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { quoteOn, type ExtensionAsk } from './storage-extension-service';
import { rowMatchesQuote, rowValuesOfQuote } from './storage-extension-rows';
import { giveUpWaitingOrder, lapseStaleOrders } from './waiting-storage-orders';

/**
 * Reserves the quoted days as a `paying` row while the customer approves at PayPal; nothing moves the last day yet.
 * The same days asked again resume the waiting row (`resumed`); other days, or a new price, replace it. One waiting row
 * per package is the database's to guard.
 */
export async function reserveStorageDays(deps: AppDeps, userId: number, packageId: number, ask: ExtensionAsk): Promise<{ row: StorageExtensionRow; resumed: boolean }> {
  return writeTransaction(deps.db, async (tx) => {
    const now = deps.now();
    await lapseStaleOrders(tx, packageId, now);
    const { quote } = await quoteOn(tx, now, userId, packageId, ask);
    if (quote.amount_cents <= 0) throw new DomainError('conflict', STORAGE_MESSAGES.nothingToPay);
    const [waiting] = await tx.select().from(storageExtensions).where(and(eq(storageExtensions.packageId, packageId), eq(storageExtensions.state, 'paying'))).limit(1);
    if (waiting && rowMatchesQuote(waiting, quote)) return { row: waiting, resumed: true };
    if (waiting) await giveUpWaitingOrder(tx, packageId);
    try {
      const [row] = await tx
        .insert(storageExtensions)
        .values({ ...rowValuesOfQuote(quote, userId, now), paymentMethod: 'paypal', state: 'paying' })
        .returning();
      return { row: row!, resumed: false };
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', STORAGE_MESSAGES.lastDayMoved);
      throw error;
    }
  });
}
