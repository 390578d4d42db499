import type { DeliveryStatus, Package } from '@shared/packages/package-schema';
import { trackingSearchMatches } from '@shared/packages/package-status-rules';
import { isReadyForPickup } from '@shared/packages/pickup-readiness';

/** Where a package is, as the customer's filter shows it: one group per delivery_status. */
export const PACKAGE_GROUPS = ['carrier', 'warehouse', 'ready', 'picked_up', 'shipped', 'disposed'] as const;
export type PackageGroup = (typeof PACKAGE_GROUPS)[number];
export type PackageFilter = 'all' | PackageGroup;
export const PACKAGE_FILTERS: readonly PackageFilter[] = ['all', ...PACKAGE_GROUPS];

const GROUP_OF: Record<DeliveryStatus, PackageGroup> = {
  pending: 'carrier',
  received: 'warehouse',
  scheduled: 'ready',
  picked_up: 'picked_up',
  shipped: 'shipped',
  disposed: 'disposed',
};

/** Ready for pickup is the shared rule's, the words and count of every tab (decision 185). */
export const packageGroup = (pkg: Pick<Package, 'delivery_status'>): PackageGroup => (isReadyForPickup(pkg) ? 'ready' : GROUP_OF[pkg.delivery_status]);

export const isPackageFilter = (value: string | null): value is PackageFilter => PACKAGE_FILTERS.includes(value as PackageFilter);

/** Groups shown only while they hold a package (or are the chosen filter): few customers ever have a disposed one. */
const ONLY_WHEN_USED: readonly PackageFilter[] = ['disposed'];

/** The filter chips to show for these counts. */
export const visibleFilters = (counts: Record<PackageGroup, number>, chosen: PackageFilter): PackageFilter[] =>
  PACKAGE_FILTERS.filter((value) => !ONLY_WHEN_USED.includes(value) || value === chosen || counts[value as PackageGroup] > 0);

type Searchable = Pick<Package, 'tracking_number' | 'title' | 'delivery_status'>;

/** Part 2 section 5: a trimmed, case-insensitive match on the tracking number; the name is searched the same way. */
export function packageMatchesSearch(pkg: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  // Numbers are stored without spaces or hyphens, so "1Z 5R8" still finds 1Z5R8...
  const compact = needle.replace(/[\s-]+/g, '');
  return trackingSearchMatches(pkg.tracking_number, needle) || trackingSearchMatches(pkg.tracking_number, compact) || pkg.title.toLowerCase().includes(needle);
}

export function filterPackages<T extends Searchable>(packages: readonly T[], filter: PackageFilter, query: string): T[] {
  return packages.filter((pkg) => (filter === 'all' || packageGroup(pkg) === filter) && packageMatchesSearch(pkg, query));
}

export function countByGroup(packages: readonly Pick<Package, 'delivery_status'>[]): Record<PackageGroup, number> {
  const counts: Record<PackageGroup, number> = { carrier: 0, warehouse: 0, ready: 0, picked_up: 0, shipped: 0, disposed: 0 };
  for (const pkg of packages) counts[packageGroup(pkg)] += 1;
  return counts;
}

/** The latest added first (by created_at, then id). */
export function recentPackages<T extends Pick<Package, 'id' | 'created_at'>>(packages: readonly T[], limit: number): T[] {
  return [...packages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id).slice(0, limit);
}
