import { randomBytes } from 'node:crypto';
import { DAY_MS } from '../../../shared/time/durations';
import { newYorkDateString } from '../../../shared/time/new-york';
import {
  QUOTE_LIFETIME_MS,
  ShippingError,
  type BoughtLabel,
  type ShippingAddress,
  type ShippingProvider,
  type QuoteRequest,
  type ShippingCarrier,
  type ShippingRate,
} from './shipping-provider';
import { deliveryDateAfter, TWIN_MAX_POUNDS, twinRates, zoneBetween } from './twin-rate-card';
import { twinTrackingCode } from './twin-tracking-codes';

/** Destination ZIP codes that make the twin fail, for tests of what a caller does then (no real ZIP starts with 000). */
export const TWIN_TRIGGER_ZIPS = {
  invalidAddress: '00000',
  noRates: '00001',
  rateLimited: '00429',
  unavailable: '00503',
} as const;
export const TWIN_RETRY_AFTER_SECONDS = 7;

/** How long after its purchase a label may be refunded (EasyPost's documented windows). */
const REFUND_WINDOW_DAYS: Record<ShippingCarrier, number> = { USPS: 30, UPS: 90, FedEx: 90 };

const ZIP = /^\d{5}(-\d{4})?$/;
const STATE = /^[A-Z]{2}$/;

interface TwinShipment {
  request: QuoteRequest;
  quotedAt: Date;
  expiresAt: Date;
  rates: ShippingRate[];
  bought?: { label: BoughtLabel; rateId: string; at: Date };
  pdf?: Buffer;
  refunded?: boolean;
}

function checkAddress(address: ShippingAddress, which: 'from' | 'to') {
  const where = which === 'to' ? 'destination' : 'origin';
  if (!ZIP.test(address.zip) || address.zip.startsWith(TWIN_TRIGGER_ZIPS.invalidAddress)) throw new ShippingError('invalid_address', `Invalid ${where} ZIP code ${address.zip}`);
  if (!STATE.test(address.state)) throw new ShippingError('invalid_address', `Invalid ${where} state ${address.state}`);
  if (!address.street1.trim() || !address.city.trim()) throw new ShippingError('invalid_address', `The ${where} address needs a street and a city`);
}

function checkTriggers(zip: string) {
  const zip5 = zip.slice(0, 5);
  if (zip5 === TWIN_TRIGGER_ZIPS.noRates) throw new ShippingError('no_rates', 'No carrier offers a rate to this destination');
  if (zip5 === TWIN_TRIGGER_ZIPS.rateLimited) throw new ShippingError('rate_limited', 'The local shipping twin asks to slow down (test ZIP)', TWIN_RETRY_AFTER_SECONDS);
  if (zip5 === TWIN_TRIGGER_ZIPS.unavailable) throw new ShippingError('unavailable', 'The local shipping twin is unavailable (test ZIP)');
}

