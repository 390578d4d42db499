import { describe, expect, it } from 'vitest';
import { createTestClock, HOUR_MS } from '../../test/test-clock';
import { twinTrackingCode } from '../shipping/twin-tracking-codes';
import { createSimulatedTrackingProvider, DELIVERED_DESCRIPTION, MIAMI_LOCATION, OUTBOUND_DELIVERED_DESCRIPTION } from './simulated-tracking-provider';
import { isTrackingError, type TrackingResult, type TrackRequest } from './tracking-provider';

const REGISTERED_AT = new Date('2026-03-10T15:00:00Z');
const SPAN_HOURS = 48;
const UPS_NUMBER = '1Z5R89390357567127';

function setUp(hoursAfterRegistration: number) {
  const clock = createTestClock(new Date(REGISTERED_AT.getTime() + hoursAfterRegistration * HOUR_MS));
  return { clock, provider: createSimulatedTrackingProvider({ spanHours: SPAN_HOURS }, clock.now) };
}

const request = (overrides: Partial<TrackRequest> = {}): TrackRequest => ({ trackingNumber: UPS_NUMBER, carrier: 'ups', registeredAt: REGISTERED_AT, ...overrides });
const journey = (result: TrackingResult) => result.events.map((event) => [event.time.toISOString(), event.status, event.location, event.description]);

