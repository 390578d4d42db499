import { amazon, dhl, fedex, getTracking, ontrac, s10, ups, usps, type TrackingCourier } from 'ts-tracking-number';
import { TRACKING_NUMBER_MAX_LENGTH } from '../validation/limits';
import { CARRIERS, type Carrier } from './carrier-names';

const COURIERS: Record<Carrier, TrackingCourier> = { usps, ups, fedex, dhl, amazon, ontrac, s10 };

export const TRACKING_NUMBER_MIN_LENGTH = 6;
/** A normalised tracking number: letters and digits only, 6 to 64 of them. */
export const TRACKING_NUMBER_PATTERN = new RegExp(`^[A-Z0-9]{${TRACKING_NUMBER_MIN_LENGTH},${TRACKING_NUMBER_MAX_LENGTH}}$`);

/** Trimmed, without spaces or hyphens, upper case: how numbers are stored and compared. */
export const normalizeTrackingNumber = (trackingNumber: string) => trackingNumber.replace(/[\s-]+/g, '').toUpperCase();

export const isWellFormedTrackingNumber = (trackingNumber: string) => TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(trackingNumber));

/** %s stands for the number. ts-tracking-number has none for Amazon and S10. */
const FALLBACK_URLS: Partial<Record<Carrier, string>> = {
  amazon: 'https://track.amazon.com/tracking/%s',
  // Every parcel comes to our Miami warehouse, so USPS (the destination post) tracks S10 items on arrival.
  s10: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=%s',
};

function urlTemplateOf(carrier: Carrier): string | null {
  const fromLibrary = COURIERS[carrier].tracking_numbers.find((format) => format.tracking_url)?.tracking_url;
  // The library still lists a few http:// pages; every one of them is served over https.
  return fromLibrary?.replace(/^http:\/\//, 'https://') ?? FALLBACK_URLS[carrier] ?? null;
}

/** The carrier's public tracking page for this number, or null when the carrier has none. */
export function trackingUrlFor(carrier: Carrier, trackingNumber: string): string | null {
  const template = urlTemplateOf(carrier);
  return template ? template.replace('%s', encodeURIComponent(normalizeTrackingNumber(trackingNumber))) : null;
}

export interface CarrierDetection {
  /** The one carrier whose format (and check digit) the number fits, or null when none or several do. */
  carrier: Carrier | null;
  /** Every carrier the number fits: more than one means the customer (or staff) should pick. */
  candidates: Carrier[];
  trackingUrl: string | null;
}

/** Which carrier issued this number, tested carrier by carrier so an ambiguous number shows all its candidates. */
export function detectCarrier(trackingNumber: string): CarrierDetection {
  const normalized = normalizeTrackingNumber(trackingNumber);
  if (!TRACKING_NUMBER_PATTERN.test(normalized)) return { carrier: null, candidates: [], trackingUrl: null };
  const candidates = CARRIERS.filter((carrier) => getTracking(normalized, [COURIERS[carrier]]) !== undefined);
  const carrier = candidates.length === 1 ? (candidates[0] ?? null) : null;
  return { carrier, candidates, trackingUrl: carrier ? trackingUrlFor(carrier, normalized) : null };
}
