import { describe, expect, it } from 'vitest';
import { billedPounds, deliveryDateAfter, NONCONTIGUOUS_ZONE, TWIN_MAX_POUNDS, TWIN_SERVICES, twinRates, zoneBetween } from './twin-rate-card';

const card = (carrier: string, service: string) => TWIN_SERVICES.find((entry) => entry.carrier === carrier && entry.service === service)!;

describe('the twin rate card', () => {
  it.each([
    ['33139', 1, 'Miami Beach'],
    ['32801', 2, 'Orlando'],
    ['32202', 3, 'Jacksonville'],
    ['30303', 4, 'Atlanta'],
    ['20001', 5, 'Washington'],
    ['10118', 6, 'New York'],
    ['60606', 6, 'Chicago'],
    ['80202', 7, 'Denver'],
    ['94104', 8, 'San Francisco'],
    ['98101', 8, 'Seattle'],
    ['99501', NONCONTIGUOUS_ZONE, 'Anchorage'],
    ['96813', NONCONTIGUOUS_ZONE, 'Honolulu'],
    ['00901', NONCONTIGUOUS_ZONE, 'San Juan'],
  ])('puts %s in zone %i from the Miami warehouse (%s)', (zip, zone) => {
    expect(zoneBetween('33166', zip)).toBe(zone);
  });

  it('measures from the sender: Seattle to Portland is near, whatever the warehouse', () => {
    expect(zoneBetween('98101', '97201')).toBe(3);
    expect(zoneBetween('33166-1234', '33166')).toBe(1);
  });

  it('bills whole pounds, at least one, or the dimensional weight (USPS only past a cubic foot)', () => {
    const ups = card('UPS', 'Ground');
    const usps = card('USPS', 'Ground Advantage');
    expect([billedPounds(ups, { weightOz: 1 }), billedPounds(ups, { weightOz: 16 }), billedPounds(ups, { weightOz: 16.1 })]).toEqual([1, 1, 2]);
    expect(billedPounds(ups, { weightOz: 16, lengthIn: 12, widthIn: 12, heightIn: 12 })).toBe(13);
    expect(billedPounds(usps, { weightOz: 16, lengthIn: 12, widthIn: 12, heightIn: 12 })).toBe(1);
    expect(billedPounds(usps, { weightOz: 16, lengthIn: 12, widthIn: 12, heightIn: 13 })).toBe(12);
  });

  it('prices each further zone and pound higher, for every service', () => {
    for (const { carrier, service } of TWIN_SERVICES) {
      const price = (zone: number, weightOz: number) => twinRates(zone, { weightOz }).find((rate) => rate.carrier === carrier && rate.service === service)?.amountCents ?? NaN;
      for (let zone = 1; zone < 8; zone += 1) expect(price(zone + 1, 48)).toBeGreaterThan(price(zone, 48));
      expect(price(5, 5 * 16)).toBeGreaterThan(price(5, 4 * 16));
    }
    expect(TWIN_MAX_POUNDS).toBe(150);
  });

  it('counts delivery in business days, a parcel quoted at the weekend leaving on Monday', () => {
    expect(deliveryDateAfter('2026-03-10', 2)).toBe('2026-03-12');
    expect(deliveryDateAfter('2026-03-12', 2)).toBe('2026-03-16');
    expect(deliveryDateAfter('2026-03-14', 1)).toBe('2026-03-17');
    expect(deliveryDateAfter('2026-03-10', 0)).toBe('2026-03-10');
  });
});
