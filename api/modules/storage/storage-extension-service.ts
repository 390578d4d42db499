import { and, desc, eq, gte } from 'drizzle-orm';
import { showsStorageBadge } from '../../../shared/packages/storage';
import { daysToReach, extensionQuote, isAllowedExtensionDays, STORAGE_EXTENSION_MAX_DAYS } from '../../../shared/storage/storage-extension';
import type { StorageExtensionAnswer, StorageExtensionQuote, StorageExtensionRequest } from '../../../shared/storage/storage-extension-schema';
import { STORAGE_MESSAGES } from '../../../shared/storage/storage-messages';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, storageExtensions, type PackageRow, type StorageExtensionRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { ownPackage } from '../packages/package-lookup';
import { defaultCard } from '../payments/default-card';
import { errorText, gatewayRefusal } from '../payments/gateway-errors';
import { getSetting } from '../settings/settings-service';
import { currentTripRow } from '../trips/trip-queries';
import { lastStorageDays } from './package-storage';
import { rowValuesOfQuote, samePricedDays } from './storage-extension-rows';
import { queueStorageReceipt } from './storage-receipt';
import { giveUpWaitingOrder } from './waiting-storage-orders';

/** What a customer asks for: a number of days, or exactly until the current trip's departure. */
export type ExtensionAsk = StorageExtensionRequest;

/** The price and the new last day of days for this package, read on `db` (the recording transaction reads it again). */
export async function quoteOn(db: Db, now: Date, userId: number, packageId: number, ask: ExtensionAsk): Promise<{ quote: StorageExtensionQuote; row: PackageRow }> {
  const row = await ownPackage(db, userId, packageId);
  if (!showsStorageBadge({ delivery_status: row.deliveryStatus })) throw new DomainError('conflict', STORAGE_MESSAGES.notWaiting);
  const lastDay = (await lastStorageDays(db, [row])).get(row.id);
  if (!lastDay) throw new DomainError('conflict', STORAGE_MESSAGES.noStoragePeriod);
  let days: number;
  let trip: StorageExtensionQuote['trip'] = null;
  if ('until' in ask) {
    const current = await currentTripRow(db, userId, newYorkDateString(now));
    if (!current) throw new DomainError('conflict', STORAGE_MESSAGES.noTrip);
    trip = { id: current.id, arrival_date: current.arrivalDate, departure_date: current.departureDate };
    days = daysToReach(lastDay, current.departureDate);
    if (days <= 0) throw new DomainError('conflict', STORAGE_MESSAGES.tripCovered);
    if (days > STORAGE_EXTENSION_MAX_DAYS) throw new DomainError('conflict', STORAGE_MESSAGES.tripTooFar);
  } else {
    days = ask.days;
    if (!isAllowedExtensionDays(days)) throw new DomainError('invalid-input', STORAGE_MESSAGES.daysOutOfRange);
  }
  const { extension_cents_per_day: centsPerDay } = await getSetting(db, 'storage_policy');
  const priced = extensionQuote(lastDay, days, centsPerDay);
  return {
    row,
    quote: {
      package_id: row.id,
      days,
      cents_per_day: centsPerDay,
      amount_cents: priced.amountCents,
      currency: 'USD',
      current_last_day: priced.currentLastDay,
      new_last_day: priced.newLastDay,
      trip,
    },
  };
}

/** GET /api/packages/{id}/storage-extension: what the days would cost and lead to; nothing is charged. */
export async function quoteStorageExtension(deps: AppDeps, userId: number, packageId: number, ask: ExtensionAsk): Promise<StorageExtensionQuote> {
  return (await quoteOn(deps.db, deps.now(), userId, packageId, ask)).quote;
}