function checkParcel({ weightOz, lengthIn, widthIn, heightIn }: QuoteRequest['parcel']) {
  if (!Number.isFinite(weightOz) || weightOz <= 0) throw new ShippingError('invalid_parcel', 'The parcel needs a weight over 0 oz');
  if (weightOz > TWIN_MAX_POUNDS * 16) throw new ShippingError('invalid_parcel', `The parcel weighs over ${TWIN_MAX_POUNDS} lb, more than any carrier takes`);
  for (const side of [lengthIn, widthIn, heightIn]) {
    if (side !== undefined && (!Number.isFinite(side) || side <= 0)) throw new ShippingError('invalid_parcel', 'Each side of the parcel must be over 0 in');
  }
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/**
 * The default outside production (decision 165): USPS, UPS and FedEx rates from the weight and the ZIP codes'
 * distance (twin-rate-card.ts), quotes that expire after QUOTE_LIFETIME_MS, a real 4x6 in PDF label with a
 * Code 128 barcode, and tracking codes the simulated tracking follows to delivered. Shipments live in this process's
 * memory: after a restart their ids are not found, as an unknown shipment would not be at EasyPost.
 */
export function createLocalShippingProvider(now: () => Date): ShippingProvider {
  const shipments = new Map<string, TwinShipment>();

  function shipment(shipmentId: string): TwinShipment {
    const found = shipments.get(shipmentId);
    if (!found) throw new ShippingError('not_found', `No shipment ${shipmentId}`);
    return found;
  }

  /** Quotes nobody bought are forgotten once they can no longer be bought. */
  function forgetExpired(at: Date) {
    for (const [id, entry] of shipments) if (!entry.bought && entry.expiresAt <= at) shipments.delete(id);
  }

  return {
    name: 'local',

    async quote(request) {
      checkAddress(request.from, 'from');
      checkAddress(request.to, 'to');
      checkTriggers(request.to.zip);
      checkParcel(request.parcel);
      const quotedAt = now();
      forgetExpired(quotedAt);
      const shipmentId = `shp_local_${randomBytes(12).toString('hex')}`;
      const shipDay = newYorkDateString(quotedAt);
      const rates = twinRates(zoneBetween(request.from.zip, request.to.zip), request.parcel)
        .map(({ carrier, service, amountCents, deliveryDays }): ShippingRate => ({
          rateId: `${shipmentId.replace(/^shp_/, 'rate_')}_${slug(`${carrier} ${service}`)}`,
          carrier,
          service,
          amountCents,
          currency: 'USD',
          deliveryDays,
          estDeliveryDate: deliveryDateAfter(shipDay, deliveryDays),
        }))
        .sort((a, b) => a.amountCents - b.amountCents);
      if (rates.length === 0) throw new ShippingError('no_rates', 'No carrier takes this parcel to this destination');
      const expiresAt = new Date(quotedAt.getTime() + QUOTE_LIFETIME_MS);
      shipments.set(shipmentId, { request, quotedAt, expiresAt, rates });
      return { shipmentId, rates, expiresAt };
    },

    async buyLabel({ shipmentId, rateId }) {
      const entry = shipment(shipmentId);
      if (entry.bought) {
        const { label } = entry.bought;
        if (rateId === entry.bought.rateId) return { ...label };
        throw new ShippingError('already_bought', `Shipment ${shipmentId} already has a ${label.carrier} ${label.service} label`);
      }
      const at = now();
      if (at >= entry.expiresAt) throw new ShippingError('rate_expired', `The quote of ${shipmentId} expired at ${entry.expiresAt.toISOString()}: quote again`);
      const rate = entry.rates.find((candidate) => candidate.rateId === rateId);
      if (!rate) throw new ShippingError('rate_expired', `Rate ${rateId} is not one of shipment ${shipmentId}: quote again`);
      const label: BoughtLabel = {
        shipmentId,
        trackingCode: twinTrackingCode(rate.carrier, rate.service, shipmentId),
        carrier: rate.carrier,
        service: rate.service,
        amountCents: rate.amountCents,
        currency: 'USD',
      };
      entry.bought = { label, rateId, at };
      return { ...label };
    },

    async labelPdf(shipmentId) {
      const entry = shipment(shipmentId);
      if (!entry.bought) throw new ShippingError('not_found', `No label bought on shipment ${shipmentId}`);
      const { label, at } = entry.bought;
      if (!entry.pdf) {
        const { renderTwinLabel } = await import('./twin-label-pdf');
        entry.pdf = await renderTwinLabel({
          from: entry.request.from,
          to: entry.request.to,
          carrier: label.carrier,
          service: label.service,
          weightOz: entry.request.parcel.weightOz,
          trackingCode: label.trackingCode,
          shipmentId,
          shipDate: newYorkDateString(at),
        });
      }
      return entry.pdf;
    },

    async refund(shipmentId) {
      const entry = shipment(shipmentId);
      if (!entry.bought) throw new ShippingError('refund_refused', `No label bought on shipment ${shipmentId} to refund`);
      const { carrier } = entry.bought.label;
      const windowDays = REFUND_WINDOW_DAYS[carrier];
      if (!entry.refunded && now().getTime() - entry.bought.at.getTime() > windowDays * DAY_MS) {
        throw new ShippingError('refund_refused', `${carrier} labels can be refunded within ${windowDays} days of purchase`);
      }
      entry.refunded = true;
      return { status: 'submitted' };
    },
  };
}
