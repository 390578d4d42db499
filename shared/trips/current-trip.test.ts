import { describe, expect, it } from 'vitest';
import { currentTrip } from './current-trip';

const trip = (arrival_date: string, departure_date: string) => ({ arrival_date, departure_date });

describe('the current trip', () => {
  it('is the earliest trip not over, whatever order they were recorded in', () => {
    const trips = [trip('2027-03-01', '2027-03-05'), trip('2026-12-20', '2026-12-28'), trip('2026-11-01', '2026-11-05')];
    expect(currentTrip(trips, '2026-12-02')).toEqual(trip('2026-12-20', '2026-12-28'));
  });

  it('is a trip under way until its departure day ends', () => {
    expect(currentTrip([trip('2026-12-01', '2026-12-02')], '2026-12-02')).toEqual(trip('2026-12-01', '2026-12-02'));
    expect(currentTrip([trip('2026-12-01', '2026-12-02')], '2026-12-03')).toBeNull();
  });

  it('is none without trips', () => {
    expect(currentTrip([], '2026-12-02')).toBeNull();
  });
});