export const toAnswer = (row: StorageExtensionRow, cardLast4: string | null): StorageExtensionAnswer => ({
  extension: {
    id: row.id,
    package_id: row.packageId,
    days: row.days,
    amount_cents: row.amountCents,
    previous_last_day: row.previousLastDay,
    new_last_day: row.newLastDay,
    payment_method: row.paymentMethod,
    card_last4: cardLast4,
    created_at: row.createdAt.toISOString(),
  },
  message: STORAGE_MESSAGES.extended,
});

/** Gives back a charge that could not be recorded; a refund that fails too is logged for staff to give by hand. */
async function giveBack(deps: AppDeps, transactionId: string, packageId: number): Promise<void> {
  try {
    await deps.payments.refundCharge(transactionId);
  } catch (error) {
    deps.logger.error({ module: 'storage' }, `storage charge ${transactionId} of package ${packageId} not recorded and not refunded: ${errorText(error)}`);
  }
}

/**
 * POST /api/packages/{id}/storage-extension: exactly the quoted days, charged on the default card, then recorded
 * with the package's new last day in one transaction that reads the quote again. A declined card leaves nothing; a
 * charge whose quote changed meanwhile (another extension, a new price) or that cannot be recorded is refunded.
 */
export async function extendStorage(deps: AppDeps, userId: number, packageId: number, ask: ExtensionAsk): Promise<StorageExtensionAnswer> {
  const { quote } = await quoteOn(deps.db, deps.now(), userId, packageId, ask);
  const card = await defaultCard(deps, userId, STORAGE_MESSAGES.noCard);
  let transactionId: string | null = null;
  if (quote.amount_cents > 0) {
    try {
      ({ transactionId } = await deps.payments.chargeCard({ paymentMethodToken: card.token, amountCents: quote.amount_cents, orderId: `storage-${packageId}-${quote.new_last_day}` }));
    } catch (error) {
      deps.logger.warn({ module: 'storage' }, `storage of package ${packageId} not charged: ${errorText(error)}`);
      throw gatewayRefusal(error);
    }
  }
  let recorded: StorageExtensionRow;
  try {
    recorded = await writeTransaction(deps.db, async (tx) => {
      const now = deps.now();
      const again = await quoteOn(tx, now, userId, packageId, ask);
      if (!samePricedDays(again.quote, quote)) throw new DomainError('conflict', STORAGE_MESSAGES.lastDayMoved);
      // Days bought by card give up a PayPal order still waiting for them: the latest choice wins (decision 179).
      await giveUpWaitingOrder(tx, packageId);
      const [row] = await tx
        .insert(storageExtensions)
        .values({ ...rowValuesOfQuote(quote, userId, now), paymentMethod: 'card', transactionId })
        .returning();
      await tx.update(packages).set({ storageExtendedUntil: quote.new_last_day, updatedAt: now }).where(eq(packages.id, packageId));
      return row!;
    });
  } catch (error) {
    if (transactionId) await giveBack(deps, transactionId, packageId);
    if (error instanceof DomainError) throw error;
    deps.logger.error({ module: 'storage' }, `storage of package ${packageId} not recorded: ${errorText(error)}`);
    throw new DomainError('unavailable', STORAGE_MESSAGES.notRecorded);
  }
  await queueStorageReceipt(deps, userId, recorded, card);
  return toAnswer(recorded, card.last4);
}

/** The extension this customer bought for the package since `since` (a run whose answer was lost). */
export async function extendedSince(deps: AppDeps, userId: number, packageId: number, since: Date): Promise<StorageExtensionAnswer | undefined> {
  const [row] = await deps.db
    .select()
    .from(storageExtensions)
    .where(
      and(
        eq(storageExtensions.userId, userId),
        eq(storageExtensions.packageId, packageId),
        eq(storageExtensions.paymentMethod, 'card'),
        eq(storageExtensions.state, 'paid'),
        gte(storageExtensions.createdAt, since),
      ),
    )
    .orderBy(desc(storageExtensions.id))
    .limit(1);
  return row && toAnswer(row, null);
}
