import { describe, expect, it } from 'vitest';
import {
  canChooseForPickup,
  canEditPickup,
  canMarkPickedUp,
  canMarkReceived,
  DEFAULT_STATUS_FILTER,
  effectiveStatus,
  isSkippedByBulkRefresh,
  matchesStatusFilter,
  packagesToRefresh,
  PACKAGE_STATUSES,
  sortEventsNewestFirst,
  sortWorkflowEntries,
  STATUS_FILTERS,
  trackingSearchMatches,
} from './package-status';

describe('statuses and filters', () => {
  it('knows the carrier and workflow statuses', () => {
    expect(PACKAGE_STATUSES).toEqual([
      'pending',
      'info_received',
      'in_transit',
      'out_for_delivery',
      'failed_attempt',
      'available_for_pickup',
      'delivered',
      'exception',
      'returned',
      'received',
      'scheduled',
      'picked_up',
      'shipped',
      'disposed',
    ]);
  });

  it('offers the admin filters with exclude_picked_up as default', () => {
    expect(STATUS_FILTERS).toEqual(['all', 'exclude_picked_up', 'pending', 'in_transit', 'delivered', 'scheduled', 'received', 'picked_up', 'shipped', 'disposed']);
    expect(DEFAULT_STATUS_FILTER).toBe('exclude_picked_up');
  });
});

describe('effectiveStatus', () => {
  it('uses delivery_status when it is not pending', () => {
    expect(effectiveStatus({ status: 'in_transit', delivery_status: 'delivered' })).toBe('delivered');
  });

  it('falls back to the carrier status while delivery_status is pending or empty', () => {
    expect(effectiveStatus({ status: 'in_transit', delivery_status: 'pending' })).toBe('in_transit');
    expect(effectiveStatus({ status: 'delivered', delivery_status: 'shipped' })).toBe('shipped');
    expect(effectiveStatus({ status: 'delivered', delivery_status: 'disposed' })).toBe('disposed');
    expect(effectiveStatus({ status: 'Out For Delivery', delivery_status: null })).toBe('out_for_delivery');
    expect(effectiveStatus({ status: null, delivery_status: 'pending' })).toBe('pending');
  });

  it('reads carrier texts with stray spaces or several separators as the same status', () => {
    expect(effectiveStatus({ status: ' In  Transit ', delivery_status: null })).toBe('in_transit');
    expect(effectiveStatus({ status: 'out - for - delivery', delivery_status: ' Pending ' })).toBe('out_for_delivery');
  });

  it('lets the workflow values override the carrier status', () => {
    for (const workflow of ['received', 'scheduled', 'picked_up']) {
      expect(effectiveStatus({ status: 'delivered', delivery_status: workflow })).toBe(workflow);
    }
  });
});

describe('matchesStatusFilter', () => {
  const pickedUp = { status: 'delivered', delivery_status: 'picked_up' };
  const inTransit = { status: 'in_transit', delivery_status: 'pending' };

  it('shows everything under all, and hides only picked up under the default', () => {
    expect(matchesStatusFilter(pickedUp, 'all')).toBe(true);
    expect(matchesStatusFilter(pickedUp, 'exclude_picked_up')).toBe(false);
    expect(matchesStatusFilter(inTransit, 'exclude_picked_up')).toBe(true);
  });

  it('matches a specific filter against the effective status', () => {
    expect(matchesStatusFilter(inTransit, 'in_transit')).toBe(true);
    expect(matchesStatusFilter(inTransit, 'pending')).toBe(false);
    expect(matchesStatusFilter({ status: 'delivered', delivery_status: 'scheduled' }, 'scheduled')).toBe(true);
    expect(matchesStatusFilter({ status: 'delivered', delivery_status: 'scheduled' }, 'delivered')).toBe(false);
  });
});

