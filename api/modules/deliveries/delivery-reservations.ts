import { and, eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import type { DeliveryCreateRequest } from '../../../shared/deliveries/delivery-schema';
import type { DeliveryPaymentMethod } from '../../../shared/deliveries/delivery-stages';
import type { ShippingRate } from '../../adapters/shipping/shipping-provider';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { deliveries, deliveryPackages, deliveryQuotes, type DeliveryRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { ownAddressRow } from '../addresses/address-queries';
import { packagesReadyToShip, requireVerified } from './delivery-quote-service';
import { releaseStaleReservations } from './stale-reservations';

/** The customer's PayPal reservation of this rate still waiting for approval: paying again resumes it. */
export async function pendingPaypalReservation(tx: Db, userId: number, input: DeliveryCreateRequest): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), eq(deliveries.quoteId, input.quote_id), eq(deliveries.stage, 'paying'), eq(deliveries.paymentMethod, 'paypal')))
    .limit(1);
  return row && row.rateId === input.rate_id ? row : undefined;
}

/**
 * Reserves the packages for the delivery before it is paid: the quote (unique per delivery) and each package (held by
 * one delivery at a time) are the database's to guard, so two payments racing, under any keys, take one payment. A
 * PayPal reservation of another rate of the same quote is replaced: nothing was taken for it.
 */
export async function reserveDelivery(deps: AppDeps, userId: number, input: DeliveryCreateRequest, paymentMethod: DeliveryPaymentMethod): Promise<DeliveryRow> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const [quote] = await tx.select().from(deliveryQuotes).where(and(eq(deliveryQuotes.id, input.quote_id), eq(deliveryQuotes.userId, userId))).limit(1);
    if (!quote) throw new DomainError('not-found', DELIVERY_MESSAGES.quoteNotFound);
    if (quote.expiresAt.getTime() <= now.getTime()) throw new DomainError('conflict', DELIVERY_MESSAGES.quoteExpired);
    const rate = (JSON.parse(quote.rates) as ShippingRate[]).find((candidate) => candidate.rateId === input.rate_id);
    if (!rate) throw new DomainError('invalid-input', DELIVERY_MESSAGES.rateNotFound);
    // Another rate of this quote waiting at PayPal gives way (nothing was taken for it), freeing the quote.
    await tx.delete(deliveries).where(and(eq(deliveries.quoteId, quote.id), eq(deliveries.stage, 'paying'), eq(deliveries.paymentMethod, 'paypal')));
    const packageIds = JSON.parse(quote.packageIds) as number[];
    await releaseStaleReservations(tx, deps, userId, now, packageIds);
    const [used] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.quoteId, quote.id)).limit(1);
    if (used) throw new DomainError('conflict', DELIVERY_MESSAGES.quoteUsed);
    requireVerified(await ownAddressRow(tx, userId, quote.addressId));
    await packagesReadyToShip(tx, userId, packageIds);
    try {
      const [row] = await tx
        .insert(deliveries)
        .values({
          userId,
          quoteId: quote.id,
          stage: 'paying',
          paymentMethod,
          destination: quote.destination,
          weightOz: quote.weightOz,
          shipmentId: quote.shipmentId,
          rateId: rate.rateId,
          carrier: rate.carrier,
          service: rate.service,
          rateCents: rate.amountCents,
          handlingFeeCents: quote.handlingFeeCents,
          totalCents: rate.amountCents + quote.handlingFeeCents,
          estDeliveryDate: rate.estDeliveryDate,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(deliveryPackages).values(packageIds.map((packageId) => ({ deliveryId: row!.id, packageId, holds: true })));
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', DELIVERY_MESSAGES.packageInDelivery);
      throw error;
    }
  });
}
