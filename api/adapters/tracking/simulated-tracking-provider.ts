import { detectCarrier, normalizeTrackingNumber } from '../../../shared/packages/carriers';
import { CARRIER_DISPLAY_NAMES } from '../../../shared/packages/carrier-names';
import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import { HOUR_MS } from '../../../shared/time/durations';
import { newYorkDateString } from '../../../shared/time/new-york';
import { isTwinOutboundTrackingCode } from '../shipping/twin-tracking-codes';
import { TrackingError, type TrackingEventInput, type TrackingProvider } from './tracking-provider';

/**
 * Numbers ending in this go wrong: an `exception` at 60% of the span, and nothing after it
 * (docs/decisions/050). Tracking numbers are letters and digits only, so a suffix is the only handle.
 */
export const SIMULATED_EXCEPTION_SUFFIX = '0000';
export const MIAMI_LOCATION = 'Miami, FL, US';
export const DELIVERED_DESCRIPTION = 'Delivered to the Miami Drop warehouse';
/** A label the local shipping twin sold leaves the warehouse and ends here (decision 165); where is the customer's. */
export const OUTBOUND_DELIVERED_DESCRIPTION = 'Delivered to the recipient';

const ORIGINS = ['Jersey City, NJ, US', 'Ontario, CA, US', 'Dallas, TX, US', 'Chicago, IL, US', 'Kent, WA, US', 'Columbus, OH, US'];
const HUBS = ['Memphis, TN, US', 'Louisville, KY, US', 'Atlanta, GA, US', 'Jacksonville, FL, US', 'Orlando, FL, US'];

/** FNV-1a: the same number always gets the same small variations. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a tiny deterministic generator of numbers in [0, 1). */
function generatorFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

interface PlannedEvent {
  /** Share of the span, 0 to 1. */
  at: number;
  status: TrackingStatus;
  description: string;
  location: string | null;
}

/**
 * The whole life of a parcel, from registration to the warehouse (or to its exception); for a label of the local
 * shipping twin, from the warehouse to the customer, whose address the number does not tell.
 */
function plannedEvents(trackingNumber: string, carrierName: string): PlannedEvent[] {
  const number = normalizeTrackingNumber(trackingNumber);
  const outbound = isTwinOutboundTrackingCode(number);
  const random = generatorFrom(seedOf(number));
  // Drawn either way, so an inbound parcel's journey stays the one it always had.
  const picked = pick(ORIGINS, random);
  const origin = outbound ? MIAMI_LOCATION : picked;
  const firstHub = pick(HUBS, random);
  const hubs = random() < 0.5 ? [firstHub] : [firstHub, pick(HUBS.filter((hub) => hub !== firstHub), random)];
  // A little jitter (±2% of the span) so parcels do not all move in lockstep; the gaps keep the order.
  const jitter = () => (random() - 0.5) * 0.04;
  const hopShares = hubs.length === 1 ? [0.45] : [0.35, 0.5];
  const events: PlannedEvent[] = [
    { at: 0, status: 'info_received', description: `Shipping label created, ${carrierName} awaiting item`, location: origin },
    { at: 0.15 + jitter(), status: 'in_transit', description: `Picked up by ${carrierName}`, location: origin },
    ...hubs.map((hub, index) => ({
      at: (hopShares[index] ?? 0.45) + jitter(),
      status: 'in_transit' as const,
      description: index === 0 ? 'Arrived at sort facility' : 'Arrived at regional destination facility',
      location: hub,
    })),
  ];
  if (number.endsWith(SIMULATED_EXCEPTION_SUFFIX)) {
    const lastHub = hubs[hubs.length - 1] ?? origin;
    return [...events, { at: 0.6, status: 'exception', description: 'Delivery exception: shipment held at facility', location: lastHub }];
  }
  const destination = outbound ? null : MIAMI_LOCATION;
  return [
    ...events,
    { at: 0.85 + jitter(), status: 'out_for_delivery', description: 'Out for delivery', location: destination },
    { at: 1, status: 'delivered', description: outbound ? OUTBOUND_DELIVERED_DESCRIPTION : DELIVERED_DESCRIPTION, location: destination },
  ];
}

/**
 * The default provider outside production: a believable, deterministic progression computed from
 * (number, registration time, now, span), so the demo moves on its own and tests are repeatable.
 */
export function createSimulatedTrackingProvider(config: { spanHours: number }, now: () => Date): TrackingProvider {
  const spanMs = config.spanHours * HOUR_MS;
  return {
    name: 'simulated',

    async track({ trackingNumber, carrier, registeredAt }) {
      const settled = carrier ?? detectCarrier(trackingNumber).carrier;
      const carrierName = settled ? CARRIER_DISPLAY_NAMES[settled] : 'the carrier';
      const current = now().getTime();
      const events: TrackingEventInput[] = plannedEvents(trackingNumber, carrierName)
        .map((event) => ({ status: event.status, description: event.description, location: event.location, time: new Date(registeredAt.getTime() + Math.round(event.at * spanMs)) }))
        .filter((event) => event.time.getTime() <= current);
      return {
        status: events[events.length - 1]?.status ?? 'pending',
        estimatedDelivery: newYorkDateString(new Date(registeredAt.getTime() + spanMs)),
        events,
        carrier: settled,
        raw: { simulated: true, trackingNumber: normalizeTrackingNumber(trackingNumber), registeredAt: registeredAt.toISOString(), spanHours: config.spanHours },
      };
    },

    async parseWebhook() {
      throw new TrackingError('invalid_signature', 'The simulated tracking provider sends no webhooks');
    },
  };
}
