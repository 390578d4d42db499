import { describe, expect, it } from 'vitest';
import { activeFilters, countText, DEFAULT_FILTERS, emptyTextKey, isFiltered, listTitle, pageCount, STATUS_FILTER_OPTIONS } from './list-view';

describe('the admin list view', () => {
  it('offers the ten filters, Exclude Picked Up first by default', () => {
    expect(STATUS_FILTER_OPTIONS).toEqual(['all', 'exclude_picked_up', 'pending', 'in_transit', 'delivered', 'scheduled', 'received', 'picked_up', 'shipped', 'disposed']);
    expect(DEFAULT_FILTERS).toEqual({ search: '', status: 'exclude_picked_up' });
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it('counts the default view as excluding picked up, anything else as found', () => {
    expect(countText(DEFAULT_FILTERS, 4)).toEqual({ key: 'admin.count.excludingPickedUp', count: 4 });
    expect(countText({ search: '1Z', status: 'exclude_picked_up' }, 1)).toEqual({ key: 'admin.count.found', count: 1 });
    expect(countText({ search: '', status: 'all' }, 5)).toEqual({ key: 'admin.count.found', count: 5 });
  });

  it('titles the card All Packages, or Filtered Packages with x of y', () => {
    expect(listTitle(DEFAULT_FILTERS, 4, 5)).toEqual({ key: 'admin.list.allTitle', values: {} });
    expect(listTitle({ search: '', status: 'received' }, 1, 5)).toEqual({ key: 'admin.list.filteredTitle', values: { shown: 1, all: 5 } });
  });

  it('lists the active search and status in the filter bar, nothing for the default', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters({ search: 'lucia', status: 'picked_up' })).toEqual([
      { kind: 'search', value: 'lucia' },
      { kind: 'status', value: 'picked_up' },
    ]);
    expect(activeFilters({ search: '', status: 'all' })).toEqual([{ kind: 'status', value: 'all' }]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('tells an empty system from a filter that matches nothing', () => {
    expect(emptyTextKey(0)).toBe('admin.list.empty');
    expect(emptyTextKey(5)).toBe('admin.list.noMatch');
  });
});
