import { and, eq } from 'drizzle-orm';
import { PAYPAL_ERRORS } from '../../../shared/payments/paypal-order-schema';
import {
  storagePaypalCancelPath,
  storagePaypalReturnPath,
  type StorageExtensionAnswer,
  type StoragePaypalCancel,
  type StoragePaypalOrder,
} from '../../../shared/storage/storage-extension-schema';
import { STORAGE_MESSAGES } from '../../../shared/storage/storage-messages';
import { isWalletError, type WalletCapture } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, storageExtensions, type StorageExtensionRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { errorText } from '../payments/gateway-errors';
import { quoteOn, toAnswer, type ExtensionAsk } from './storage-extension-service';
import { rowMatchesQuote } from './storage-extension-rows';
import { reserveStorageDays } from './storage-paypal-reservations';
import { queueStorageReceipt } from './storage-receipt';
import { isLapsed } from './waiting-storage-orders';

const CURRENCY = 'USD';

/** The customer's own storage purchase of this package made through PayPal, at any state; else 404. */
async function ownPaypalExtension(db: Db, userId: number, packageId: number, id: number): Promise<StorageExtensionRow> {
  const [row] = await db
    .select()
    .from(storageExtensions)
    .where(and(eq(storageExtensions.id, id), eq(storageExtensions.packageId, packageId), eq(storageExtensions.userId, userId), eq(storageExtensions.paymentMethod, 'paypal')))
    .limit(1);
  if (!row) throw new DomainError('not-found', STORAGE_MESSAGES.extensionNotFound);
  return row;
}

/**
 * POST /api/packages/{id}/storage-extension/paypal-order: the days priced as the card path prices them, reserved as a
 * waiting row, and a PayPal order of exactly that price that comes back to the package's return or cancel page. The
 * same days asked again resume the row and its order; an order PayPal could not create leaves nothing behind.
 */
export async function createStoragePaypalOrder(deps: AppDeps, userId: number, packageId: number, ask: ExtensionAsk): Promise<StoragePaypalOrder> {
  const { row, resumed } = await reserveStorageDays(deps, userId, packageId, ask);
  let order;
  try {
    order = await deps.wallet.createOrder({
      amountCents: row.amountCents,
      currency: CURRENCY,
      description: `Miami Drop storage: ${row.days} days`,
      customId: `user:${userId}:storage:${row.id}`,
      // PayPal-Request-Id: asking again for this reservation gives its order again.
      requestId: `md-storage-${row.id}-${row.createdAt.getTime()}`,
      returnUrl: `${deps.config.appUrl}${storagePaypalReturnPath(packageId, row.id)}`,
      cancelUrl: `${deps.config.appUrl}${storagePaypalCancelPath(packageId, row.id)}`,
    });
  } catch (error) {
    deps.logger.error({ module: 'storage' }, `PayPal order for storage ${row.id} failed: ${errorText(error)}`);
    if (!resumed) await writeTransaction(deps.db, (tx) => tx.delete(storageExtensions).where(and(eq(storageExtensions.id, row.id), eq(storageExtensions.state, 'paying'))));
    throw new DomainError('provider-failed', STORAGE_MESSAGES.paypalFailed);
  }
  if (row.walletOrderId !== order.id) {
    await writeTransaction(deps.db, (tx) => tx.update(storageExtensions).set({ walletOrderId: order.id }).where(eq(storageExtensions.id, row.id)));
  }
  return {
    extension_id: row.id,
    package_id: packageId,
    days: row.days,
    amount_cents: row.amountCents,
    new_last_day: row.newLastDay,
    order: { id: order.id, status: order.status, links: order.links },
  };
}

async function capture(deps: AppDeps, row: StorageExtensionRow, orderId: string): Promise<WalletCapture> {
  try {
    return await deps.wallet.captureOrder(orderId, `md-capture-${orderId}`);
  } catch (error) {
    if (isWalletError(error, 'not_approved')) throw new DomainError('unprocessable', PAYPAL_ERRORS.notApproved);
    deps.logger.error({ module: 'storage' }, `capture of ${orderId} for storage ${row.id} failed: ${errorText(error)}`);
    throw new DomainError('provider-failed', STORAGE_MESSAGES.paypalFailed);
  }
}

type Recorded = { kind: 'paid'; row: StorageExtensionRow } | { kind: 'settled'; row: StorageExtensionRow } | { kind: 'given-up' | 'changed' | 'mismatch' };

/**
 * In one transaction: the row still waiting, the days priced again and the same quote required, then paid and the
 * package's last day moved. A quote that changed (other days bought, a new price, the package picked up) gives the row up.
 */
async function record(deps: AppDeps, row: StorageExtensionRow, captured: WalletCapture, matches: boolean): Promise<Recorded> {
  return writeTransaction(deps.db, async (tx): Promise<Recorded> => {
    const now = deps.now();
    const [fresh] = await tx.select().from(storageExtensions).where(eq(storageExtensions.id, row.id)).limit(1);
    if (fresh && fresh.state === 'paid' && fresh.transactionId === captured.captureId) return { kind: 'settled', row: fresh };
    if (!fresh || fresh.state !== 'paying') return { kind: 'given-up' };
    const giveUp = () => tx.update(storageExtensions).set({ state: 'abandoned' }).where(eq(storageExtensions.id, row.id));
    if (!matches) {
      await giveUp();
      return { kind: 'mismatch' };
    }
    const again = await quoteOn(tx, now, fresh.userId, fresh.packageId, { days: fresh.days }).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!again || !rowMatchesQuote(fresh, again.quote)) {
      await giveUp();
      return { kind: 'changed' };
    }
    const [paid] = await tx.update(storageExtensions).set({ state: 'paid', transactionId: captured.captureId }).where(eq(storageExtensions.id, row.id)).returning();
    await tx.update(packages).set({ storageExtendedUntil: fresh.newLastDay, updatedAt: now }).where(eq(packages.id, fresh.packageId));
    return { kind: 'paid', row: paid! };
  });
}