describe('simulated tracking provider', () => {
  it('has only info_received at registration, with the estimated delivery at the end of the span in New York', async () => {
    const result = await setUp(0).provider.track(request());
    expect(result.status).toBe('info_received');
    expect(result.events).toHaveLength(1);
    expect(result.events[0]).toMatchObject({ status: 'info_received', time: REGISTERED_AT });
    expect(result.estimatedDelivery).toBe('2026-03-12');
    expect(result.carrier).toBe('ups');
    expect(result.events[0]?.description).toContain('UPS');
  });

  it('is pending before the registration time', async () => {
    expect(await setUp(-1).provider.track(request())).toMatchObject({ status: 'pending', events: [] });
  });

  it('moves through in_transit and out_for_delivery to delivered at the Miami warehouse', async () => {
    const { clock, provider } = setUp(0);
    const seen: string[] = [];
    for (let hour = 0; hour <= SPAN_HOURS; hour += 1) {
      const { status } = await provider.track(request());
      if (seen[seen.length - 1] !== status) seen.push(status);
      clock.advance(HOUR_MS);
    }
    expect(seen).toEqual(['info_received', 'in_transit', 'out_for_delivery', 'delivered']);
    const final = await provider.track(request());
    const delivered = final.events[final.events.length - 1];
    expect(delivered).toEqual({ status: 'delivered', description: DELIVERED_DESCRIPTION, location: MIAMI_LOCATION, time: new Date(REGISTERED_AT.getTime() + SPAN_HOURS * HOUR_MS) });
    expect(final.events.find((event) => event.status === 'out_for_delivery')?.location).toBe(MIAMI_LOCATION);
  });

  it('places pick-up near 15% and out for delivery near 85% of the span, in time order', async () => {
    const { events } = await setUp(SPAN_HOURS).provider.track(request());
    const share = (time: Date) => (time.getTime() - REGISTERED_AT.getTime()) / (SPAN_HOURS * HOUR_MS);
    const times = events.map((event) => event.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(share(events[1]!.time)).toBeCloseTo(0.15, 1);
    expect(share(events.find((event) => event.status === 'out_for_delivery')!.time)).toBeCloseTo(0.85, 1);
    expect(events.filter((event) => event.status === 'in_transit').length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(event.location).toMatch(/^[A-Za-z .]+, [A-Z]{2}, US$/);
  });

  it('is deterministic: the same number and times give the same answer; other numbers vary', async () => {
    const a = await setUp(30).provider.track(request());
    const b = await setUp(30).provider.track(request());
    expect(a).toEqual(b);
    const origins = new Set<string | null>();
    for (const number of ['9400100000000000000000', '986578788855', '3318810025', 'TBA000000000000', 'C11031500001879', 'RB123456785GB']) {
      const { events } = await setUp(SPAN_HOURS).provider.track(request({ trackingNumber: number, carrier: null }));
      origins.add(events[0]?.location ?? null);
    }
    expect(origins.size).toBeGreaterThan(1);
  });

  it('detects the carrier when none was given, and keeps it unknown when it cannot', async () => {
    expect((await setUp(1).provider.track(request({ carrier: null }))).carrier).toBe('ups');
    const unknown = await setUp(1).provider.track(request({ trackingNumber: 'ABC123456789', carrier: null }));
    expect(unknown.carrier).toBeNull();
    expect(unknown.events[0]?.description).toContain('the carrier');
  });

  it("sends numbers ending in 0000 to exception at 60% of the span, and they stay there", async () => {
    const number = 'ABC1230000';
    expect((await setUp(SPAN_HOURS * 0.59).provider.track(request({ trackingNumber: number }))).status).toBe('in_transit');
    const result = await setUp(SPAN_HOURS * 2).provider.track(request({ trackingNumber: number }));
    expect(result.status).toBe('exception');
    expect(result.events[result.events.length - 1]?.time).toEqual(new Date(REGISTERED_AT.getTime() + 0.6 * SPAN_HOURS * HOUR_MS));
    expect(result.events.some((event) => event.status === 'delivered' || event.status === 'out_for_delivery')).toBe(false);
  });

  it('follows a shorter configured span', async () => {
    const clock = createTestClock(new Date(REGISTERED_AT.getTime() + 2 * HOUR_MS));
    const provider = createSimulatedTrackingProvider({ spanHours: 2 }, clock.now);
    expect(await provider.track(request())).toMatchObject({ status: 'delivered', estimatedDelivery: '2026-03-10' });
  });

  // Events are stored once each: a journey computed differently after a release would show a parcel's scans twice.
  it("keeps each number's journey, to the millisecond, from one release to the next", async () => {
    const { provider } = setUp(SPAN_HOURS * 2);
    expect(journey(await provider.track(request()))).toEqual([
      ['2026-03-10T15:00:00.000Z', 'info_received', 'Ontario, CA, US', 'Shipping label created, UPS awaiting item'],
      ['2026-03-10T22:29:20.665Z', 'in_transit', 'Ontario, CA, US', 'Picked up by UPS'],
      ['2026-03-11T13:30:33.267Z', 'in_transit', 'Orlando, FL, US', 'Arrived at sort facility'],
      ['2026-03-12T08:17:51.074Z', 'out_for_delivery', MIAMI_LOCATION, 'Out for delivery'],
      ['2026-03-12T15:00:00.000Z', 'delivered', MIAMI_LOCATION, DELIVERED_DESCRIPTION],
    ]);
    // Through two hubs.
    expect(journey(await provider.track(request({ trackingNumber: '986578788855', carrier: 'fedex' })))).toEqual([
      ['2026-03-10T15:00:00.000Z', 'info_received', 'Dallas, TX, US', 'Shipping label created, FedEx awaiting item'],
      ['2026-03-10T21:42:18.208Z', 'in_transit', 'Dallas, TX, US', 'Picked up by FedEx'],
      ['2026-03-11T07:20:44.151Z', 'in_transit', 'Orlando, FL, US', 'Arrived at sort facility'],
      ['2026-03-11T15:06:41.456Z', 'in_transit', 'Atlanta, GA, US', 'Arrived at regional destination facility'],
      ['2026-03-12T07:29:47.489Z', 'out_for_delivery', MIAMI_LOCATION, 'Out for delivery'],
      ['2026-03-12T15:00:00.000Z', 'delivered', MIAMI_LOCATION, DELIVERED_DESCRIPTION],
    ]);
    // An exception is held at the last hub reached.
    expect(journey(await provider.track(request({ trackingNumber: 'ABC1240000', carrier: null })))).toEqual([
      ['2026-03-10T15:00:00.000Z', 'info_received', 'Columbus, OH, US', 'Shipping label created, the carrier awaiting item'],
      ['2026-03-10T22:44:25.205Z', 'in_transit', 'Columbus, OH, US', 'Picked up by the carrier'],
      ['2026-03-11T07:47:20.567Z', 'in_transit', 'Atlanta, GA, US', 'Arrived at sort facility'],
      ['2026-03-11T14:10:32.978Z', 'in_transit', 'Memphis, TN, US', 'Arrived at regional destination facility'],
      ['2026-03-11T19:48:00.000Z', 'exception', 'Memphis, TN, US', 'Delivery exception: shipment held at facility'],
    ]);
  });

  it('never routes a parcel through the same hub twice', async () => {
    for (const number of ['TBA123456789012', '986578788855', '1Z12345E0205271688', 'RA123456789US', '7489123456']) {
      const { events } = await setUp(SPAN_HOURS).provider.track(request({ trackingNumber: number, carrier: null }));
      const hubs = events.filter((event) => event.description.startsWith('Arrived at')).map((event) => event.location);
      expect(hubs.length, number).toBe(2);
      expect(new Set(hubs).size, number).toBe(2);
    }
  });

  it('keeps as its raw answer what the journey was computed from: the number as normalized, the registration and the span', async () => {
    const result = await setUp(1).provider.track(request({ trackingNumber: '1z5r 8939-0357 5671 27' }));
    expect(result.raw).toEqual({ simulated: true, trackingNumber: UPS_NUMBER, registeredAt: '2026-03-10T15:00:00.000Z', spanHours: SPAN_HOURS });
    expect(journey(result)).toEqual(journey(await setUp(1).provider.track(request())));
  });

  it('sends a label of the local shipping twin from the Miami warehouse to the recipient (decision 165)', async () => {
    const number = twinTrackingCode('FedEx', '2Day', 'shp_local_0123');
    const { events, status, carrier } = await setUp(SPAN_HOURS).provider.track(request({ trackingNumber: number, carrier: null }));
    expect({ status, carrier }).toEqual({ status: 'delivered', carrier: 'fedex' });
    expect(events.slice(0, 2).map((event) => event.location)).toEqual([MIAMI_LOCATION, MIAMI_LOCATION]);
    expect(events[1]?.description).toBe('Picked up by FedEx');
    expect(events.slice(-2).map((event) => [event.status, event.location, event.description])).toEqual([
      ['out_for_delivery', null, 'Out for delivery'],
      ['delivered', null, OUTBOUND_DELIVERED_DESCRIPTION],
    ]);
  });

  it('refuses every webhook: the simulation pushes nothing', async () => {
    await expect(setUp(0).provider.parseWebhook({}, '{}')).rejects.toSatisfy((error) => isTrackingError(error, 'invalid_signature'));
  });
});
