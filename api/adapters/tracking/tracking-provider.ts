import type { Carrier } from '../../../shared/packages/carrier-names';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';

export interface TrackingEventInput {
  status: TrackingStatus;
  description: string;
  /** "Miami, FL, US" or null when the carrier gives none. */
  location: string | null;
  time: Date;
}

/** What a provider knows of one parcel now. Events in any order; the caller stores them once each. */
export interface TrackingResult {
  status: TrackingStatus;
  /** YYYY-MM-DD, or null. */
  estimatedDelivery: string | null;
  events: TrackingEventInput[];
  /** The carrier the provider settled on (it may detect one we could not), or null. */
  carrier: Carrier | null;
  /** The provider's own answer, kept as received for support and debugging. */
  raw: unknown;
}

export interface TrackRequest {
  trackingNumber: string;
  carrier: Carrier | null;
  /** When the customer registered the number (the simulated provider's progression starts here). */
  registeredAt: Date;
}

/** A pushed update, already verified and read. */
export interface TrackingUpdate {
  trackingNumber: string;
  result: TrackingResult;
}

export type TrackingErrorKind = 'rate_limited' | 'not_found' | 'invalid_request' | 'unavailable' | 'invalid_signature';

export class TrackingError extends Error {
  constructor(
    readonly kind: TrackingErrorKind,
    message: string,
    /** For rate_limited: what the provider asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export const isTrackingError = (error: unknown, kind?: TrackingErrorKind): error is TrackingError =>
  error instanceof TrackingError && (kind === undefined || error.kind === kind);

/** Carrier tracking behind one interface: a real aggregator, or the simulated one for development and tests. */
export interface TrackingProvider {
  readonly name: 'simulated' | 'easypost';
  track(request: TrackRequest): Promise<TrackingResult>;
  /** Verifies and reads a webhook; throws TrackingError('invalid_signature') when it is not the provider's. null: nothing to apply. */
  parseWebhook(headers: Record<string, string>, rawBody: string): Promise<TrackingUpdate | null>;
}
