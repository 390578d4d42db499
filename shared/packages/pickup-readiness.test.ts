import { describe, expect, it } from 'vitest';
import { isAwaitingPickupBooking, isReadyForPickup, pickupReadiness } from './pickup-readiness';

const pkg = (delivery_status: string) => ({ delivery_status });

describe('ready for pickup', () => {
  it('means a pickup is booked: scheduled, and nothing else', () => {
    expect(isReadyForPickup(pkg('scheduled'))).toBe(true);
    expect(isReadyForPickup(pkg('Scheduled'))).toBe(true);
    for (const status of ['pending', 'received', 'picked_up', 'shipped', 'disposed', 'delivered', '']) expect(isReadyForPickup(pkg(status))).toBe(false);
  });

  it('leaves a received package without a pickup at the warehouse, waiting for one', () => {
    expect(isAwaitingPickupBooking(pkg('received'))).toBe(true);
    for (const status of ['pending', 'scheduled', 'picked_up', 'shipped', 'disposed', 'delivered']) expect(isAwaitingPickupBooking(pkg(status))).toBe(false);
  });

  it('counts each package once, under one of the two words or neither', () => {
    const packages = ['received', 'received', 'scheduled', 'pending', 'picked_up', 'shipped', 'delivered'].map(pkg);
    expect(pickupReadiness(packages)).toEqual({ atWarehouse: 2, ready: 1 });
    expect(pickupReadiness([])).toEqual({ atWarehouse: 0, ready: 0 });
  });

  it('gives the issue 33 customer, two parcels received and no pickup booked, none ready and two at the warehouse', () => {
    expect(pickupReadiness([pkg('received'), pkg('received')])).toEqual({ atWarehouse: 2, ready: 0 });
  });
});
