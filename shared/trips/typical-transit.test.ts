import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../packages/carrier-list';
import { COMMON_TRANSIT_SERVICES, TRANSIT_SERVICES, typicalTransitDays, UNKNOWN_CARRIER_TRANSIT_DAYS } from './typical-transit';

describe('the typical transit table', () => {
  it('answers a known service its own days', () => {
    expect(typicalTransitDays('usps', 'priority_mail')).toBe(3);
    expect(typicalTransitDays('fedex', 'express_saver')).toBe(3);
    expect(typicalTransitDays('amazon', 'prime')).toBe(2);
  });

  it("takes the carrier's slowest service when the service is not known (the worst case)", () => {
    expect(typicalTransitDays('usps')).toBe(5);
    expect(typicalTransitDays('ups', null)).toBe(5);
    expect(typicalTransitDays('dhl', 'no-such-service')).toBe(8);
    expect(typicalTransitDays('s10')).toBe(20);
  });

  it('gives an unrecognised carrier the slowest days of all', () => {
    expect(typicalTransitDays(null)).toBe(UNKNOWN_CARRIER_TRANSIT_DAYS);
    expect(Math.max(...TRANSIT_SERVICES.map((entry) => entry.businessDays))).toBeLessThanOrEqual(UNKNOWN_CARRIER_TRANSIT_DAYS);
  });

  it('has every carrier, each service once, and the common services of the trip card', () => {
    for (const carrier of CARRIERS) expect(TRANSIT_SERVICES.some((entry) => entry.carrier === carrier)).toBe(true);
    const keys = TRANSIT_SERVICES.map((entry) => `${entry.carrier}.${entry.service}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(COMMON_TRANSIT_SERVICES.map((entry) => `${entry.carrier}.${entry.service}`)).toEqual([
      'usps.ground_advantage',
      'usps.priority_mail',
      'ups.ground',
      'fedex.ground',
      'fedex.express_saver',
      'amazon.standard',
      'amazon.prime',
      'dhl.express',
    ]);
    for (const entry of TRANSIT_SERVICES) expect(entry.businessDays).toBeGreaterThan(0);
  });
});
