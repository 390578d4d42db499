import { describe, expect, it } from 'vitest';
import { FALLBACK_WAREHOUSE_ADDRESS } from '../warehouse/fallback-warehouse-address';
import { DEFAULT_OPENING_HOURS, openingRangesOn, openingWeekdayOf } from '../warehouse/opening-hours';
import { OpeningHoursSchema } from '../warehouse/opening-hours-schema';
import { mapLinkOf, pickupLocationOf } from './pickup-location';

describe('a pickup’s place (decision 170)', () => {
  it('reads the weekday of the pickup’s date for its hours', () => {
    expect(['2026-03-09', '2026-03-14', '2026-03-15'].map(openingWeekdayOf)).toEqual(['monday', 'saturday', 'sunday']);
    expect(openingRangesOn(DEFAULT_OPENING_HOURS, '2026-03-13')).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(openingRangesOn(DEFAULT_OPENING_HOURS, '2026-03-14')).toEqual([]);
  });

  it('builds the Google Maps search with URLSearchParams', () => {
    const url = new URL(mapLinkOf({ street_address: '8350 NW 52nd Ter #101', city: 'Doral', state: 'FL', postal_code: '33166' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ api: '1', query: '8350 NW 52nd Ter #101, Doral, FL 33166' });
  });

  it('falls back to the fixed Doral address, valid hours included, when none is active', () => {
    const location = pickupLocationOf(undefined, '2026-03-12');
    expect(location).toMatchObject({ name: FALLBACK_WAREHOUSE_ADDRESS.name, city: 'Doral', state: 'FL', access_code: null, fallback: true });
    expect(location.day_hours).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(OpeningHoursSchema.parse(FALLBACK_WAREHOUSE_ADDRESS.opening_hours)).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('answers the active address’s own details, and a copy of the day’s ranges', () => {
    const active = { ...FALLBACK_WAREHOUSE_ADDRESS, name: 'Airport', access_code: '4411', opening_hours: { ...DEFAULT_OPENING_HOURS, thursday: [{ open: '07:00', close: '11:00' }] } };
    const location = pickupLocationOf(active, '2026-03-12');
    expect(location).toMatchObject({ name: 'Airport', access_code: '4411', day_hours: [{ open: '07:00', close: '11:00' }], fallback: false });
    location.day_hours.push({ open: '12:00', close: '13:00' });
    expect(active.opening_hours.thursday).toHaveLength(1);
  });
});
