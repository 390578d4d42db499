import type { TrackingStatus } from '../../../shared/packages/tracking-status';

const MINUTE_MS = 60_000;
/** How soon the background refresh asks the carrier again about a parcel still moving (Basic, or no plan). */
export const TRACKING_RECHECK_MS = 60 * MINUTE_MS;
/** The same for an owner with enhanced tracking (Standard, Premium): every other run of the ten-minute job. */
export const ENHANCED_TRACKING_RECHECK_MS = 20 * MINUTE_MS;

export const trackingRecheckMs = (enhanced: boolean): number => (enhanced ? ENHANCED_TRACKING_RECHECK_MS : TRACKING_RECHECK_MS);

/**
 * Statuses never announced as a carrier update: `pending` says nothing, and `delivered` is the parcel reaching the
 * warehouse, which the warehouse's receipt announces ('package-received', every plan) with its photo.
 */
const NOT_ANNOUNCED: readonly string[] = ['pending', 'delivered'] satisfies TrackingStatus[];

/**
 * Whether a carrier status change is news for the owner. The carrier's first word (a change from `pending`) is not:
 * the customer sees it on the card as they add the package.
 */
export const isTrackingNews = (previous: string, next: TrackingStatus): boolean =>
  previous !== next && previous !== 'pending' && !NOT_ANNOUNCED.includes(next);
