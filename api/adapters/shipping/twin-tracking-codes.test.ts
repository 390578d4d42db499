import { describe, expect, it } from 'vitest';
import { detectCarrier } from '../../../shared/packages/carriers';
import { createTestClock, HOUR_MS } from '../../test/test-clock';
import { createSimulatedTrackingProvider, DELIVERED_DESCRIPTION, MIAMI_LOCATION, OUTBOUND_DELIVERED_DESCRIPTION } from '../tracking/simulated-tracking-provider';
import { createLocalShippingProvider } from './local-shipping-provider';
import { TRACKING_CARRIER, type ShippingCarrier } from './shipping-provider';
import { isTwinOutboundTrackingCode, twinTrackingCode } from './twin-tracking-codes';

const SERVICES: [ShippingCarrier, string, RegExp][] = [
  ['USPS', 'Ground Advantage', /^940010\d{16}$/],
  ['USPS', 'Priority Mail', /^940550\d{16}$/],
  ['UPS', 'Ground', /^1Z9MD33103\d{8}$/],
  ['UPS', '2nd Day Air', /^1Z9MD33102\d{8}$/],
  ['FedEx', 'Ground', /^7733\d{8}$/],
  ['FedEx', '2Day', /^7733\d{8}$/],
];

describe('tracking codes of the twin labels', () => {
  it.each(SERVICES)("are %s's own format (%s), with a check digit the app detects as that carrier alone", (carrier, service, format) => {
    for (let index = 0; index < 200; index += 1) {
      const code = twinTrackingCode(carrier, service, `shp_local_${index}`);
      expect(code).toMatch(format);
      expect(detectCarrier(code).candidates).toEqual([TRACKING_CARRIER[carrier]]);
      expect(code.endsWith('0000')).toBe(false);
      expect(isTwinOutboundTrackingCode(code)).toBe(true);
    }
  });

  it('are the same for the same shipment and differ between shipments', () => {
    expect(twinTrackingCode('UPS', 'Ground', 'shp_local_a')).toBe(twinTrackingCode('UPS', 'Ground', 'shp_local_a'));
    const codes = new Set(Array.from({ length: 50 }, (_, index) => twinTrackingCode('USPS', 'Ground Advantage', `shp_local_${index}`)));
    expect(codes.size).toBe(50);
  });

  it('tell the parcels leaving the warehouse from those coming to it, whatever the spacing and case', () => {
    expect(isTwinOutboundTrackingCode('1z9md331 0343 6126 09')).toBe(true);
    for (const inbound of ['1Z5R89390357567127', '9400100110368068953228', '986578788855', '9405500208303109884137', 'TBA123456789012', '7489123456']) {
      expect(isTwinOutboundTrackingCode(inbound), inbound).toBe(false);
    }
  });
});

describe('a label bought from the twin, followed by the simulated tracking', () => {
  it.each(['USPS', 'UPS', 'FedEx'] as const)('goes by %s from the Miami warehouse to the recipient, delivered at the end of the span', async (carrier) => {
    const clock = createTestClock();
    const shipping = createLocalShippingProvider(clock.now);
    const tracking = createSimulatedTrackingProvider({ spanHours: 48 }, clock.now);
    const quote = await shipping.quote({
      from: { name: 'Miami Drop', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166' },
      to: { name: 'Ana Gómez', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
      parcel: { weightOz: 36 },
    });
    const rate = quote.rates.find((candidate) => candidate.carrier === carrier)!;
    const label = await shipping.buyLabel({ shipmentId: quote.shipmentId, rateId: rate.rateId });
    const registeredAt = clock.now();
    const track = () => tracking.track({ trackingNumber: label.trackingCode, carrier: TRACKING_CARRIER[label.carrier], registeredAt });

    const first = await track();
    expect(first).toMatchObject({ status: 'info_received', carrier: TRACKING_CARRIER[carrier] });
    expect(first.events[0]?.location).toBe(MIAMI_LOCATION);
    clock.advance(48 * HOUR_MS);
    const last = await track();
    expect(last.status).toBe('delivered');
    expect(last.events.at(-1)).toMatchObject({ status: 'delivered', description: OUTBOUND_DELIVERED_DESCRIPTION, location: null });
    expect(last.events.some((event) => event.description === DELIVERED_DESCRIPTION)).toBe(false);
    // The number alone is enough: the tracking detects its carrier, as for a number registered without one.
    expect((await tracking.track({ trackingNumber: label.trackingCode, carrier: null, registeredAt })).carrier).toBe(TRACKING_CARRIER[carrier]);
  });
});
