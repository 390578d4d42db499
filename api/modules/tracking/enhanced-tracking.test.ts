import { describe, expect, it } from 'vitest';
import { ENHANCED_TRACKING_RECHECK_MS, isTrackingNews, TRACKING_RECHECK_MS, trackingRecheckMs } from './enhanced-tracking';

describe('enhanced tracking rules', () => {
  it('checks the parcels of an owner with enhanced tracking sooner', () => {
    expect(trackingRecheckMs(true)).toBe(ENHANCED_TRACKING_RECHECK_MS);
    expect(trackingRecheckMs(false)).toBe(TRACKING_RECHECK_MS);
    expect(ENHANCED_TRACKING_RECHECK_MS).toBeLessThan(TRACKING_RECHECK_MS);
  });

  it('announces a change of the carrier status', () => {
    expect(isTrackingNews('info_received', 'in_transit')).toBe(true);
    expect(isTrackingNews('in_transit', 'out_for_delivery')).toBe(true);
    expect(isTrackingNews('out_for_delivery', 'failed_attempt')).toBe(true);
    expect(isTrackingNews('in_transit', 'exception')).toBe(true);
    expect(isTrackingNews('exception', 'returned')).toBe(true);
  });

  it('does not announce the same status again, the carrier first word, a status it forgot, or the delivery to the warehouse', () => {
    expect(isTrackingNews('in_transit', 'in_transit')).toBe(false);
    expect(isTrackingNews('pending', 'in_transit')).toBe(false);
    expect(isTrackingNews('in_transit', 'pending')).toBe(false);
    expect(isTrackingNews('out_for_delivery', 'delivered')).toBe(false);
  });
});
