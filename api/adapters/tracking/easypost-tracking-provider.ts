import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Carrier } from '../../../shared/packages/carrier-names';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import { isValidDateString } from '../../../shared/time/date-string';
import { TrackingError, type TrackingEventInput, type TrackingProvider, type TrackingResult, type TrackRequest } from './tracking-provider';
import { easypostRequest, type EasypostFailure } from '../easypost-request';
import { retryAfterSeconds } from '../retry-after';

export interface EasypostConfig {
  apiKey: string;
  webhookSecret: string;
  /** Default https://api.easypost.com/v2/; tests point it at a local server. Must end with a slash. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const EASYPOST_SIGNATURE_HEADER = 'x-hmac-signature';
const DEFAULT_TIMEOUT_MS = 15_000;

/** EasyPost's carrier names. s10, DHL eCommerce and ambiguous numbers go without one: EasyPost detects them. */
const EASYPOST_CARRIERS: Partial<Record<Carrier, string>> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', dhl: 'DHLExpress', amazon: 'AmazonShipping', ontrac: 'OnTrac' };
const OUR_CARRIERS: [RegExp, Carrier][] = [[/^usps/i, 'usps'], [/^ups/i, 'ups'], [/^fedex/i, 'fedex'], [/^dhl/i, 'dhl'], [/^amazon/i, 'amazon'], [/^ontrac/i, 'ontrac']];

const STATUSES: Record<string, TrackingStatus> = {
  unknown: 'pending',
  pre_transit: 'info_received',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  available_for_pickup: 'available_for_pickup',
  return_to_sender: 'returned',
  failure: 'exception',
  cancelled: 'exception',
  error: 'exception',
};
const statusOf = (status: string | null | undefined): TrackingStatus => STATUSES[status ?? 'unknown'] ?? 'pending';

const LocationSchema = z.object({ city: z.string().nullish(), state: z.string().nullish(), country: z.string().nullish() }).nullish();
const TrackerSchema = z.object({
  id: z.string(),
  tracking_code: z.string(),
  status: z.string().nullish(),
  carrier: z.string().nullish(),
  est_delivery_date: z.string().nullish(),
  carrier_detail: z.object({ est_delivery_date_local: z.string().nullish() }).nullish(),
  tracking_details: z
    .array(z.object({ message: z.string().nullish(), description: z.string().nullish(), status: z.string().nullish(), datetime: z.string().nullish(), tracking_location: LocationSchema }))
    .nullish(),
});
const EventSchema = z.object({ description: z.string(), result: z.unknown() });

// Carriers often shout: "HOUSTON" reads better as "Houston".
const tidyCity = (city: string) => (city === city.toUpperCase() ? city.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()) : city);

function locationOf(location: z.infer<typeof LocationSchema>): string | null {
  const parts = [location?.city ? tidyCity(location.city) : null, location?.state, location?.country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** EasyPost sends the estimate as midnight UTC ("2026-03-12T00:00:00Z"): the date part is the date meant. */
function estimatedDeliveryOf(tracker: z.infer<typeof TrackerSchema>): string | null {
  // Stryker disable next-line StringLiteral: no estimate gives null whatever the fallback text, as long as it is not a date.
  const date = (tracker.carrier_detail?.est_delivery_date_local ?? tracker.est_delivery_date ?? '').slice(0, 10);
  return isValidDateString(date) ? date : null;
}

export function trackingResultOf(body: unknown, requested: Carrier | null = null): TrackingResult {
  const tracker = TrackerSchema.parse(body);
  const events: TrackingEventInput[] = (tracker.tracking_details ?? []).flatMap((detail) => {
    // Stryker disable next-line StringLiteral: a scan without a time is dropped whatever the fallback text, as long as it is not a date.
    const time = new Date(detail.datetime ?? '');
    if (Number.isNaN(time.getTime())) return [];
    const status = statusOf(detail.status);
    return [{ status, description: detail.message || detail.description || status, location: locationOf(detail.tracking_location), time }];
  });
  // Stryker disable next-line StringLiteral: without a carrier name no pattern matches, whatever the fallback text, as long as it names no carrier.
  const carrier = OUR_CARRIERS.find(([pattern]) => pattern.test(tracker.carrier ?? ''))?.[1] ?? requested;
  return { status: statusOf(tracker.status), estimatedDelivery: estimatedDeliveryOf(tracker), events, carrier, raw: body };
}

function easypostFailure({ status, message, answer }: EasypostFailure, now: Date): TrackingError {
  if (status === 429) return new TrackingError('rate_limited', `EasyPost 429: ${message}`, retryAfterSeconds(answer?.headers['retry-after'], now));
  if (status === 404) return new TrackingError('not_found', `EasyPost 404: ${message}`);
  // 401/402/403 are our account's problem and 408 a timeout: none of them says the number is wrong.
  if (status >= 400 && status < 500 && ![401, 402, 403, 408].includes(status)) return new TrackingError('invalid_request', `EasyPost ${status}: ${message}`);
  return new TrackingError('unavailable', status ? `EasyPost ${status}: ${message}` : `EasyPost unreachable: ${message}`);
}

/** The value EasyPost puts in X-Hmac-Signature for this body. */
export function easypostSignature(rawBody: string, webhookSecret: string): string {
  return `hmac-sha256-hex=${createHmac('sha256', webhookSecret.normalize('NFKD')).update(rawBody, 'utf8').digest('hex')}`;
}

function signatureMatches(headers: Record<string, string>, rawBody: string, webhookSecret: string): boolean {
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === EASYPOST_SIGNATURE_HEADER)?.[1];
  if (!given || !webhookSecret) return false;
  const [a, b] = [Buffer.from(given, 'utf8'), Buffer.from(easypostSignature(rawBody, webhookSecret), 'utf8')];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** EasyPost trackers through the official SDK; updates arrive as HMAC-signed tracker.* webhooks. */
export function createEasypostTrackingProvider(config: EasypostConfig, now: () => Date = () => new Date()): TrackingProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function createTracker(request: TrackRequest): Promise<TrackingResult> {
    const easypostCarrier = request.carrier ? EASYPOST_CARRIERS[request.carrier] : undefined;
    const outcome = await easypostRequest({ apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs }, (client) =>
      client.Tracker.create({ tracking_code: request.trackingNumber, ...(easypostCarrier ? { carrier: easypostCarrier } : {}) }),
    );
    if (!outcome.ok) throw easypostFailure(outcome.failure, now());
    try {
      return trackingResultOf(outcome.body, request.carrier);
    } catch {
      throw new TrackingError('unavailable', 'EasyPost answered something that is not a Tracker');
    }
  }

  return {
    name: 'easypost',

    // EasyPost returns the existing tracker for the same code and carrier, so creating is also how we read it.
    track: (request) => createTracker(request),

    async parseWebhook(headers, rawBody) {
      if (!signatureMatches(headers, rawBody, config.webhookSecret)) throw new TrackingError('invalid_signature', 'EasyPost webhook signature verification failed');
      let event: z.infer<typeof EventSchema>;
      try {
        event = EventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new TrackingError('invalid_request', 'Not an EasyPost event');
      }
      if (event.description !== 'tracker.updated' && event.description !== 'tracker.created') return null;
      try {
        const result = trackingResultOf(event.result);
        return { trackingNumber: TrackerSchema.parse(event.result).tracking_code, result };
      } catch {
        throw new TrackingError('invalid_request', `${event.description} without a readable Tracker`);
      }
    },
  };
}
