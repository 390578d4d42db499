// No zod here: the package list's cards name their latest scan on the first paint (decision 101).
import type { TrackingStatus } from './tracking-status-list';

/**
 * What a carrier scan says, in the app's own words (decision 185): the normalised status, and for `in_transit` the
 * step the carrier's text names, since a parcel spends most of its scans in transit. The app translates the kind;
 * the carrier's text stays beside it as the carrier's words.
 */
export const CARRIER_EVENT_KINDS = [
  'update',
  'label_created',
  'collected',
  'arrived_at_facility',
  'departed_facility',
  'processed_at_facility',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'available_for_pickup',
  'delivered',
  'exception',
  'returned',
] as const;
export type CarrierEventKind = (typeof CARRIER_EVENT_KINDS)[number];

const BY_STATUS: Record<TrackingStatus, CarrierEventKind> = {
  pending: 'update',
  info_received: 'label_created',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  failed_attempt: 'failed_attempt',
  available_for_pickup: 'available_for_pickup',
  delivered: 'delivered',
  exception: 'exception',
  returned: 'returned',
};

/**
 * The transit steps carriers name in English (USPS, UPS, FedEx, DHL as relayed by the tracking provider), first match
 * wins. Only a step the text clearly names: anything else reads as plain "in transit", never a guess.
 */
const TRANSIT_STEPS: readonly [RegExp, CarrierEventKind][] = [
  [/\bpicked up\b|\bpickup scan\b|\borigin scan\b|\baccepted\b|\bacceptance\b/i, 'collected'],
  [/\bdepart(ed|ure)\b|\bleft\b/i, 'departed_facility'],
  [/\barriv(ed|al)\b/i, 'arrived_at_facility'],
  [/\bprocess(ed|ing)\b/i, 'processed_at_facility'],
];

export function carrierEventKind(event: { status: TrackingStatus; description: string }): CarrierEventKind {
  if (event.status !== 'in_transit') return BY_STATUS[event.status];
  return TRANSIT_STEPS.find(([pattern]) => pattern.test(event.description))?.[1] ?? 'in_transit';
}
