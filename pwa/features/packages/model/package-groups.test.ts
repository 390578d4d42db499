import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@shared/packages/package-schema';
import { pickupReadiness } from '@shared/packages/pickup-readiness';
import { countByGroup, filterPackages, isPackageFilter, packageGroup, packageMatchesSearch, recentPackages, visibleFilters } from './package-groups';

const pkg = (id: number, delivery_status: DeliveryStatus, tracking_number: string, title: string, created_at = '2026-01-01T12:00:00.000Z') => ({
  id,
  delivery_status,
  tracking_number,
  title,
  created_at,
});

const packages = [
  pkg(1, 'pending', '1Z5R89390357567127', 'Zapatillas Nike', '2026-01-05T12:00:00.000Z'),
  pkg(2, 'pending', '71123456789123456787', 'Auriculares Sony', '2026-01-03T12:00:00.000Z'),
  pkg(3, 'received', 'TBA000000000000', 'Libros de Amazon', '2026-01-02T12:00:00.000Z'),
  pkg(4, 'scheduled', '986578788855', 'Laptop Dell', '2026-01-04T12:00:00.000Z'),
  pkg(5, 'picked_up', '9261292700768711948021', 'Perfume', '2026-01-01T12:00:00.000Z'),
  pkg(6, 'shipped', '1Z5R89390357567127', 'Cafetera', '2026-01-02T12:00:00.000Z'),
];

describe('package groups', () => {
  it('groups by delivery status: with the carrier, at the warehouse, ready for pickup, picked up, shipped to the customer', () => {
    expect(packages.map(packageGroup)).toEqual(['carrier', 'carrier', 'warehouse', 'ready', 'picked_up', 'shipped']);
    expect(countByGroup(packages)).toEqual({ carrier: 2, warehouse: 1, ready: 1, picked_up: 1, shipped: 1, disposed: 0 });
    expect(countByGroup([])).toEqual({ carrier: 0, warehouse: 0, ready: 0, picked_up: 0, shipped: 0, disposed: 0 });
    expect(packageGroup(pkg(7, 'disposed', 'X1', 'Lámpara'))).toBe('disposed');
  });

  it('shows the disposed chip only while a package is disposed of, or it is the chosen filter (decision 180)', () => {
    const none = countByGroup(packages);
    expect(visibleFilters(none, 'all')).toEqual(['all', 'carrier', 'warehouse', 'ready', 'picked_up', 'shipped']);
    expect(visibleFilters(none, 'disposed')).toContain('disposed');
    expect(visibleFilters(countByGroup([...packages, pkg(7, 'disposed', 'X1', 'Lámpara')]), 'all')).toContain('disposed');
  });

  it('counts ready for pickup and at the warehouse as every tab does (the shared rule, decision 185)', () => {
    const everyStatus = DELIVERY_STATUSES.map((status, index) => pkg(index, status, `N${index}`, `P${index}`));
    const both = [...packages, ...everyStatus];
    const { ready, warehouse } = countByGroup(both);
    expect({ atWarehouse: warehouse, ready }).toEqual(pickupReadiness(both));
  });

  it('knows its filter values', () => {
    expect(isPackageFilter('ready')).toBe(true);
    expect(isPackageFilter('all')).toBe(true);
    expect(isPackageFilter('scheduled')).toBe(false);
    expect(isPackageFilter(null)).toBe(false);
  });
});

describe('package search', () => {
  it('matches the tracking number trimmed and case-insensitive, also typed with spaces or hyphens', () => {
    expect(packageMatchesSearch(packages[0]!, '  1z5r  ')).toBe(true);
    expect(packageMatchesSearch(packages[1]!, '7112 3456 7891')).toBe(true);
    expect(packageMatchesSearch(packages[0]!, '1z5-r89')).toBe(true);
    expect(packageMatchesSearch(packages[0]!, '999')).toBe(false);
  });

  it('matches the title case-insensitively, and an empty query matches everything', () => {
    expect(packageMatchesSearch(packages[3]!, 'dell')).toBe(true);
    expect(packageMatchesSearch(packages[3]!, ' LAPTOP ')).toBe(true);
    expect(packageMatchesSearch(packages[3]!, '   ')).toBe(true);
  });

  it('filters by group and search together', () => {
    expect(filterPackages(packages, 'all', '').map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filterPackages(packages, 'shipped', '').map((p) => p.id)).toEqual([6]);
    expect(filterPackages(packages, 'carrier', '').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPackages(packages, 'carrier', 'sony').map((p) => p.id)).toEqual([2]);
    expect(filterPackages(packages, 'ready', 'sony')).toEqual([]);
  });
});

describe('recent packages', () => {
  it('takes the latest added first, up to the limit', () => {
    expect(recentPackages(packages, 3).map((p) => p.id)).toEqual([1, 4, 2]);
    expect(recentPackages(packages.slice(0, 1), 3).map((p) => p.id)).toEqual([1]);
  });
});
