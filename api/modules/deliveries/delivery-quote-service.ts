import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ADDRESS_MESSAGES } from '../../../shared/addresses/address-messages';
import { DELIVERY_MESSAGES } from '../../../shared/deliveries/delivery-messages';
import type { DeliveryDestination, DeliveryQuote, DeliveryQuoteRequest } from '../../../shared/deliveries/delivery-schema';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { HOUR_MS } from '../../../shared/time/durations';
import { isShippingError, type Quote, type ShippingAddress, type ShippingRate } from '../../adapters/shipping/shipping-provider';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { deliveryQuotes, packages, type DeliveryAddressRow, type DeliveryQuoteRow, type PackageRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { requireDeliveryPlan } from '../addresses/address-service';
import { ownAddressRow } from '../addresses/address-queries';
import { CARRIER_RETRY_SECONDS } from '../addresses/carrier-check';
import { takeIpSlot } from '../limits/ip-rate-limit';
import { getSetting } from '../settings/settings-service';
import { activeWarehouseAddress, NO_ACTIVE_WAREHOUSE } from '../warehouse-addresses/warehouse-service';
import { heldPackageIds } from './delivery-queries';
import { releaseStaleReservations } from './stale-reservations';
import { toDeliveryPackage } from './delivery-view';

/** Rate requests a customer may make: choosing and re-choosing packages is far below, a script is not. */
export const DELIVERY_QUOTES_PER_HOUR = 30;
const OUNCES_PER_POUND = 16;

/**
 * The customer's packages, each waiting at the warehouse and free to leave: not theirs is 404; scheduled for pickup,
 * not received (or gone), or held by another delivery is 409. Read again in the transaction that pays.
 */
export async function packagesReadyToShip(db: Db, userId: number, ids: readonly number[]): Promise<PackageRow[]> {
  const rows = await db.select().from(packages).where(and(inArray(packages.id, [...ids]), eq(packages.userId, userId)));
  if (rows.length !== ids.length) throw new DomainError('not-found', PACKAGE_MESSAGES.notFound);
  if (rows.some((row) => row.deliveryStatus === 'scheduled')) throw new DomainError('conflict', DELIVERY_MESSAGES.packageScheduled);
  if (rows.some((row) => row.deliveryStatus !== 'received')) throw new DomainError('conflict', DELIVERY_MESSAGES.packageNotReceived);
  if ((await heldPackageIds(db, ids)).size > 0) throw new DomainError('conflict', DELIVERY_MESSAGES.packageInDelivery);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** Only an address the carrier verified as typed: one with a correction to accept is the customer's to settle. */
export function requireVerified(address: DeliveryAddressRow): void {
  if (address.verificationStatus !== 'verified') throw new DomainError('conflict', DELIVERY_MESSAGES.addressUnverified);
}

export const destinationOf = (address: DeliveryAddressRow): DeliveryDestination => ({
  name: address.name,
  street1: address.street1,
  street2: address.street2,
  city: address.city,
  state: address.state,
  zip: address.zip,
  phone: address.phone,
});

/** The label's addresses: from the active warehouse to the destination. */
export async function labelAddresses(db: Db, destination: DeliveryDestination): Promise<{ from: ShippingAddress; to: ShippingAddress }> {
  const warehouse = await activeWarehouseAddress(db);
  if (!warehouse) throw new DomainError('conflict', NO_ACTIVE_WAREHOUSE);
  return {
    from: { name: warehouse.name, street1: warehouse.street_address, city: warehouse.city, state: warehouse.state, zip: warehouse.postal_code, phone: warehouse.phone },
    to: destination,
  };
}

/** The carrier's refusal of a quote or a label, in the customer's terms; never a 500. */
export function shippingRefusal(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isShippingError(error, 'invalid_address')) return new DomainError('invalid-input', ADDRESS_MESSAGES.undeliverable);
  if (isShippingError(error, 'invalid_parcel')) return new DomainError('invalid-input', DELIVERY_MESSAGES.parcelRefused);
  if (isShippingError(error, 'no_rates')) return new DomainError('unprocessable', DELIVERY_MESSAGES.noRates);
  if (isShippingError(error, 'rate_expired')) return new DomainError('conflict', DELIVERY_MESSAGES.quoteExpired);
  if (isShippingError(error, 'rate_limited')) {
    return new DomainError('rate-limited', DELIVERY_MESSAGES.carrierBusy, {}, { retryAfterSeconds: error.retryAfterSeconds ?? CARRIER_RETRY_SECONDS });
  }
  return new DomainError('unavailable', DELIVERY_MESSAGES.carrierUnavailable, {}, { retryAfterSeconds: CARRIER_RETRY_SECONDS });
}

/** The weight of the packages together, in ounces to a tenth (as the carrier takes it). */
const weightOzOf = (rows: PackageRow[]) => Math.ceil(rows.reduce((sum, row) => sum + (row.weightLb ?? 0), 0) * OUNCES_PER_POUND * 10) / 10;

function toQuote(row: DeliveryQuoteRow, rows: PackageRow[]): DeliveryQuote {
  const rates = JSON.parse(row.rates) as ShippingRate[];
  return {
    quote_id: row.id,
    address_id: row.addressId,
    destination: JSON.parse(row.destination) as DeliveryDestination,
    packages: rows.map(toDeliveryPackage),
    weight_oz: row.weightOz,
    handling_fee_cents: row.handlingFeeCents,
    currency: 'USD',
    rates: rates.map((rate) => ({
      rate_id: rate.rateId,
      carrier: rate.carrier,
      service: rate.service,
      amount_cents: rate.amountCents,
      total_cents: rate.amountCents + row.handlingFeeCents,
      delivery_days: rate.deliveryDays,
      est_delivery_date: rate.estDeliveryDate,
    })),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * POST /api/deliveries/quote: the plan, the address and the packages are checked before the carrier is asked (a refusal
 * costs no carrier call); the carrier's rates are kept with the handling fee of the moment, to be paid before they
 * expire. Nothing is reserved: the payment checks the packages again.
 */
export async function quoteDelivery(deps: AppDeps, userId: number, input: DeliveryQuoteRequest): Promise<DeliveryQuote> {
  await requireDeliveryPlan(deps.db, userId, deps.now());
  const address = await ownAddressRow(deps.db, userId, input.address_id);
  requireVerified(address);
  await writeTransaction(deps.db, (tx) => releaseStaleReservations(tx, deps, userId, deps.now(), input.package_ids));
  const rows = await packagesReadyToShip(deps.db, userId, input.package_ids);
  if (rows.some((row) => row.weightLb === null || row.weightLb <= 0)) throw new DomainError('conflict', DELIVERY_MESSAGES.packageNotWeighed);
  await takeIpSlot(deps, `delivery-quote:user:${userId}`, { limit: DELIVERY_QUOTES_PER_HOUR, windowMs: HOUR_MS }, DELIVERY_MESSAGES.tooManyQuotes);
  const destination = destinationOf(address);
  const weightOz = weightOzOf(rows);
  let quote: Quote;
  try {
    quote = await deps.shipping.quote({ ...(await labelAddresses(deps.db, destination)), parcel: { weightOz } });
  } catch (error) {
    deps.logger.warn({ module: 'deliveries' }, `quote for user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw shippingRefusal(error);
  }
  if (!quote.rates.length) throw new DomainError('unprocessable', DELIVERY_MESSAGES.noRates);
  const handlingFeeCents = await getSetting(deps.db, 'delivery_handling_fee_cents');
  const row = await writeTransaction(deps.db, async (tx) => {
    const [stored] = await tx
      .insert(deliveryQuotes)
      .values({
        id: randomUUID(),
        userId,
        addressId: address.id,
        packageIds: JSON.stringify(input.package_ids),
        destination: JSON.stringify(destination),
        weightOz,
        shipmentId: quote.shipmentId,
        rates: JSON.stringify(quote.rates),
        handlingFeeCents,
        expiresAt: quote.expiresAt,
        createdAt: deps.now(),
      })
      .returning();
    return stored!;
  });
  return toQuote(row, rows);
}
