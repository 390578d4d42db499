import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/messages';
import { TRIP_DAYS_MAX, TRIPS_AHEAD_MAX } from './trip-limits';
import { TRIP_MESSAGES } from './trip-messages';
import { tripFormSchema, TripInputSchema, tripTimingIssue } from './trip-schema';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the trip body', () => {
  it('takes New York days, the departure on or after the arrival', () => {
    expect(TripInputSchema.parse({ arrival_date: ' 2026-12-20 ', departure_date: '2026-12-20' })).toEqual({ arrival_date: '2026-12-20', departure_date: '2026-12-20' });
    expect(issues(TripInputSchema.safeParse({ arrival_date: '2026-12-20', departure_date: '2026-12-19' }))).toEqual([['departure_date', 'tripDepartureBeforeArrival']]);
    expect(issues(TripInputSchema.safeParse({ arrival_date: '', departure_date: '2026-02-30' }))).toEqual([
      ['arrival_date', 'fieldRequired'],
      ['departure_date', 'dateInvalid'],
    ]);
  });

  it(`lasts at most ${TRIP_DAYS_MAX} days, both ends included, and its message says so`, () => {
    expect(TripInputSchema.safeParse({ arrival_date: '2026-12-01', departure_date: '2027-01-29' }).success).toBe(true);
    expect(issues(TripInputSchema.safeParse({ arrival_date: '2026-12-01', departure_date: '2027-01-30' }))).toEqual([['departure_date', 'tripTooLong']]);
    expect(validationMessages.en.tripTooLong).toContain(String(TRIP_DAYS_MAX));
    expect(validationMessages.es.tripTooLong).toContain(String(TRIP_DAYS_MAX));
    expect(TRIP_MESSAGES.tooMany).toContain(String(TRIPS_AHEAD_MAX));
  });

  it('arrives from today on and within a year, except the kept arrival of a trip under way', () => {
    const trip = { arrival_date: '2026-12-01', departure_date: '2026-12-10' };
    expect(tripTimingIssue(trip, '2026-12-01')).toBeNull();
    expect(tripTimingIssue(trip, '2026-12-02')).toBe('tripArrivalPast');
    expect(tripTimingIssue(trip, '2026-12-02', '2026-12-01')).toBeNull();
    expect(tripTimingIssue(trip, '2025-12-01')).toBeNull();
    expect(tripTimingIssue(trip, '2025-11-30')).toBe('tripArrivalTooFar');
    expect(issues(tripFormSchema('2026-12-02').safeParse(trip))).toEqual([['arrival_date', 'tripArrivalPast']]);
  });
});
