import { describe, expect, it } from 'vitest';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, pickupHoursOf, STANDARD_PICKUP_HOURS } from '../pickup/pickup-hours';
import { addBusinessDays } from './business-days';
import { declaredTotal, ORDER_HANDLING_BUSINESS_DAYS, orderDeadlines, packageOutlook, storageEndsBeforeTrip, tripPickupDays } from './trip-forecast';
import { COMMON_TRANSIT_SERVICES } from './typical-transit';

// Wednesday 2026-12-02 is today; the trip runs from Friday 2026-12-11 to Sunday 2026-12-13.
const today = '2026-12-02';
const trip = { arrival_date: '2026-12-11', departure_date: '2026-12-13' };
const context = { today, lastPickupDay: '2026-12-11', marginDays: 1 };
const onTheWay = { delivery_status: 'pending', status: 'in_transit', carrier: 'usps' as const, estimated_delivery: null };

describe('the pickup days of a trip', () => {
  it('are its days with pickup hours, from today on: weekdays, and Saturday with flexible pickup', () => {
    expect(tripPickupDays(trip, today, STANDARD_PICKUP_HOURS)).toEqual(['2026-12-11']);
    expect(tripPickupDays(trip, today, pickupHoursOf(true, DEFAULT_FLEXIBLE_PICKUP_WINDOWS))).toEqual(['2026-12-11', '2026-12-12']);
    expect(tripPickupDays({ arrival_date: '2026-11-30', departure_date: '2026-12-03' }, today, STANDARD_PICKUP_HOURS)).toEqual(['2026-12-02', '2026-12-03']);
    expect(tripPickupDays({ arrival_date: '2026-12-12', departure_date: '2026-12-13' }, today, STANDARD_PICKUP_HOURS)).toEqual([]);
  });
});

describe('a package ready in time', () => {
  it('is ready once received or booked for pickup', () => {
    for (const status of ['received', 'scheduled']) {
      expect(packageOutlook({ ...onTheWay, delivery_status: status }, { ...context, lastPickupDay: null })).toEqual({ state: 'ready', basis: 'received', ready_by: null, risk: null });
    }
  });

  it("counts the carrier's estimate plus the receiving margin in business days", () => {
    // Delivered Thursday the 10th, ready Friday the 11th: the last pickup day.
    expect(packageOutlook({ ...onTheWay, estimated_delivery: '2026-12-10' }, context)).toEqual({ state: 'on_time', basis: 'carrier_estimate', ready_by: '2026-12-11', risk: null });
    // Delivered Friday, ready Monday: after the trip.
    expect(packageOutlook({ ...onTheWay, estimated_delivery: '2026-12-11' }, context)).toEqual({ state: 'at_risk', basis: 'carrier_estimate', ready_by: '2026-12-14', risk: 'after_trip' });
    expect(packageOutlook({ ...onTheWay, estimated_delivery: '2026-12-11' }, { ...context, marginDays: 0 }).state).toBe('on_time');
  });

  it('reads a past estimate as "from today", and a delivered parcel as delivered today', () => {
    expect(packageOutlook({ ...onTheWay, estimated_delivery: '2026-11-20' }, context)).toMatchObject({ basis: 'carrier_estimate', ready_by: '2026-12-03' });
    expect(packageOutlook({ ...onTheWay, status: 'delivered', estimated_delivery: '2026-12-20' }, context)).toMatchObject({ state: 'on_time', basis: 'carrier_delivered', ready_by: '2026-12-03' });
  });

  it("takes the carrier's worst transit from today when there is no estimate", () => {
    // USPS at worst 5 business days: Wednesday the 9th, ready Thursday the 10th.
    expect(packageOutlook(onTheWay, context)).toEqual({ state: 'on_time', basis: 'typical_transit', ready_by: '2026-12-10', risk: null });
    // Post from abroad: 20 business days.
    expect(packageOutlook({ ...onTheWay, carrier: 's10' }, context)).toMatchObject({ state: 'at_risk', risk: 'after_trip', ready_by: addBusinessDays(today, 21) });
    expect(packageOutlook({ ...onTheWay, carrier: null }, context).risk).toBe('after_trip');
  });

  it('is at risk on a carrier problem, or when the trip has no pickup day', () => {
    for (const status of ['exception', 'failed_attempt', 'returned', 'available_for_pickup']) {
      expect(packageOutlook({ ...onTheWay, status, estimated_delivery: '2026-12-04' }, context)).toMatchObject({ state: 'at_risk', risk: 'carrier_problem' });
    }
    expect(packageOutlook({ ...onTheWay, estimated_delivery: '2026-12-04' }, { ...context, lastPickupDay: null })).toMatchObject({ state: 'at_risk', risk: 'no_pickup_day' });
  });
});

describe('the last day to order', () => {
  it('counts back the margin, the transit and the handling day from the last pickup day', () => {
    const deadlines = orderDeadlines('2026-12-11', 1, today);
    expect(deadlines.map((deadline) => `${deadline.carrier}.${deadline.service}`)).toEqual(COMMON_TRANSIT_SERVICES.map((entry) => `${entry.carrier}.${entry.service}`));
    // Ground Advantage: 1 + 5 + 1 = 7 business days before Friday the 11th is Wednesday the 2nd.
    expect(deadlines[0]).toEqual({ carrier: 'usps', service: 'ground_advantage', transit_days: 5, last_day: '2026-12-02', too_late: false });
    // Priority Mail: 1 + 3 + 1 = 5 business days: Friday the 4th, or the weekend after it.
    expect(deadlines[1]).toMatchObject({ last_day: '2026-12-06', too_late: false });
    for (const deadline of deadlines) {
      expect(addBusinessDays(deadline.last_day, ORDER_HANDLING_BUSINESS_DAYS + deadline.transit_days + 1) <= '2026-12-11').toBe(true);
    }
  });

  it('says when it has passed, and gives none without a pickup day', () => {
    const late = orderDeadlines('2026-12-04', 1, today);
    expect(late.find((deadline) => deadline.service === 'ground_advantage')).toMatchObject({ too_late: true });
    expect(late.find((deadline) => deadline.service === 'prime')).toMatchObject({ last_day: '2026-11-30', too_late: true });
    expect(orderDeadlines(null, 1, today)).toEqual([]);
  });
});

describe('the totals and flags of what is waiting', () => {
  it('adds up the declared values and counts the unknown ones', () => {
    expect(declaredTotal([4999, null, 10_001, null])).toEqual({ total_cents: 15_000, unknown: 2 });
    expect(declaredTotal([])).toEqual({ total_cents: 0, unknown: 0 });
  });

  it('flags storage that ends before the arrival day, not on it', () => {
    expect(storageEndsBeforeTrip('2026-12-10', trip)).toBe(true);
    expect(storageEndsBeforeTrip('2026-12-11', trip)).toBe(false);
    expect(storageEndsBeforeTrip(null, trip)).toBe(false);
  });
});