describe('trackingSearchMatches', () => {
  it('matches a trimmed, case-insensitive substring', () => {
    expect(trackingSearchMatches('1Z999AA10123456784', '  999aa1 ')).toBe(true);
    expect(trackingSearchMatches('1Z999AA10123456784', '1z9')).toBe(true);
    expect(trackingSearchMatches('1Z999AA10123456784', 'XYZ')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(trackingSearchMatches('ABC', '   ')).toBe(true);
    expect(trackingSearchMatches(null, '')).toBe(true);
    expect(trackingSearchMatches(null, 'a')).toBe(false);
  });
});

describe('transitions', () => {
  const admin = { markReceivedEnabled: true };

  it('offers Mark as Received before the workflow, only where enabled', () => {
    for (const delivery_status of ['pending', 'in_transit', 'delivered', 'info_received', null]) {
      expect(canMarkReceived({ delivery_status }, admin)).toBe(true);
    }
    for (const delivery_status of ['received', 'scheduled', 'picked_up']) {
      expect(canMarkReceived({ delivery_status }, admin)).toBe(false);
    }
    expect(canMarkReceived({ delivery_status: 'delivered' }, { markReceivedEnabled: false })).toBe(false);
  });

  it('offers Mark as Picked Up and Edit pickup only when scheduled', () => {
    expect(canMarkPickedUp({ delivery_status: 'scheduled' })).toBe(true);
    expect(canEditPickup({ delivery_status: 'scheduled' })).toBe(true);
    for (const delivery_status of ['received', 'picked_up', 'delivered']) {
      expect(canMarkPickedUp({ delivery_status })).toBe(false);
      expect(canEditPickup({ delivery_status })).toBe(false);
    }
  });

  it('lets only received packages be chosen for a pickup', () => {
    expect(canChooseForPickup({ delivery_status: 'received' })).toBe(true);
    expect(canChooseForPickup({ delivery_status: 'scheduled' })).toBe(false);
    expect(canChooseForPickup({ delivery_status: 'delivered' })).toBe(false);
  });
});

describe('bulk refresh', () => {
  it("skips packages whose status is 'delivered' in any case", () => {
    expect(isSkippedByBulkRefresh({ status: 'delivered' })).toBe(true);
    expect(isSkippedByBulkRefresh({ status: 'DELIVERED' })).toBe(true);
    expect(isSkippedByBulkRefresh({ status: 'Delivered ' })).toBe(true);
    expect(isSkippedByBulkRefresh({ status: 'out_for_delivery' })).toBe(false);
    expect(isSkippedByBulkRefresh({ status: null })).toBe(false);
    expect(packagesToRefresh([{ id: 1, status: 'Delivered' }, { id: 2, status: 'in_transit' }]).map((pkg) => pkg.id)).toEqual([2]);
  });
});

describe('ordering', () => {
  it('puts events newest first and unreadable times last', () => {
    const events = [
      { id: 1, event_time: '2025-03-01T10:00:00Z' },
      { id: 2, event_time: null },
      { id: 3, event_time: '2025-03-03T10:00:00Z' },
      { id: 4, event_time: '2025-03-02T10:00:00-05:00' },
    ];
    expect(sortEventsNewestFirst(events).map((event) => event.id)).toEqual([3, 4, 1, 2]);
    expect(events[0]?.id).toBe(1);
  });

  it('keeps events of the same time, and events without a time, in the order the carrier gave them', () => {
    const events = [
      { id: 1, event_time: null },
      { id: 2, event_time: '2025-03-01T10:00:00Z' },
      { id: 3, event_time: 'unreadable' },
      { id: 4, event_time: '2025-03-01T10:00:00Z' },
      { id: 5, event_time: null },
    ];
    expect(sortEventsNewestFirst(events).map((event) => event.id)).toEqual([2, 4, 1, 3, 5]);
  });

  it('orders the workflow picked_up, scheduled, received', () => {
    const entries = [{ type: 'received' }, { type: 'picked_up' }, { type: 'other' }, { type: 'scheduled' }];
    expect(sortWorkflowEntries(entries).map((entry) => entry.type)).toEqual(['picked_up', 'scheduled', 'received', 'other']);
  });
});
