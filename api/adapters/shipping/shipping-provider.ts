import type { Carrier } from '../../../shared/packages/carrier-names';
import { SHIPPING_CARRIER_NAMES } from '../../../shared/deliveries/delivery-schema';
import { HOUR_MS } from '../../../shared/time/durations';

/** The carriers the warehouse ships with (EasyPost's names, as printed on a label). */
export const SHIPPING_CARRIERS = SHIPPING_CARRIER_NAMES;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

/** The carrier as the tracking adapter and the packages know it, to follow a bought label's tracking code. */
export const TRACKING_CARRIER: Record<ShippingCarrier, Carrier> = { USPS: 'usps', UPS: 'ups', FedEx: 'fedex' };

/**
 * How long a quote's rates may be bought. EasyPost gives rates no expiry of their own, but carriers change their
 * prices and a day-old estimate of delivery is stale: both adapters answer this, and a caller quotes again after it.
 */
export const QUOTE_LIFETIME_MS = 24 * HOUR_MS;

/** An address in the United States, as printed on the label. */
export interface ShippingAddress {
  name: string;
  street1: string;
  street2?: string | null;
  city: string;
  /** Two letters: FL. */
  state: string;
  /** 33166 or 33166-1234. */
  zip: string;
  phone?: string | null;
}

export interface Parcel {
  /** The weight recorded at receipt, in ounces (16 to the pound). */
  weightOz: number;
  lengthIn?: number;
  widthIn?: number;
  heightIn?: number;
}

export interface QuoteRequest {
  from: ShippingAddress;
  to: ShippingAddress;
  parcel: Parcel;
}

export interface ShippingRate {
  rateId: string;
  carrier: ShippingCarrier;
  /** The service as the carrier names it to people: "Ground Advantage", "2nd Day Air". */
  service: string;
  amountCents: number;
  currency: 'USD';
  /** Business days in transit, when the carrier says. */
  deliveryDays: number | null;
  /** YYYY-MM-DD, when the carrier says. */
  estDeliveryDate: string | null;
}

export interface Quote {
  shipmentId: string;
  /** Cheapest first; only carriers of SHIPPING_CARRIERS, in dollars. */
  rates: ShippingRate[];
  expiresAt: Date;
}

export interface BuyRequest {
  shipmentId: string;
  rateId: string;
}

/** A label the carrier sold. Its PDF is fetched apart (labelPdf), so a failed download never loses a bought label. */
export interface BoughtLabel {
  shipmentId: string;
  trackingCode: string;
  carrier: ShippingCarrier;
  service: string;
  amountCents: number;
  currency: 'USD';
}

/** EasyPost's refund_status: most carriers answer submitted first, and refunded once they have processed it. */
export type RefundStatus = 'submitted' | 'refunded' | 'rejected' | 'not_applicable';

export type ShippingErrorKind =
  /** The carrier cannot deliver to (or from) this address: the customer should correct it. */
  | 'invalid_address'
  /** The weight or size is refused (none, or over every carrier's limit). */
  | 'invalid_parcel'
  /** No carrier offered a rate for this shipment. */
  | 'no_rates'
  /** The rate is no longer on the shipment (or the quote is past expiresAt): quote again. */
  | 'rate_expired'
  /** No such shipment, or no label bought on it. */
  | 'not_found'
  /** The shipment already has a label bought with another rate. */
  | 'already_bought'
  /** The carrier will not refund this label (never bought, too old, already scanned). */
  | 'refund_refused'
  /** The carrier refused our request for another reason (a bug of ours): its message says which. */
  | 'invalid_request'
  | 'rate_limited'
  /** The carrier could not be reached, took too long, answered 5xx or nonsense, or refused our account. */
  | 'unavailable';

export class ShippingError extends Error {
  constructor(
    readonly kind: ShippingErrorKind,
    message: string,
    /** For rate_limited: what the carrier asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export const isShippingError = (error: unknown, kind?: ShippingErrorKind): error is ShippingError =>
  error instanceof ShippingError && (kind === undefined || error.kind === kind);

/**
 * Outbound delivery of received packages to a US address (docs/decisions/165): rates, labels and refunds from
 * EasyPost, or the local twin for development and tests. Every failure is a ShippingError.
 */
export interface ShippingProvider {
  readonly name: 'local' | 'easypost';
  /** Creates a shipment and answers its rates. */
  quote(request: QuoteRequest): Promise<Quote>;
  /** Buys the label of one of the shipment's rates. Asked again with the same rate, it answers the same label. */
  buyLabel(request: BuyRequest): Promise<BoughtLabel>;
  /** The bought label as a one-page 4x6 in PDF, as often as needed (to store it, or print it again). */
  labelPdf(shipmentId: string): Promise<Buffer>;
  /** Asks the carrier to refund a label bought by mistake. */
  refund(shipmentId: string): Promise<{ status: RefundStatus }>;
}
