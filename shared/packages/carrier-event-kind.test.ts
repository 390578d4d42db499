import { describe, expect, it } from 'vitest';
import { CARRIER_EVENT_KINDS, carrierEventKind } from './carrier-event-kind';
import { TRACKING_STATUSES } from './tracking-status-list';

const kind = (status: Parameters<typeof carrierEventKind>[0]['status'], description: string) => carrierEventKind({ status, description });

describe('the kind of a carrier scan', () => {
  it('follows the normalised status, whatever the carrier wrote', () => {
    expect(kind('info_received', 'Shipping label created, UPS awaiting item')).toBe('label_created');
    expect(kind('pending', 'Pre-shipment info sent')).toBe('update');
    expect(kind('out_for_delivery', 'Out for delivery')).toBe('out_for_delivery');
    expect(kind('delivered', 'Delivered to the Miami Drop warehouse')).toBe('delivered');
    expect(kind('exception', 'Delivery exception: shipment held at facility')).toBe('exception');
    expect(kind('failed_attempt', 'Arrived late, no one available')).toBe('failed_attempt');
    expect(kind('available_for_pickup', 'Available for pickup at the post office')).toBe('available_for_pickup');
    expect(kind('returned', 'Return to sender processed')).toBe('returned');
  });

  it('names the transit step the carrier names', () => {
    expect(kind('in_transit', 'Picked up by UPS')).toBe('collected');
    expect(kind('in_transit', 'Origin Scan')).toBe('collected');
    expect(kind('in_transit', 'USPS in possession of item: accepted at the post office')).toBe('collected');
    expect(kind('in_transit', 'Arrived at sort facility')).toBe('arrived_at_facility');
    expect(kind('in_transit', 'ARRIVAL SCAN')).toBe('arrived_at_facility');
    expect(kind('in_transit', 'Departed FedEx location')).toBe('departed_facility');
    expect(kind('in_transit', 'Left FedEx origin facility')).toBe('departed_facility');
    expect(kind('in_transit', 'Processed at USPS Regional Facility')).toBe('processed_at_facility');
  });

  it('reads anything else in transit as plain in transit, not a guess', () => {
    expect(kind('in_transit', 'In transit to next facility')).toBe('in_transit');
    expect(kind('in_transit', 'On its way')).toBe('in_transit');
    // A step's word inside another word is no step: "Leftover" does not say it left.
    expect(kind('in_transit', 'Leftover item rerouted')).toBe('in_transit');
    expect(kind('in_transit', '')).toBe('in_transit');
  });

  it('gives every status a kind the app has words for', () => {
    for (const status of TRACKING_STATUSES) expect(CARRIER_EVENT_KINDS).toContain(kind(status, ''));
  });
});