const REFUSED_AFTER_CAPTURE = {
  'given-up': STORAGE_MESSAGES.paypalRefunded,
  changed: STORAGE_MESSAGES.paypalQuoteChanged,
  mismatch: STORAGE_MESSAGES.paypalAmountMismatch,
} as const;

/**
 * Captures the approved order of waiting days and records them. Captures racing (the return page twice, the webhook)
 * take one payment: PayPal answers a repeated capture with the first. A row given up, or past the approval window,
 * is not captured; a capture that lands after the row was given up, for a changed quote or a wrong amount, is
 * refunded at once.
 */
async function captureReservation(deps: AppDeps, row: StorageExtensionRow): Promise<StorageExtensionAnswer> {
  if (row.state === 'paid') return toAnswer(row, null);
  if (row.state === 'paying' && isLapsed(row, deps.now())) {
    await writeTransaction(deps.db, (tx) => tx.update(storageExtensions).set({ state: 'abandoned' }).where(and(eq(storageExtensions.id, row.id), eq(storageExtensions.state, 'paying'))));
    throw new DomainError('conflict', STORAGE_MESSAGES.paypalExpired);
  }
  if (row.state !== 'paying' || !row.walletOrderId) throw new DomainError('conflict', STORAGE_MESSAGES.paypalExpired);
  const captured = await capture(deps, row, row.walletOrderId);
  const matches = captured.amountCents === null || (captured.amountCents === row.amountCents && (captured.currency ?? CURRENCY) === CURRENCY);
  const outcome = await record(deps, row, captured, matches);
  if (outcome.kind === 'settled') return toAnswer(outcome.row, null);
  if (outcome.kind === 'paid') {
    await queueStorageReceipt(deps, row.userId, outcome.row, 'paypal');
    return toAnswer(outcome.row, null);
  }
  if (outcome.kind === 'mismatch') deps.logger.error({ module: 'storage' }, `storage ${row.id}: PayPal captured ${captured.amountCents} ${captured.currency}, expected ${row.amountCents}`);
  else deps.logger.warn({ module: 'storage' }, `storage ${row.id}: PayPal capture ${captured.captureId} came ${outcome.kind === 'changed' ? 'for a changed quote' : 'after it was given up'}; refunding`);
  if (captured.captureId) {
    try {
      await deps.wallet.refundCapture(captured.captureId, `md-refund-${captured.captureId}`);
    } catch (error) {
      if (!isWalletError(error, 'already_refunded')) {
        deps.logger.error({ module: 'storage' }, `refund of capture ${captured.captureId} (storage ${row.id}) failed: ${errorText(error)}`);
        throw new DomainError('provider-failed', STORAGE_MESSAGES.paypalRefundFailed);
      }
    }
  }
  throw new DomainError('conflict', REFUSED_AFTER_CAPTURE[outcome.kind]);
}

/** POST /api/packages/{id}/storage-extension/{extensionId}/paypal-capture: the return page, back from PayPal approved. */
export async function captureStoragePaypalOrder(deps: AppDeps, userId: number, packageId: number, extensionId: number): Promise<StorageExtensionAnswer> {
  return captureReservation(deps, await ownPaypalExtension(deps.db, userId, packageId, extensionId));
}

/** PayPal's CHECKOUT.ORDER.APPROVED for a storage order: captured even when the customer never came back. */
export async function captureApprovedStorageOrder(deps: AppDeps, orderId: string): Promise<'captured' | 'not-storage'> {
  const [row] = orderId ? await deps.db.select().from(storageExtensions).where(eq(storageExtensions.walletOrderId, orderId)).limit(1) : [];
  if (!row) return 'not-storage';
  await captureReservation(deps, row);
  return 'captured';
}

/**
 * DELETE /api/packages/{id}/storage-extension/{extensionId}/paypal-order: the customer cancelled at PayPal. The waiting
 * row is given up (nothing was taken; its order, approved later, is refused); days paid meanwhile are 409.
 */
export async function cancelStoragePaypalOrder(deps: AppDeps, userId: number, packageId: number, extensionId: number): Promise<StoragePaypalCancel> {
  const row = await ownPaypalExtension(deps.db, userId, packageId, extensionId);
  if (row.state === 'paid') throw new DomainError('conflict', STORAGE_MESSAGES.alreadyPaid);
  const [paid] = await writeTransaction(deps.db, async (tx) => {
    await tx.update(storageExtensions).set({ state: 'abandoned' }).where(and(eq(storageExtensions.id, row.id), eq(storageExtensions.state, 'paying')));
    return tx.select({ id: storageExtensions.id }).from(storageExtensions).where(and(eq(storageExtensions.id, row.id), eq(storageExtensions.state, 'paid'))).limit(1);
  });
  if (paid) throw new DomainError('conflict', STORAGE_MESSAGES.alreadyPaid);
  return { message: STORAGE_MESSAGES.paypalCancelled };
}
